/**
 * How a capability declares its owner routes (functions/<capability>/routes.ts) without knowing the Lambda
 * that serves them: the Lambda hands in its owner-route factory (the JWT or API key, the rate limit, the
 * profile and THE authorization rule run first) and composes the lists (functions/editor-api/routes.ts).
 */
import type { Endpoint } from '../../../shared/api/endpoint';
import type { Route, RouteHandler } from './route';

/** What every owner route knows of its caller: who, and the workspace the request acts in. */
export interface WorkspaceCaller {
  userId: string;
  workspaceId: string;
}

/** The serving Lambda's owner-route factory, over its dependencies `D` and its caller `C`. */
export type OwnerRouteFactory<D, C extends WorkspaceCaller = WorkspaceCaller> = <E extends Endpoint>(
  endpoint: E,
  handle: (caller: C, req: Parameters<RouteHandler<E, D>>[0], deps: D) => ReturnType<RouteHandler<E, D>>,
) => Route<D>;
