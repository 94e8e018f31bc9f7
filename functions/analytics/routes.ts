/**
 * Viewing analytics' routes (shared/api/endpoints/analytics.ts and workspace-analytics.ts): each one an owner
 * route of the serving Lambda (functions/platform/http/owner-route.ts), then one analytics use case in the
 * current workspace. The Lambda says the workspace's plan (it owns the profile reads): the Pro gates read it.
 */
import {
  getAnalyticsSettings as getAnalyticsSettingsEndpoint,
  getProjectAnalytics as getProjectAnalyticsEndpoint,
  getProjectHeatmaps as getProjectHeatmapsEndpoint,
  updateAnalyticsSettings as updateAnalyticsSettingsEndpoint,
} from '../../shared/api/endpoints/analytics';
import { getWorkspaceAnalytics as getWorkspaceAnalyticsEndpoint } from '../../shared/api/endpoints/workspace-analytics';
import type { PlanLevel } from '../../shared/domain/status-values';
import type { OwnerRouteFactory, WorkspaceCaller } from '../platform/http/owner-route';
import type { Route } from '../platform/http/route';
import {
  getAnalyticsSettings,
  getProjectAnalytics,
  getProjectHeatmaps,
  getWorkspaceAnalytics,
  updateAnalyticsSettings,
} from './index';
import type { AnalyticsSettingsPorts } from './use-cases/analytics-settings';
import type { ProjectAnalyticsPorts } from './use-cases/project-analytics';
import type { WorkspaceAnalyticsPorts } from './use-cases/workspace-analytics';

export interface AnalyticsRouteCallers<D, C> {
  /** The plan in force of the caller's workspace. */
  planOf(caller: C, deps: D): Promise<PlanLevel>;
}

export function analyticsRoutes<
  D extends AnalyticsSettingsPorts & ProjectAnalyticsPorts & WorkspaceAnalyticsPorts,
  C extends WorkspaceCaller,
>(ownerRoute: OwnerRouteFactory<D, C>, callers: AnalyticsRouteCallers<D, C>): Route<D>[] {
  return [
    ownerRoute(getAnalyticsSettingsEndpoint, (caller, _req, deps) =>
      getAnalyticsSettings(deps, { workspaceId: caller.workspaceId }),
    ),
    ownerRoute(updateAnalyticsSettingsEndpoint, (caller, req, deps) =>
      updateAnalyticsSettings(deps, { workspaceId: caller.workspaceId, settings: req.body }),
    ),
    ownerRoute(getProjectAnalyticsEndpoint, async (caller, req, deps) =>
      getProjectAnalytics(deps, {
        workspaceId: caller.workspaceId,
        plan: await callers.planOf(caller, deps),
        projectId: req.params.projectId,
      }),
    ),
    ownerRoute(getProjectHeatmapsEndpoint, async (caller, req, deps) =>
      getProjectHeatmaps(deps, {
        workspaceId: caller.workspaceId,
        plan: await callers.planOf(caller, deps),
        projectId: req.params.projectId,
      }),
    ),
    ownerRoute(getWorkspaceAnalyticsEndpoint, async (caller, req, deps) =>
      getWorkspaceAnalytics(deps, {
        workspaceId: caller.workspaceId,
        plan: await callers.planOf(caller, deps),
        ...req.query,
      }),
    ),
  ];
}
