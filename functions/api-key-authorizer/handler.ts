/**
 * The public API's Lambda authorizer (HTTP API, payload 2.0, simple responses): verifies the
 * `Authorization: Bearer cr_live_…` key and hands its principal (workspace, scope) to the handler in the
 * context. It answers 'authorized' even for a bad key, with the refusal in the context, so that the handler
 * refuses it in the one documented error shape (functions/platform/http/api-key-context.ts).
 *
 * API Gateway caches the answer per Authorization header for a short TTL (infra/stack). That cache cannot
 * keep a revoked key alive: the handler re-checks the key's liveness with a conditional write on every call,
 * and takes the key's scope from that write, not from here. A request sent without the header reaches here
 * with the edge's placeholder (MISSING_API_KEY_AUTHORIZATION), refused as an unknown key is.
 */
import type {
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerWithContextResult,
} from 'aws-lambda';
import { verifyApiKey, type ApiKeyDeps } from '../api-keys';
import { MISSING_API_KEY_AUTHORIZATION } from '../../shared/config/edge-headers';
import { documentClient } from '../platform/aws/clients';
import { tableName } from '../platform/config/env';
import { authorizerContextOf, type AuthorizerContext } from '../platform/http/api-key-context';
import { memoDeps, systemClock } from '../platform/runtime/runtime-ports';

export type AuthorizerResult = APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext>;

/** The key presented, or null: none (the edge's placeholder for a missing header is none too). */
function bearer(header: string | undefined): string | null {
  if (header === MISSING_API_KEY_AUTHORIZATION) return null;
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
