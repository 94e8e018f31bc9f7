/**
 * Throttling: the editor-api handler, built with the real composition (DynamoDB Local, the local user pool's
 * JWTs) but a small per-user bucket, answers 429 with Retry-After once a user's burst is spent, keeps other
 * users unaffected, and serves the user again after the wait. (The deployed limit is EDITOR_RATE_LIMIT; a
 * small one keeps this test quick and exact.)
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { buildEditorApiDeps } from '../../../functions/editor-api/deps';
import { makeEditorApiHandler } from '../../../functions/editor-api/handler';
import { tokenBucketLimiter } from '../../../functions/platform/http/rate-limit';
import { lambdaContext } from '../../../infra/local/lambda-context';
import { getProfile } from '../../../shared/api/endpoints/profile';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages';
import { endpointEvent } from '../../support/api-event';
import { signedInUser } from './support/users';

function event(token: string): APIGatewayProxyEventV2 {
  return endpointEvent(getProfile, { token });
}

describe('per-user rate limit', () => {
  it('answers 429 with Retry-After after the burst, per user, and recovers after the wait', async () => {
    let nowMs = Date.now();
    const clock = { now: () => new Date(nowMs) };
    const deps = buildEditorApiDeps({
      clock,
      rateLimiter: tokenBucketLimiter({ capacity: 3, refillPerSecond: 0.5 }),
    });
    const handler = makeEditorApiHandler(() => deps);
    const [busy, calm] = await Promise.all([signedInUser('rate-busy'), signedInUser('rate-calm')]);
    const call = async (token: string) =>
      (await handler(event(token), lambdaContext('editor-api'))) as APIGatewayProxyStructuredResultV2;

    for (let i = 0; i < 3; i++) expect((await call(busy.token)).statusCode).toBe(200);
    const refused = await call(busy.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers?.['retry-after']).toBe('2');
    expect(JSON.parse(String(refused.body))).toEqual({
      error: { code: 'RATE_LIMITED', message: COMMON_MESSAGES.tooManyRequests },
    });

    expect((await call(calm.token)).statusCode).toBe(200);

    nowMs += 2000;
    expect((await call(busy.token)).statusCode).toBe(200);
    expect((await call(busy.token)).statusCode).toBe(429);
  });

  it('the handler serves exactly the editor-api entries of the contract (parity), all through ownerRoute', async () => {
    const { editorApiRoutes } = await import('../../../functions/editor-api/routes');
    const { endpoints } = await import('../../../shared/api/contract');
    const editorEndpoints = endpoints.filter((e) => e.lambda === 'editor-api');
    expect(editorApiRoutes.map((r) => r.endpoint.id).sort()).toEqual(editorEndpoints.map((e) => e.id).sort());
  });
});
