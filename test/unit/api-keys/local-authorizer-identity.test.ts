/**
 * The public API's edge and authorizer step, locally as in the stack: the authorizer's identity source is the
 * Authorization header (so API Gateway can cache its answer); a request lacking it would get API Gateway's own
 * 401 body, so the edge (CloudFront's `/api/v1/*` function, run here from the stack's own code, and the local
 * server's rule) gives it a placeholder the authorizer refuses like an unknown key; the local cache keeps an
 * answer per Authorization value for the stack's TTL.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { makeApiKeyAuthorizer } from '../../../functions/api-key-authorizer/handler';
import {
  applyApiKeyPlaceholder,
  authorizeApiKeyEvent,
  localApiKeyAuthorizer,
  missingIdentitySources,
} from '../../../infra/local/api-key-authorizer';
import { API_KEY_AUTHORIZER_IDENTITY_SOURCES } from '../../../infra/stack/function-table';
import { LIMITS } from '../../../infra/stack/limits';
import { apiKeyPlaceholderCode } from '../../../infra/stack/web-distribution';
import { MISSING_API_KEY_AUTHORIZATION } from '../../../shared/config/edge-headers';

const eventWith = (headers: Record<string, string>) =>
  ({ headers, requestContext: {} }) as unknown as APIGatewayProxyEventV2;

const contextOf = (event: APIGatewayProxyEventV2) =>
  (event.requestContext as { authorizer?: { lambda?: unknown } }).authorizer?.lambda;

type CfHeaders = Record<string, { value: string }>;
/** The stack's CloudFront function, run as CloudFront runs it on a viewer request. */
const edgeFunction = new Function(`${apiKeyPlaceholderCode()}\nreturn handler;`)() as (event: {
  request: { uri: string; headers: CfHeaders };
}) => { headers: CfHeaders };

describe('the public API’s edge placeholder', () => {
  it('the stack’s function sets the placeholder only when no Authorization value was sent', () => {
    const run = (headers: CfHeaders) => edgeFunction({ request: { uri: '/api/v1/projects', headers } });
    const blanks: CfHeaders[] = [{}, { authorization: { value: '' } }, { authorization: { value: '  ' } }];
    for (const sent of blanks) {
      expect(run(sent).headers.authorization, JSON.stringify(sent)).toEqual({
        value: MISSING_API_KEY_AUTHORIZATION,
      });
    }
    for (const value of ['Bearer cr_live_abc', 'nonsense', 'Basic dXNlcg==']) {
      expect(run({ authorization: { value } }).headers.authorization).toEqual({ value });
    }
    expect(run({ accept: { value: 'application/json' } }).headers['accept']).toEqual({
      value: 'application/json',
    });
  });

  it('the local server applies the same rule, on /api/v1/* only', () => {
    const local = (path: string, headers: IncomingHttpHeaders) => {
      applyApiKeyPlaceholder(path, headers);
      return headers.authorization;
    };
    for (const [sent, expected] of [
      [undefined, MISSING_API_KEY_AUTHORIZATION],
      ['', MISSING_API_KEY_AUTHORIZATION],
      ['  ', MISSING_API_KEY_AUTHORIZATION],
      ['Bearer cr_live_abc', 'Bearer cr_live_abc'],
      ['nonsense', 'nonsense'],
    ] as const) {
      expect(local('/api/v1/projects', sent === undefined ? {} : { authorization: sent }), sent).toBe(
        expected,
      );
      const cf = edgeFunction({
        request: {
          uri: '/api/v1/projects',
          headers: sent === undefined ? {} : { authorization: { value: sent } },
        },
      });
      expect(cf.headers.authorization?.value, sent).toBe(expected);
    }
    expect(local('/api/projects', {})).toBeUndefined();
    expect(local('/api/v10/projects', {})).toBeUndefined();
  });

  it('the authorizer refuses the placeholder as it refuses an unknown key, without reading a key', async () => {
    const deps = vi.fn(() => {
      throw new Error('no key is read for the placeholder');
    });
    const authorizer = makeApiKeyAuthorizer(deps);
    for (const authorization of [MISSING_API_KEY_AUTHORIZATION, 'nonsense', undefined]) {
      expect(await authorizer({ headers: { authorization } })).toEqual({
        isAuthorized: true,
        context: { refused: 'invalid-key' },
      });
    }
    expect(deps).not.toHaveBeenCalled();
  });
});

describe('the API-key authorizer locally, as API Gateway runs it', () => {
  it('its identity source is the Authorization header, and its answers are kept briefly', () => {
    expect(API_KEY_AUTHORIZER_IDENTITY_SOURCES).toEqual(['$request.header.Authorization']);
    expect(LIMITS.apiKeyAuthorizerCacheSeconds).toBeGreaterThan(0);
    // "Cached briefly": a minute at most (the handler re-checks the key on every call regardless).
    expect(LIMITS.apiKeyAuthorizerCacheSeconds).toBeLessThanOrEqual(60);
  });

  it('with an identity source the request lacks, answers API Gateway’s own 401 without running the authorizer', async () => {
    expect(missingIdentitySources(eventWith({}))).toEqual(API_KEY_AUTHORIZER_IDENTITY_SOURCES);
    expect(missingIdentitySources(eventWith({ Authorization: 'Bearer x' }))).toEqual([]);
    const authorizer = vi.fn();
    expect(await authorizeApiKeyEvent(eventWith({}), async <H>() => authorizer as H)).toBe(
      'gateway-unauthorized',
    );
    expect(authorizer).not.toHaveBeenCalled();
  });

  it('keeps an answer per Authorization value for the TTL, then asks again', async () => {
    let now = 1_000_000;
    const authorizer = vi.fn(async (event: { headers: Record<string, string | undefined> }) => ({
      isAuthorized: true,
      context: { refused: 'invalid-key' as const, seen: event.headers['authorization'] },
    }));
    const authorize = localApiKeyAuthorizer({
      load: async <H>() => authorizer as H,
      ttlSeconds: 60,
      now: () => now,
    });
    const call = async (authorization: string) => {
      const event = eventWith({ authorization });
      expect(await authorize(event)).toBe('authorized');
      return contextOf(event);
    };
    expect(await call('Bearer a')).toEqual({ refused: 'invalid-key', seen: 'Bearer a' });
    now += 59_000;
    expect(await call('Bearer a')).toEqual({ refused: 'invalid-key', seen: 'Bearer a' });
    expect(authorizer).toHaveBeenCalledTimes(1);
    expect(await call('Bearer b')).toEqual({ refused: 'invalid-key', seen: 'Bearer b' });
    expect(authorizer).toHaveBeenCalledTimes(2);
    now += 1_000;
    await call('Bearer a');
    expect(authorizer).toHaveBeenCalledTimes(3);
  });

  it('caches nothing with a TTL of 0', async () => {
    const authorizer = vi.fn(async () => ({ isAuthorized: true, context: { refused: 'invalid-key' } }));
    const authorize = localApiKeyAuthorizer({ load: async <H>() => authorizer as H, ttlSeconds: 0 });
    await authorize(eventWith({ authorization: 'Bearer a' }));
    await authorize(eventWith({ authorization: 'Bearer a' }));
    expect(authorizer).toHaveBeenCalledTimes(2);
  });
});
