/**
 * The public API's Lambda authorizer (HTTP API, payload 2.0, simple responses): verifies the
 * `Authorization: Bearer cr_live_…` key and hands its principal (workspace, scope) to the handler in the
 * context. It answers 'authorized' even for a bad key, with the refusal in the context, so that the handler
 * refuses it in the one documented error shape (functions/platform/http/api-key-context.ts).
 *
 * API Gateway caches the answer per Authorization header for a short TTL (infra/stack). That cache cannot
 * keep a revoked key alive: the handler re-checks the key's liveness with a conditional write on every call.
 */
import type {
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerWithContextResult,
} from 'aws-lambda';
import { verifyApiKey, type ApiKeyDeps } from '../api-keys';
import { documentClient } from '../platform/aws/clients';
import { tableName } from '../platform/config/env';
import { authorizerContextOf, type AuthorizerContext } from '../platform/http/api-key-context';
import { memoDeps, systemClock } from '../platform/runtime/runtime-ports';

export type AuthorizerResult = APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext>;

function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** The authorizer over the given dependencies (the local server and tests pass their own). */
export function makeApiKeyAuthorizer(deps: () => ApiKeyDeps) {
  return async (event: Pick<APIGatewayRequestAuthorizerEventV2, 'headers'>): Promise<AuthorizerResult> => {
    const headers = event.headers ?? {};
    const presented = bearer(headers['authorization'] ?? headers['Authorization']);
    const principal = presented ? await verifyApiKey(deps(), presented) : null;
    return { isAuthorized: true, context: authorizerContextOf(principal) };
  };
}

const authorizerDeps = memoDeps((): ApiKeyDeps => ({
  db: { doc: documentClient(), tableName: tableName() },
  clock: systemClock,
}));

export const handler = makeApiKeyAuthorizer(authorizerDeps);
