import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { routeKey } from '../../shared/api/endpoint';
import { getHealth, HEALTH_CACHE_SECONDS, healthResponseSchema } from '../../shared/api/endpoints/health';
import {
  makeHttpHandler,
  type HttpHandler,
  type HttpHandlerOptions,
} from '../platform/http/make-http-handler';
import { publicApiDeps, type PublicApiDeps } from './deps';
import { publicApiRoutes } from './routes';

const HEALTH_ROUTE = routeKey(getHealth);

/** Shared caches (CloudFront) keep a health answer as long as the function reuses its report. */
export const HEALTH_CACHE_CONTROL = `public, max-age=0, s-maxage=${HEALTH_CACHE_SECONDS}`;

/**
 * A degraded health report is answered with 503 (the contract's success status is 200, and the body must
 * still list every dependency, so this is done here rather than with an error). Either way CloudFront may
 * keep the answer for HEALTH_CACHE_SECONDS.
 */
export function withHealthStatus(
  result: APIGatewayProxyStructuredResultV2,
): APIGatewayProxyStructuredResultV2 {
  if (result.statusCode !== 200 || typeof result.body !== 'string') return result;
  const headers = { ...result.headers, 'cache-control': HEALTH_CACHE_CONTROL };
  const parsed = healthResponseSchema.safeParse(JSON.parse(result.body));
  if (parsed.success && parsed.data.status === 'degraded') {
    return { ...result, statusCode: 503, headers: { ...headers, 'retry-after': '5' } };
  }
  return { ...result, headers };
}

/** The public-api handler for the given dependencies (tests build it with their own). */
export function makePublicApiHandler(deps: HttpHandlerOptions<PublicApiDeps>['deps']): HttpHandler {
  const inner = makeHttpHandler({
    routes: publicApiRoutes,
    deps,
    verifyToken: () => {
      throw new Error('public-api serves no owner route');
    },
  });
  return async (event: APIGatewayProxyEventV2, context: Context) => {
    const result = await inner(event, context);
    return event.routeKey === HEALTH_ROUTE ? withHealthStatus(result) : result;
  };
}

/** Public routes (no caller identity): health, contact, billing webhook. */
export const handler = makePublicApiHandler(publicApiDeps);
