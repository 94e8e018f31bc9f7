/**
 * The review-api Lambda as it runs behind CloudFront: its origin guard set (a test secret), so each call's
 * `CloudFront-Viewer-Address` is trusted and many viewers can be simulated from one machine. The handler is
 * the real one (routes, deps against the local system's table); only the guard and the viewer header are the
 * edge's part. Used by the popular-link integration tests and the scale bench.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { makeHttpHandler, type HttpHandler } from '../../functions/platform/http/make-http-handler';
import { buildReviewApiDeps, type ReviewApiDeps } from '../../functions/review-api/deps';
import { reviewApiRoutes } from '../../functions/review-api/routes';
import { lambdaContext } from '../../infra/local/lambda-context';
import type { Endpoint } from '../../shared/api/endpoint';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '../../shared/config/edge-headers';
import { endpointEvent, type EndpointCall } from './api-event';

const EDGE_SECRET = 'review-edge-test-secret';

export interface EdgeAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** `call(endpoint, { viewer: '10.0.0.7', params, body })`: one call as CloudFront would forward it. */
export type EdgeCall = (endpoint: Endpoint, call: EndpointCall & { viewer: string }) => Promise<EdgeAnswer>;

/** The headers CloudFront adds to a viewer's request at the origin. */
export function edgeHeaders(viewer: string): Record<string, string> {
  return { [ORIGIN_SECRET_HEADER]: EDGE_SECRET, [VIEWER_ADDRESS_HEADER]: `${viewer}:443` };
}

/** The review-api handler with its origin guard on (the secret of {@link edgeHeaders}). */
export function reviewApiHandlerBehindEdge(
  deps: () => Promise<ReviewApiDeps> = () => buildReviewApiDeps(),
): HttpHandler {
  let built: Promise<ReviewApiDeps> | undefined;
  return makeHttpHandler({
    routes: reviewApiRoutes,
    // Built once, as a container does (its caches and per-viewer buckets live as long as it).
    deps: () => (built ??= deps()),
    originGuard: (headers) => Promise.resolve(headers[ORIGIN_SECRET_HEADER] === EDGE_SECRET),
    verifyToken: () => {
      throw new Error('review-api serves no owner route');
    },
  });
}

export function reviewApiBehindEdge(
  deps: () => Promise<ReviewApiDeps> = () => buildReviewApiDeps(),
): EdgeCall {
  const handler = reviewApiHandlerBehindEdge(deps);
  return async (endpoint, { viewer, ...call }) => {
    const event = endpointEvent(endpoint, {
      ...call,
      headers: { ...call.headers, ...edgeHeaders(viewer) },
      sourceIp: '130.176.0.1',
    });
    const result = (await handler(event, lambdaContext('review-api'))) as APIGatewayProxyStructuredResultV2;
    const text = String(result.body ?? '');
    return {
      status: result.statusCode ?? 200,
      headers: Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)])),
      body: text ? (JSON.parse(text) as unknown) : null,
    };
  };
}

/** A distinct IPv4 address per simulated viewer number (10.x.y.z). */
export function viewerAddressOf(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
