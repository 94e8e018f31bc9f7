/**
 * The per-key rate limit of the public API, exactly: the editor-api handler with the real composition
 * (DynamoDB Local) and the deployed API_KEY_RATE_LIMIT, on a clock the test holds still. A key's burst is
 * `capacity` calls; the next is 429 with Retry-After; another key of the same workspace is unaffected; the
 * key is served again when its token is back.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { makeApiKeyAuthorizer } from '../../../functions/api-key-authorizer/handler';
import { buildEditorApiDeps } from '../../../functions/editor-api/deps';
import { makeEditorApiHandler } from '../../../functions/editor-api/handler';
import { authorizeApiKeyEvent } from '../../../infra/local/api-key-authorizer';
import { lambdaContext } from '../../../infra/local/lambda-context';
import { listProjects } from '../../../shared/api/endpoints/projects';
import { apiV1Endpoints, v1PathOf } from '../../../shared/api/public-api';
import { API_KEY_RATE_LIMIT } from '../../../shared/domain/api-keys';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages';
import { endpointEvent } from '../../support/api-event';
import { newKey, proOwner } from './api-key-support';

const listV1 = apiV1Endpoints.find((e) => e.path === v1PathOf(listProjects.path));

describe('per-key rate limit', () => {
  it('serves exactly the burst, then 429 with Retry-After, per key, and again once a token is back', async () => {
    if (!listV1) throw new Error('no v1 list route');
    const owner = await proOwner('key-rate');
    const [busy, calm] = [(await newKey(owner, 'read')).secret, (await newKey(owner, 'read')).secret];
    let nowMs = Date.now();
    const clock = { now: () => new Date(nowMs) };
    const deps = buildEditorApiDeps({ clock });
    const handler = makeEditorApiHandler(() => deps);
    const authorizer = makeApiKeyAuthorizer(() => deps.apiKeys());
    const call = async (key: string) => {
      const event = endpointEvent(listV1, { token: key });
      await authorizeApiKeyEvent(event, async <H>() => authorizer as H);
      return (await handler(event, lambdaContext('editor-api'))) as APIGatewayProxyStructuredResultV2;
    };

    for (let i = 0; i < API_KEY_RATE_LIMIT.capacity; i++) {
      const answer = await call(busy);
      expect(answer.statusCode, `call ${i + 1}: ${answer.body}`).toBe(200);
    }
    const refused = await call(busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers?.['retry-after']).toBe(String(Math.ceil(1 / API_KEY_RATE_LIMIT.refillPerSecond)));
    expect(JSON.parse(String(refused.body))).toEqual({
      error: { code: 'RATE_LIMITED', message: COMMON_MESSAGES.tooManyRequests },
    });

    expect((await call(calm)).statusCode).toBe(200);

    nowMs += 1000 / API_KEY_RATE_LIMIT.refillPerSecond;
    expect((await call(busy)).statusCode).toBe(200);
    expect((await call(busy)).statusCode).toBe(429);
  });
});
