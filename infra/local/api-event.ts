/**
 * Turns a node:http request into the API Gateway HTTP API (payload 2.0) event the Lambdas receive, and a
 * Lambda result back into the response: the local server and the cloud hand handlers the same shapes.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchPath, routeKey, type Endpoint } from '../../shared/api/endpoint';

export interface MatchedRoute {
  endpoint: Endpoint;
  pathParameters: Record<string, string>;
}

/** The contract entry serving this method and path (exact match first, as API Gateway does). */
export function matchEndpoint(
  endpoints: readonly Endpoint[],
  method: string,
  path: string,
): MatchedRoute | null {
  const candidates = endpoints.filter((e) => e.method === method.toUpperCase());
  const exact = candidates.find((e) => e.path === path);
  if (exact) return { endpoint: exact, pathParameters: {} };
  // Fewer parameters first: a literal segment beats a {param} (API Gateway's "most specific" rule).
  const sorted = [...candidates].sort(
    (a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0),
  );
  for (const endpoint of sorted) {
    const params = matchPath(endpoint.path, path);
    if (params) return { endpoint, pathParameters: params };
  }
  return null;
}

const TEXT_TYPES = /^(application\/(json|.*\+json|x-www-form-urlencoded|xml|javascript)|text\/)/i;

function joinValues(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(',') : value;
}

/** What API Gateway knows about one request once it has matched a route. */
export interface ApiRequestParts {
  matched: MatchedRoute;
  method: string;
  /** The path as sent (still URI-encoded). */
  rawPath: string;
  /** The query string as sent, without '?'. */
  rawQueryString: string;
  /** Header names lower-cased; cookies go in `cookies`, not here. */
  headers: Record<string, string>;
  cookies?: string[] | undefined;
  body: Buffer;
  sourceIp: string;
  protocol?: string | undefined;
}

/**
 * The API Gateway HTTP API (payload 2.0) event for a request matched to a contract endpoint: route key,
 * path parameters, repeated query keys joined with commas, text bodies as utf8 and others as base64. The
 * local server and the tests build their events here, so handlers see one shape.
 */
export function apiGatewayEvent(parts: ApiRequestParts): APIGatewayProxyEventV2 {
  const { matched, headers, body } = parts;
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(parts.rawQueryString)) {
    query[name] = query[name] === undefined ? value : `${query[name]},${value}`;
  }
  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || TEXT_TYPES.test(contentType);
  const method = parts.method.toUpperCase();
  const now = new Date();
  const requestId = randomUUID();
  const key = routeKey(matched.endpoint);
  return {
    version: '2.0',
    routeKey: key,
    rawPath: parts.rawPath,
    rawQueryString: parts.rawQueryString,
    ...(parts.cookies ? { cookies: parts.cookies } : {}),
    headers,
    ...(Object.keys(query).length > 0 ? { queryStringParameters: query } : {}),
    ...(Object.keys(matched.pathParameters).length > 0 ? { pathParameters: matched.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method,
        path: parts.rawPath,
        protocol: parts.protocol ?? 'HTTP/1.1',
        sourceIp: parts.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: key,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length > 0 ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !isText,
  };
}

export function buildEvent(options: {
  request: IncomingMessage;
  url: URL;
  body: Buffer;
  matched: MatchedRoute;
  sourceIp: string;
}): APIGatewayProxyEventV2 {
  const { request, url } = options;
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(request.headers)) {
    const lower = name.toLowerCase();
    if (lower === 'cookie') {
      cookies = (joinValues(value) ?? '').split(/;\s*/).filter(Boolean);
      continue;
    }
    const joined = joinValues(value);
    if (joined !== undefined) headers[lower] = joined;
  }
  return apiGatewayEvent({
    matched: options.matched,
    method: request.method ?? 'GET',
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers,
    cookies,
    body: options.body,
    sourceIp: options.sourceIp,
    protocol: `HTTP/${request.httpVersion}`,
  });
}

/** Writes a Lambda (payload 2.0) result to the node response. */
export function writeResult(response: ServerResponse, result: APIGatewayProxyResultV2): void {
  if (typeof result === 'string' || result === null || result === undefined || !('statusCode' in result)) {
    // A bare value: API Gateway answers 200 with it as JSON.
    const text = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(text);
    return;
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers);
  const body = result.body ?? '';
  response.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}
