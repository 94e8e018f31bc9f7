/**
 * What the Idempotency-Key keeps, on DynamoDB Local with a scripted handler behind it: a failure on our side
 * (5xx) or a refusal of the caller (401/403/429) is not kept, so the retry runs again; the first success is
 * kept and replayed without running the handler again.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { withIdempotency } from '../../../functions/api-keys';
import type { HttpHandler } from '../../../functions/platform/http/make-http-handler';
import { lambdaContext } from '../../../infra/local/lambda-context';
import { createProject } from '../../../shared/api/endpoints/projects';
import { apiV1Endpoints, v1PathOf } from '../../../shared/api/public-api';
import { IDEMPOTENT_REPLAY_HEADER } from '../../../shared/domain/api-keys';
import { endpointEvent } from '../../support/api-event';
import { testDbPort } from '../workspaces/workspace-support';

const createV1 = apiV1Endpoints.find((e) => e.method === 'POST' && e.path === v1PathOf(createProject.path));

function scripted(statuses: number[]) {
  let runs = 0;
  const handler: HttpHandler = async () => {
    const statusCode = statuses[Math.min(runs, statuses.length - 1)] ?? 200;
    runs += 1;
    return { statusCode, headers: {}, body: JSON.stringify({ run: runs }) };
  };
  return { handler, runs: () => runs };
}

describe('Idempotency-Key after a failure', () => {
  it.each([500, 401, 403, 429])(
    'runs the retry again after a %i, then keeps the success',
    async (failure) => {
      if (!createV1) throw new Error('no v1 create route');
      const inner = scripted([failure, 201]);
      const idempotent = withIdempotency(inner.handler, () => ({
        db: testDbPort(),
        clock: { now: () => new Date() },
      }));
      const idempotencyKey = `failure-${failure}-${Date.now()}-${Math.random()}`;
      const call = async () => {
        const event = endpointEvent(createV1, {
          body: { name: 'x' },
          headers: { 'idempotency-key': idempotencyKey },
        });
        (event.requestContext as { authorizer?: unknown }).authorizer = {
          lambda: { keyId: 'KeyForIdempotency', workspaceId: 'ws-idem', scope: 'write', name: 'k' },
        };
        return (await idempotent(event, lambdaContext('editor-api'))) as APIGatewayProxyStructuredResultV2;
      };
      expect((await call()).statusCode).toBe(failure);
      const second = await call();
      expect(second.statusCode).toBe(201);
      expect(inner.runs()).toBe(2);
      const third = await call();
      expect(third.statusCode).toBe(201);
      expect(third.body).toBe(second.body);
      expect(third.headers?.[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
      expect(inner.runs()).toBe(2);
    },
  );
});
