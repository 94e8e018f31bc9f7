/**
 * Settings › API's routes (shared/api/endpoints/api-keys.ts): each one an owner route of the serving Lambda
 * (functions/platform/http/owner-route.ts), then one key use case in the current workspace. The Lambda says
 * the workspace's plan and how the caller is named (it owns the profile reads).
 */
import {
  createApiKey as createApiKeyEndpoint,
  listApiKeys as listApiKeysEndpoint,
  revokeApiKey as revokeApiKeyEndpoint,
} from '../../shared/api/endpoints/api-keys';
import type { PlanLevel } from '../../shared/domain/status-values';
import type { OwnerRouteFactory, WorkspaceCaller } from '../platform/http/owner-route';
import type { Route } from '../platform/http/route';
import { createWorkspaceApiKey, listWorkspaceApiKeys, revokeWorkspaceApiKey } from './index';
import type { ApiKeyDeps } from './ports';

export interface ApiKeyRouteCallers<D, C> {
  /** The plan in force of the caller's workspace. */
  planOf(caller: C, deps: D): Promise<PlanLevel>;
  /** How the caller is named as a key's creator. */
  actorOf(caller: C): string;
}

export function apiKeyRoutes<D extends { apiKeys: () => ApiKeyDeps }, C extends WorkspaceCaller>(
  ownerRoute: OwnerRouteFactory<D, C>,
  callers: ApiKeyRouteCallers<D, C>,
): Route<D>[] {
  return [
    ownerRoute(listApiKeysEndpoint, async (caller, _req, deps) =>
      listWorkspaceApiKeys(deps.apiKeys(), {
        workspaceId: caller.workspaceId,
        plan: await callers.planOf(caller, deps),
      }),
    ),
    ownerRoute(createApiKeyEndpoint, async (caller, req, deps) =>
      createWorkspaceApiKey(deps.apiKeys(), {
        workspaceId: caller.workspaceId,
        plan: await callers.planOf(caller, deps),
        createdBy: caller.userId,
        createdByName: callers.actorOf(caller),
        ...req.body,
      }),
    ),
    ownerRoute(revokeApiKeyEndpoint, async (caller, req, deps) =>
      revokeWorkspaceApiKey(deps.apiKeys(), {
        workspaceId: caller.workspaceId,
        plan: await callers.planOf(caller, deps),
        keyId: req.params.keyId,
      }),
    ),
  ];
}
