/**
 * The local stand-in of the public API's edge and API Gateway's Lambda authorizer on the v1 routes, as the
 * stack builds them:
 * - CloudFront's `/api/v1/*` viewer-request function: a request without an Authorization header gets the
 *   placeholder (MISSING_API_KEY_AUTHORIZATION), so the authorizer refuses it in the product's error shape;
 * - API Gateway: a request missing one of the authorizer's identity sources (the stack's list) gets API
 *   Gateway's own 401 body without running the authorizer; otherwise the request's headers go to
 *   functions/api-key-authorizer's handler, whose answer is kept per identity-source values for the stack's
 *   TTL (LIMITS.apiKeyAuthorizerCacheSeconds), and its context lands where API Gateway puts it
 *   (`requestContext.authorizer.lambda`). A cached answer is what API Gateway would pass too: the handler's
 *   own checks (functions/api-keys/README.md) keep a revoked key refused at once.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { IncomingHttpHeaders } from 'node:http';
import type { AuthorizerResult } from '../../functions/api-key-authorizer/handler';
import { API_V1_BASE } from '../../shared/api/public-api';
import { MISSING_API_KEY_AUTHORIZATION } from '../../shared/config/edge-headers';
import { API_KEY_AUTHORIZER_IDENTITY_SOURCES } from '../stack/function-table';
import { LIMITS } from '../stack/limits';

type Authorizer = (event: { headers: Record<string, string | undefined> }) => Promise<AuthorizerResult>;
type Load = <H>(name: string) => Promise<H | undefined>;

/** What API Gateway answers itself when an identity source is missing. */
export const GATEWAY_UNAUTHORIZED = { status: 401, body: { message: 'Unauthorized' } } as const;

/** Cached answers at most (expired ones are dropped first): a long `npm start` does not grow without end. */
const MAX_CACHED_ANSWERS = 10_000;

/**
 * CloudFront's `/api/v1/*` viewer-request function (web-distribution.ts `apiKeyPlaceholderCode`), on the
 * incoming request's headers: the placeholder when no Authorization value was sent, else nothing changes.
 */
export function applyApiKeyPlaceholder(path: string, headers: IncomingHttpHeaders): void {
  if (!path.startsWith(`${API_V1_BASE}/`)) return;
  if (!headers.authorization?.trim()) headers.authorization = MISSING_API_KEY_AUTHORIZATION;
}

function lowerCased(event: Pick<APIGatewayProxyEventV2, 'headers'>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(event.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
}

function headerOf(source: string): string {
  const header = /^\$request\.header\.(.+)$/.exec(source)?.[1];
  if (!header) throw new Error(`The local server does not emulate the identity source ${source}`);
  return header.toLowerCase();
}

/** The identity sources (`$request.header.<name>`) the request lacks. */
export function missingIdentitySources(
  event: Pick<APIGatewayProxyEventV2, 'headers'>,
  sources: readonly string[] = API_KEY_AUTHORIZER_IDENTITY_SOURCES,
): string[] {
  const headers = lowerCased(event);
  return sources.filter((source) => !headers[headerOf(source)]);
}

export interface LocalApiKeyAuthorizerOptions {
  /** Loads a function's handler (the server's loader; tests pass their own authorizer). */
  load: Load;
  sources?: readonly string[];
  ttlSeconds?: number;
  /** Milliseconds since the epoch (tests hold it). */
  now?: () => number;
}

export type AuthorizeApiKeyEvent = (
  event: APIGatewayProxyEventV2,
) => Promise<'authorized' | 'gateway-unauthorized'>;

/**
 * API Gateway's authorizer step for one server: runs the authorizer into the event, or answers from the cache
 * while its answer for the same identity-source values is younger than the TTL (0: never cached);
 * 'gateway-unauthorized' when API Gateway would not have run it.
 */
export function localApiKeyAuthorizer(options: LocalApiKeyAuthorizerOptions): AuthorizeApiKeyEvent {
  const sources = options.sources ?? API_KEY_AUTHORIZER_IDENTITY_SOURCES;
  const ttlMs = (options.ttlSeconds ?? LIMITS.apiKeyAuthorizerCacheSeconds) * 1000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { context: AuthorizerResult['context']; until: number }>();
  const remember = (key: string, context: AuthorizerResult['context']) => {
    if (ttlMs <= 0) return;
    if (cache.size >= MAX_CACHED_ANSWERS) {
      for (const [cached, entry] of cache) if (entry.until <= now()) cache.delete(cached);
      if (cache.size >= MAX_CACHED_ANSWERS) cache.clear();
    }
    cache.set(key, { context, until: now() + ttlMs });
  };
  return async (event) => {
    if (missingIdentitySources(event, sources).length > 0) return 'gateway-unauthorized';
    const headers = lowerCased(event);
    const key = JSON.stringify(sources.map((source) => headers[headerOf(source)]));
    const cached = cache.get(key);
    let context = cached && cached.until > now() ? cached.context : undefined;
    if (!context) {
      const authorizer = await options.load<Authorizer>('api-key-authorizer');
      if (!authorizer) throw new Error('functions/api-key-authorizer/handler.ts is missing');
      context = (await authorizer({ headers: event.headers ?? {} })).context;
      remember(key, context);
    }
    (event.requestContext as { authorizer?: unknown }).authorizer = { lambda: context };
    return 'authorized';
  };
}

/** Runs the authorizer into the event, uncached (one request on its own, as the tests' containers do). */
export function authorizeApiKeyEvent(
  event: APIGatewayProxyEventV2,
  load: Load,
  sources: readonly string[] = API_KEY_AUTHORIZER_IDENTITY_SOURCES,
): Promise<'authorized' | 'gateway-unauthorized'> {
  return localApiKeyAuthorizer({ load, sources, ttlSeconds: 0 })(event);
}
