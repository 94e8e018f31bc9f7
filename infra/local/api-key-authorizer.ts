/**
 * The local stand-in of API Gateway's Lambda authorizer on the public API (v1) routes: the request's headers
 * go to functions/api-key-authorizer's handler, and its context lands where API Gateway puts it
 * (`requestContext.authorizer.lambda`). Locally nothing is cached, so a revoked key is refused at once.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { AuthorizerResult } from '../../functions/api-key-authorizer/handler';

type Authorizer = (event: { headers: Record<string, string | undefined> }) => Promise<AuthorizerResult>;

export async function authorizeApiKeyEvent(
  event: APIGatewayProxyEventV2,
  load: <H>(name: string) => Promise<H | undefined>,
): Promise<void> {
  const authorizer = await load<Authorizer>('api-key-authorizer');
  if (!authorizer) throw new Error('functions/api-key-authorizer/handler.ts is missing');
  const answer = await authorizer({ headers: event.headers ?? {} });
  (event.requestContext as { authorizer?: unknown }).authorizer = { lambda: answer.context };
}
