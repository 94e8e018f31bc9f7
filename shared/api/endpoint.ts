/**
 * One entry of the API contract: the single source of truth for a route.
 *
 * The CDK stack creates an HTTP API route per entry (with the JWT authorizer when `caller` is `owner`),
 * the local server mounts the same handler on the same path, handlers validate with the schemas, and the
 * SPA's typed client is derived from the table. Paths use API Gateway `{param}` syntax.
 */
import type { z } from 'zod/mini';
import type { WorkspaceAction } from '../domain/workspace';

export const CALLERS = {
  /** A signed-in editor: Cognito JWT in `Authorization: Bearer …`. */
  owner: 'owner',
  /** An anonymous client holding a share token (in the path). */
  reviewer: 'reviewer',
  /** Anyone. */
  public: 'public',
  /** A third party calling back (billing); signature-verified by the handler. */
  webhook: 'webhook',
  /** A workspace's API key in `Authorization: Bearer cr_live_…` (the public API v1, shared/api/public-api.ts). */
  apiKey: 'apiKey',
} as const;
export type Caller = (typeof CALLERS)[keyof typeof CALLERS];

/** The Lambda that serves an endpoint (grouped by caller, least privilege). */
export const LAMBDA_GROUPS = ['editor-api', 'review-api', 'public-api', 'drive'] as const;
export type LambdaGroup = (typeof LAMBDA_GROUPS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What the caller's plan limits on a route, stated on the entry so the route tables of the READMEs say it:
 * `activeProjects` = the write takes a slot of the plan's active-project cap (409 PLAN_LIMIT naming the plan);
 * `pro` = a Pro-only setting (403 on another plan).
 */
export const PLAN_GATES = {
  activeProjects: 'active-project cap (409 PLAN_LIMIT)',
  pro: 'Pro only (403)',
} as const;
export type PlanGate = keyof typeof PLAN_GATES;

// The schemas are typed loosely here on purpose: a concrete endpoint keeps its precise types through
// `defineEndpoint`'s generic parameters.
type AnySchema = z.core.$ZodType;
type AnyObjectSchema = z.core.$ZodType<Record<string, unknown>>;

export interface Endpoint<
  P extends AnyObjectSchema | undefined = AnyObjectSchema | undefined,
  Q extends AnyObjectSchema | undefined = AnyObjectSchema | undefined,
  B extends AnySchema | undefined = AnySchema | undefined,
  R extends AnySchema = AnySchema,
> {
  /** Unique, camelCase, names the operation: `getProject`, `submitNotes`. */
  readonly id: string;
  readonly method: HttpMethod;
  /** API Gateway syntax, always under `/api`: `/api/projects/{projectId}`. */
  readonly path: `/api/${string}` | '/api';
  readonly caller: Caller;
  readonly lambda: LambdaGroup;
  /** Path parameters (strings on the wire). */
  readonly params?: P;
  /** Query string (strings on the wire; use `z.coerce` for numbers). */
  readonly query?: Q;
  /** JSON body. */
  readonly body?: B;
  /** The success response body. */
  readonly response: R;
  /**
   * The answer is a file (`response` is `{ fileName, contentType, bytes }`, shared/api/endpoints/markers.ts
   * `fileDownloadSchema` of file-download.ts): sent as its bytes with `Content-Type` and `Content-Disposition: attachment`.
   */
  readonly download?: boolean;
  /**
   * The answer is an HTML document (`response` is `{ html, maxAgeSeconds }`, shared/api/endpoints/review-page.ts):
   * sent as `text/html`, kept by browsers and the edge for `maxAgeSeconds`.
   */
  readonly page?: boolean;
  /**
   * The answer is a redirect (`response` is `{ location, maxAgeSeconds }`, shared/api/endpoints/review-page.ts):
   * sent as `302 Found` to `location`, kept by browsers and the edge for `maxAgeSeconds`.
   */
  readonly redirect?: boolean;
  /** Success status, 200 unless said. */
  readonly successStatus?: 200 | 201 | 202 | 204;
  /** One line for humans (docs, the CDK route description). */
  readonly summary: string;
  /** The plan rule this route enforces, if any (the handler enforces it; this states it for the docs). */
  readonly plan?: PlanGate;
  /**
   * What an owner route does in the current workspace (shared/domain/workspace.ts): the one authorization
   * rule checks the caller's role for it on every request. Required on every editor-api route (the route
   * plumbing refuses to mount one without it, and the route x role test walks it).
   */
  readonly action?: WorkspaceAction;
}

/** Identity function that keeps the literal types of an endpoint definition. */
export function defineEndpoint<
  P extends AnyObjectSchema | undefined = undefined,
  Q extends AnyObjectSchema | undefined = undefined,
  B extends AnySchema | undefined = undefined,
  R extends AnySchema = AnySchema,
>(endpoint: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return endpoint;
}

type Infer<S> = S extends z.core.$ZodType ? z.infer<S> : undefined;
type Input<S> = S extends z.core.$ZodType ? z.input<S> : undefined;

/** What a handler receives after validation. */
export type EndpointParams<E> = E extends Endpoint<infer P, infer _Q, infer _B, infer _R> ? Infer<P> : never;
export type EndpointQuery<E> = E extends Endpoint<infer _P, infer Q, infer _B, infer _R> ? Infer<Q> : never;
export type EndpointBody<E> = E extends Endpoint<infer _P, infer _Q, infer B, infer _R> ? Infer<B> : never;
export type EndpointResponse<E> =
  E extends Endpoint<infer _P, infer _Q, infer _B, infer R> ? Infer<R> : never;

/** What a client sends (before defaults/coercion). */
export type EndpointRequest<E> =
  E extends Endpoint<infer P, infer Q, infer B, infer _R>
    ? (P extends z.core.$ZodType ? { params: Input<P> } : { params?: undefined }) &
        (Q extends z.core.$ZodType ? { query?: Input<Q> } : { query?: undefined }) &
        (B extends z.core.$ZodType ? { body: Input<B> } : { body?: undefined })
    : never;

/** `GET /api/projects/{projectId}`: the API Gateway route key. */
export function routeKey(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/** Fills `{param}` placeholders; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/** Matches a concrete path against a `{param}` template; returns the decoded params or null. */
export function matchPath(template: string, actual: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  const match = new RegExp(`^${pattern}$`).exec(actual);
  if (!match) return null;
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    try {
      params[name] = decodeURIComponent(match[i + 1] ?? '');
    } catch {
      params[name] = match[i + 1] ?? '';
    }
  });
  return params;
}
