/**
 * Behind CloudFront: a request that did not come through CloudFront (no origin secret header) is refused,
 * so AWS WAF cannot be bypassed by calling the API Gateway endpoint; and the caller's address is CloudFront's
 * `CloudFront-Viewer-Address`, trusted only on a request that proved it came through CloudFront.
 */
import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { plainSecret } from '../../../functions/platform/aws/cached-secret';
import { makeHttpHandler } from '../../../functions/platform/http/make-http-handler';
import {
  ORIGIN_REFUSED_MESSAGE,
  ORIGIN_SECRET_HEADER,
  originGuard,
  originGuardFromEnv,
  VIEWER_ADDRESS_HEADER,
  viewerAddress,
} from '../../../functions/platform/http/origin-guard';
import { route } from '../../../functions/platform/http/route';
import { getHealth, type HealthResponse } from '../../../shared/api/endpoints/health';
import { ENV } from '../../../shared/config/env-names';
import { endpointEvent } from '../../support/api-event';

const SECRET = 'origin-secret-value';
const CLOUDFRONT_EDGE = '130.176.1.10';
const context = { awsRequestId: 'test' } as Context;
const healthy: HealthResponse = {
  status: 'ok',
  service: 'test',
  time: new Date(0).toISOString(),
  dependencies: [],
};

/** A handler whose one route records the caller's address it was given. */
function recordingHandler(guard: ReturnType<typeof originGuard> | null) {
  const seen: string[] = [];
  const handler = makeHttpHandler({
    routes: [
      route(getHealth, (request) => {
        seen.push(request.sourceIp);
        return Promise.resolve(healthy);
      }),
    ],
    deps: () => ({}),
    verifyToken: () => {
      throw new Error('no owner route');
    },
    originGuard: guard,
  });
  return { handler, seen };
}

describe('the origin guard in the handler plumbing', () => {
  it('refuses a direct call to the API Gateway endpoint (no origin header) with 403, before any route runs', async () => {
    const { handler, seen } = recordingHandler(originGuard(plainSecret(SECRET)));
    const attempts: Record<string, string>[] = [{}, { [ORIGIN_SECRET_HEADER]: 'guessed' }];
    for (const headers of attempts) {
      const answer = await handler(endpointEvent(getHealth, { headers }), context);
      expect(answer.statusCode).toBe(403);
      expect(JSON.parse(answer.body ?? '').error.message).toBe(ORIGIN_REFUSED_MESSAGE);
    }
    expect(seen).toEqual([]);
  });

  it("serves a request through CloudFront, with the viewer's address as the caller's (IPv4 and IPv6)", async () => {
    const { handler, seen } = recordingHandler(originGuard(plainSecret(SECRET)));
    for (const viewer of ['198.51.100.7:51234', '2001:db8::7:443']) {
      const answer = await handler(
        endpointEvent(getHealth, {
          headers: { [ORIGIN_SECRET_HEADER]: SECRET, [VIEWER_ADDRESS_HEADER]: viewer },
          sourceIp: CLOUDFRONT_EDGE,
        }),
        context,
      );
      expect(answer.statusCode).toBe(200);
    }
    expect(seen).toEqual(['198.51.100.7', '2001:db8::7']);
  });

  it('does not trust a viewer-address header without a guard (locally the socket address is the caller)', async () => {
    const { handler, seen } = recordingHandler(null);
    await handler(
      endpointEvent(getHealth, {
        headers: { [VIEWER_ADDRESS_HEADER]: '203.0.113.9:1' },
        sourceIp: '127.0.0.1',
      }),
      context,
    );
    expect(seen).toEqual(['127.0.0.1']);
  });

  it('reads the secret again once when the header does not match (the secret was replaced)', async () => {
    let value = 'old';
    let reads = 0;
    const secret = (options?: { fresh?: boolean }) => {
      reads += 1;
      if (options?.fresh) value = 'new';
      return Promise.resolve(value);
    };
    const guard = originGuard(secret);
    expect(await guard({ [ORIGIN_SECRET_HEADER]: 'new' })).toBe(true);
    expect(reads).toBe(2);
  });

  it('is on exactly when the environment names the origin secret', () => {
    expect(originGuardFromEnv({})).toBeNull();
    expect(
      originGuardFromEnv({ [ENV.originSecretArn]: 'arn:aws:secretsmanager:eu-west-1:1:secret:o' }),
    ).toBeTypeOf('function');
  });
});

describe('viewerAddress', () => {
  it('takes the address off the port and refuses anything that is not an IP', () => {
    expect(viewerAddress('192.0.2.1:443')).toBe('192.0.2.1');
    expect(viewerAddress('::1:80')).toBe('::1');
    expect(viewerAddress('not-an-ip:80')).toBeNull();
    expect(viewerAddress('192.0.2.1')).toBeNull();
    expect(viewerAddress(undefined)).toBeNull();
  });
});
