/**
 * `Idempotency-Key` on the public API's POSTs: the first answer to a key's (API key, Idempotency-Key) pair is
 * stored for IDEMPOTENCY_TTL_HOURS and replayed to every retry, so a client that lost the answer may simply
 * send the request again. Concurrent duplicates: one claims the pair (a conditional Put), the others wait for
 * its answer and replay it (409 if it takes longer than the wait). The same key with another request is 409.
 * Answers that depend on the caller's state rather than the request (401, 403, 429) and failures on our side
 * (5xx) are not kept: the retry runs again.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_TTL_HOURS,
  IDEMPOTENT_REPLAY_HEADER,
} from '../../shared/domain/api-keys';
import { apiV1RouteOf } from '../../shared/api/public-api';
import { ConflictError, ValidationError } from '../../shared/errors/app-error';
import { API_KEY_MESSAGES } from '../../shared/messages/api-key-messages';
import { apiKeyPrincipalOf } from '../platform/http/api-key-context';
import { errorResponse, type HttpHandler } from '../platform/http/make-http-handler';
import { sha256Hex } from './key-material';
import type { ApiKeyDeps } from './ports';
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
  type StoredAnswer,
} from './store/api-key-store';

/** How long a claim holds before another request may take it over (longer than the API's timeout). */
export const IDEMPOTENCY_LEASE_MS = 60_000;
/** How long a concurrent duplicate waits for the first request's answer before answering 409. */
export const IDEMPOTENCY_WAIT_MS = 8_000;
const POLL_MS = 100;
const NOT_KEPT = new Set([401, 403, 429]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function headerOf(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const headers = event.headers ?? {};
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}

function requestHashOf(event: APIGatewayProxyEventV2): string {
  return sha256Hex(
    JSON.stringify([event.routeKey, event.rawPath, event.rawQueryString ?? '', event.body ?? '']),
  );
}

function replay(answer: StoredAnswer): APIGatewayProxyStructuredResultV2 {
  return { ...answer, headers: { ...answer.headers, [IDEMPOTENT_REPLAY_HEADER]: 'true' } };
}

function toStored(result: APIGatewayProxyStructuredResultV2): StoredAnswer {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  return {
    statusCode: result.statusCode ?? 200,
    headers,
    body: result.body ?? '',
    isBase64Encoded: result.isBase64Encoded ?? false,
  };
}

export function withIdempotency(
  inner: HttpHandler,
  deps: () => ApiKeyDeps | Promise<ApiKeyDeps>,
): HttpHandler {
  return async (event: APIGatewayProxyEventV2, context: Context) => {
    const route = apiV1RouteOf(event.routeKey);
    const key = route?.endpoint.method === 'POST' ? apiKeyPrincipalOf(event) : null;
    const idempotencyKey = key ? headerOf(event, IDEMPOTENCY_HEADER) : undefined;
    if (!key || idempotencyKey === undefined) return inner(event, context);
    const requestId = context?.awsRequestId ?? 'local';
    if (!/^[\x20-\x7e]+$/.test(idempotencyKey) || idempotencyKey.length > IDEMPOTENCY_KEY_MAX) {
      return errorResponse(new ValidationError(API_KEY_MESSAGES.idempotencyKeyInvalid), requestId);
    }
    const { db, clock } = await deps();
    const pair = { keyId: key.keyId, idempotencyKeyHash: sha256Hex(idempotencyKey) };
    const requestHash = requestHashOf(event);
    const deadline = clock.now().getTime() + IDEMPOTENCY_WAIT_MS;
    for (;;) {
      const now = clock.now();
      const found = await claimIdempotencyKey(db, {
        ...pair,
        requestHash,
        now: now.toISOString(),
        leaseUntil: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS).toISOString(),
        expiresAtEpoch: Math.floor(now.getTime() / 1000) + IDEMPOTENCY_TTL_HOURS * 3600,
      });
      if (found === null) break;
      if (found.requestHash !== requestHash) {
        return errorResponse(new ConflictError(API_KEY_MESSAGES.idempotencyMismatch), requestId);
      }
      if (found.state === 'done') return replay(found.answer);
      if (clock.now().getTime() >= deadline) {
        return errorResponse(new ConflictError(API_KEY_MESSAGES.idempotencyInProgress), requestId);
      }
      await sleep(POLL_MS);
    }
    let result: APIGatewayProxyStructuredResultV2;
    try {
      result = (await inner(event, context)) as APIGatewayProxyStructuredResultV2;
    } catch (error) {
      await releaseIdempotencyKey(db, pair);
      throw error;
    }
    const status = result.statusCode ?? 200;
    if (status >= 500 || NOT_KEPT.has(status)) {
      await releaseIdempotencyKey(db, pair);
      return result;
    }
    const now = clock.now();
    await storeIdempotentAnswer(db, {
      ...pair,
      requestHash,
      answer: toStored(result),
      expiresAtEpoch: Math.floor(now.getTime() / 1000) + IDEMPOTENCY_TTL_HOURS * 3600,
    });
    return result;
  };
}
