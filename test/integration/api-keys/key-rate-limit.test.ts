/**
 * The per-key rate limit of the public API, exactly: two editor-api handlers, each with its own composition
 * (two Lambda containers) over the one DynamoDB Local table and the deployed API_KEY_RATE_LIMIT, on a clock
 * the test holds still. Together they serve the window's limit and refuse the next call with 429 and
 * Retry-After (the seconds to the window's end); another key of the same workspace is unaffected; the key is
 * served again when the window rolls over.
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

function container(clock: { now: () => Date }) {
  const deps = buildEditorApiDeps({ clock });
  const handler = makeEditorApiHandler(() => deps);
  const authorizer = makeApiKeyAuthorizer(() => deps.apiKeys());
  return async (key: string) => {
    if (!listV1) throw new Error('no v1 list route');
    const event = endpointEvent(listV1, { token: key });
    await authorizeApiKeyEvent(event, async <H>() => authorizer as H);
    return (await handler(event, lambdaContext('editor-api'))) as APIGatewayProxyStructuredResultV2;
  };
}

describe('per-key rate limit', () => {
  it('two containers together serve exactly the window, then 429 with Retry-After, per key, until it rolls over', async () => {
    const owner = await proOwner('key-rate');
    const [busy, calm] = [(await newKey(owner, 'read')).secret, (await newKey(owner, 'read')).secret];
    const windowMs = API_KEY_RATE_LIMIT.windowSeconds * 1000;
    // Five seconds into a window, so that the whole burst falls inside it.
    let nowMs = Math.floor(Date.now() / windowMs) * windowMs + windowMs + 5000;
    const clock = { now: () => new Date(nowMs) };
    const containers = [container(clock), container(clock)];
    const call = (key: string, i: number) => containers[i % 2]!(key);

    for (let i = 0; i < API_KEY_RATE_LIMIT.limit; i++) {
      const answer = await call(busy, i);
      expect(answer.statusCode, `call ${i + 1}: ${answer.body}`).toBe(200);
    }
    for (const i of [0, 1]) {
      const refused = await call(busy, i);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers?.['retry-after']).toBe(String(API_KEY_RATE_LIMIT.windowSeconds - 5));
      expect(JSON.parse(String(refused.body))).toEqual({
        error: { code: 'RATE_LIMITED', message: COMMON_MESSAGES.tooManyRequests },
      });
    }

    expect((await call(calm, 0)).statusCode).toBe(200);

    nowMs += (API_KEY_RATE_LIMIT.windowSeconds - 5) * 1000;
    expect((await call(busy, 1)).statusCode).toBe(200);
    expect((await call(busy, 0)).statusCode).toBe(200);
  });
});
