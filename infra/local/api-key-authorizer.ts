/**
 * The local stand-in of API Gateway's Lambda authorizer on the public API (v1) routes: the request's headers
 * go to functions/api-key-authorizer's handler, and its context lands where API Gateway puts it
 * (`requestContext.authorizer.lambda`). Locally nothing is cached, so a revoked key is refused at once. A
 * request missing one of the authorizer's identity sources (the stack's list) gets API Gateway's own 401 body,
 * as in the cloud, without running the authorizer.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { AuthorizerResult } from '../../functions/api-key-authorizer/handler';
import { API_KEY_AUTHORIZER_IDENTITY_SOURCES } from '../stack/function-table';

type Authorizer = (event: { headers: Record<string, string | undefined> }) => Promise<AuthorizerResult>;

/** What API Gateway answers itself when an identity source is missing. */
export const GATEWAY_UNAUTHORIZED = { status: 401, body: { message: 'Unauthorized' } } as const;

/** The identity sources (`$request.header.<name>`) the request lacks. */
export function missingIdentitySources(
  event: Pick<APIGatewayProxyEventV2, 'headers'>,
  sources: readonly string[] = API_KEY_AUTHORIZER_IDENTITY_SOURCES,
): string[] {
  const headers = Object.fromEntries(
    Object.entries(event.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return sources.filter((source) => {
    const header = /^\$request\.header\.(.+)$/.exec(source)?.[1];
    if (!header) throw new Error(`The local server does not emulate the identity source ${source}`);
    return !headers[header.toLowerCase()];
  });
}

/** Runs the authorizer into the event; 'gateway-unauthorized' when API Gateway would not have run it. */
export async function authorizeApiKeyEvent(
  event: APIGatewayProxyEventV2,
  load: <H>(name: string) => Promise<H | undefined>,
  sources: readonly string[] = API_KEY_AUTHORIZER_IDENTITY_SOURCES,
): Promise<'authorized' | 'gateway-unauthorized'> {
  if (missingIdentitySources(event, sources).length > 0) return 'gateway-unauthorized';
  const authorizer = await load<Authorizer>('api-key-authorizer');
  if (!authorizer) throw new Error('functions/api-key-authorizer/handler.ts is missing');
  const answer = await authorizer({ headers: event.headers ?? {} });
  (event.requestContext as { authorizer?: unknown }).authorizer = { lambda: answer.context };
  return 'authorized';
}
