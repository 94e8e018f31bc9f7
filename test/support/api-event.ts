/**
 * The API Gateway (payload 2.0) event for one call of a contract endpoint, built the way the local server
 * builds it (infra/local/api-event.ts): the contract's route key, pathParameters as API Gateway sends them,
 * the path filled from them. For tests that call a Lambda handler directly.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { apiGatewayEvent } from '../../infra/local/api-event';
import { buildPath, type Endpoint } from '../../shared/api/endpoint';

export interface EndpointCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Sent as JSON (content-type application/json). */
  body?: unknown;
  /** A bearer token for owner routes. */
  token?: string;
  headers?: Record<string, string>;
  sourceIp?: string;
}

export function endpointEvent(endpoint: Endpoint, call: EndpointCall = {}): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(call.headers ?? {})) headers[name.toLowerCase()] = value;
  if (call.body !== undefined) headers['content-type'] ??= 'application/json';
  if (call.token !== undefined) headers['authorization'] = `Bearer ${call.token}`;
  return apiGatewayEvent({
    matched: { endpoint, pathParameters: call.params ?? {} },
    method: endpoint.method,
    rawPath: buildPath(endpoint.path, call.params),
    rawQueryString: new URLSearchParams(call.query ?? {}).toString(),
    headers,
    body: call.body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(call.body), 'utf8'),
    sourceIp: call.sourceIp ?? '127.0.0.1',
  });
}
