/**
 * The workspaces capability's routes (shared/api/endpoints/workspaces.ts and follow.ts): each one an owner
 * route of the serving Lambda (functions/platform/http/owner-route.ts), then one workspace use case. The
 * Lambda says the caller's membership of the current workspace and the workspace's plan (it owns both reads).
 */
import {
  getProjectFollow as getProjectFollowEndpoint,
  setProjectFollow as setProjectFollowEndpoint,
} from '../../shared/api/endpoints/follow';
import {
  getCurrentWorkspace as getCurrentWorkspaceEndpoint,
  listMyWorkspaces as listMyWorkspacesEndpoint,
  listWorkspaceMembers as listWorkspaceMembersEndpoint,
} from '../../shared/api/endpoints/workspaces';
import type { PlanLevel } from '../../shared/domain/status-values';
import type { OwnerRouteFactory, WorkspaceCaller } from '../platform/http/owner-route';
import type { Route } from '../platform/http/route';
import {
  getCurrentWorkspace,
  getProjectFollow,
  listMyWorkspaces,
  listWorkspaceMembers,
  setProjectFollow,
  type WorkspaceAccess,
} from './index';
import type { WorkspacePorts } from './ports';

export interface WorkspaceRouteCallers<D, C> {
  /** The caller's membership of the current workspace (routes whose action is not `self` always have one). */
  accessOf(caller: C): WorkspaceAccess;
  /** The plan in force of the caller's workspace. */
  planOf(caller: C, deps: D): Promise<PlanLevel>;
}

export function workspaceRoutes<
  D extends WorkspacePorts & { clock: { now(): Date } },
  C extends WorkspaceCaller,
>(ownerRoute: OwnerRouteFactory<D, C>, callers: WorkspaceRouteCallers<D, C>): Route<D>[] {
  return [
    ownerRoute(listMyWorkspacesEndpoint, (caller, _req, deps) =>
      listMyWorkspaces(deps, { userId: caller.userId }),
    ),
    ownerRoute(getCurrentWorkspaceEndpoint, async (caller, _req, deps) => ({
      ...(await getCurrentWorkspace(deps, { access: callers.accessOf(caller) })),
      planLevel: await callers.planOf(caller, deps),
    })),
    ownerRoute(listWorkspaceMembersEndpoint, (caller, _req, deps) =>
      listWorkspaceMembers(deps, { access: callers.accessOf(caller) }),
    ),
    ownerRoute(getProjectFollowEndpoint, (caller, req, deps) =>
      getProjectFollow(deps, { access: callers.accessOf(caller), projectId: req.params.projectId }),
    ),
    ownerRoute(setProjectFollowEndpoint, (caller, req, deps) =>
      setProjectFollow(deps, {
        access: callers.accessOf(caller),
        projectId: req.params.projectId,
        following: req.body.following,
      }),
    ),
  ];
}
