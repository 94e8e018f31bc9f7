/**
 * What the API-key authorizer hands the handler of a public API (v1) route, in API Gateway's
 * `requestContext.authorizer.lambda`: the key's principal, or the refusal. The authorizer always answers
 * 'authorized' and puts its verdict here, so that a bad key is refused by the handler in the one documented
 * error shape (API Gateway's own refusals are a different body); only the handler's answer is trusted.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod/mini';

export const apiKeyPrincipalSchema = z.object({
  keyId: z.string().check(z.minLength(1)),
  workspaceId: z.string().check(z.minLength(1)),
  scope: z.enum(['read', 'write']),
  name: z.string(),
});
export type ApiKeyContext = z.infer<typeof apiKeyPrincipalSchema>;

/** The context the authorizer returns: the principal's fields, or `refused` alone. */
export type AuthorizerContext = ApiKeyContext | { refused: 'invalid-key' };

export function authorizerContextOf(principal: ApiKeyContext | null): AuthorizerContext {
  return principal
    ? {
        keyId: principal.keyId,
        workspaceId: principal.workspaceId,
        scope: principal.scope,
        name: principal.name,
      }
    : { refused: 'invalid-key' };
}

/** The key's principal from the event API Gateway (or the local server) built, or null: refused. */
export function apiKeyPrincipalOf(event: APIGatewayProxyEventV2): ApiKeyContext | null {
  const context = (event.requestContext as { authorizer?: { lambda?: unknown } }).authorizer?.lambda;
  const parsed = z.safeParse(apiKeyPrincipalSchema, context);
  return parsed.success ? parsed.data : null;
}
