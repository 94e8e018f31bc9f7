import type {
  Endpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from '../../../shared/api/endpoint';
import type { ApiKeyContext } from './api-key-context';

/** Who is calling an owner route: always taken from the verified JWT, never from the request. */
export interface AuthContext {
  userId: string;
  email?: string;
  name?: string;
}

/** Verifies a bearer token (Cognito JWT); throws UnauthorizedError when it is not valid. */
export type TokenVerifier = (token: string) => Promise<AuthContext>;

export interface RouteRequest<E> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  /** Set on owner routes (the handler factory refuses the call otherwise). */
  auth: AuthContext | null;
  /** Set on public API (v1) routes: the key the authorizer verified (the handler factory refuses the call otherwise). */
  apiKey: ApiKeyContext | null;
  sourceIp: string;
  requestId: string;
  /** Lower-cased header names. */
  headers: Readonly<Record<string, string | undefined>>;
  /** The body exactly as received, on webhook routes only (their signature covers the raw bytes). */
  rawBody: string | null;
}

export type RouteHandler<E, D> = (request: RouteRequest<E>, deps: D) => Promise<EndpointResponse<E>>;

export interface Route<D> {
  endpoint: Endpoint;
  handle: (request: RouteRequest<Endpoint>, deps: D) => Promise<unknown>;
}

/** Binds a handler to its contract entry, keeping the endpoint's types on the handler's side. */
export function route<E extends Endpoint, D>(endpoint: E, handle: RouteHandler<E, D>): Route<D> {
  return { endpoint, handle: handle as unknown as Route<D>['handle'] };
}

/** The owner's id on an owner route (the factory guarantees it is there). */
export function requireAuth(request: { auth: AuthContext | null }): AuthContext {
  if (!request.auth) throw new Error('Owner route reached without an auth context');
  return request.auth;
}
