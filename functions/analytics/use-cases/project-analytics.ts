/**
 * A project's analytics for its workspace: Basic has the figures (views, viewers, completion, time to the
 * first feedback and to approval, notes per round); Pro adds each version's watch heatmap. Below the plan the
 * answer is the plan reason (403). Requests: the project's one Query, the versions' counters (one
 * BatchGetItem per 6 versions) and the link's one Query.
 */
import type { ProjectAnalytics, ProjectHeatmaps } from '../../../shared/api/endpoints/analytics';
import { planFeatureReason, planIncludes, type PlanFeature } from '../../../shared/domain/plan-features';
import { projectAnalytics } from '../../../shared/domain/project-analytics';
import type { PlanLevel } from '../../../shared/domain/status-values';
import { PlanRequiredError } from '../../../shared/errors/app-error';
import { loadOwnedTree, type EditorPorts } from '../../projects';
import type { ViewingStore } from '../ports';

export interface ProjectAnalyticsPorts {
  projects: Pick<EditorPorts['projects'], 'loadTree'>;
  viewing: Pick<ViewingStore, 'versionStats' | 'linkStats'>;
}

interface ProjectAnalyticsInput {
  workspaceId: string;
  plan: PlanLevel;
  projectId: string;
}

function requirePlan(plan: PlanLevel, feature: PlanFeature): void {
  if (!planIncludes(plan, feature)) throw new PlanRequiredError(planFeatureReason(feature));
}

export async function getProjectAnalytics(
  ports: ProjectAnalyticsPorts,
  input: ProjectAnalyticsInput,
): Promise<ProjectAnalytics> {
  requirePlan(input.plan, 'analytics');
  const tree = await loadOwnedTree(ports.projects, input.workspaceId, input.projectId);
  const [counters, link] = await Promise.all([
    ports.viewing.versionStats(tree.versions.map((v) => v.id)),
    ports.viewing.linkStats(tree.project.id),
  ]);
  const summary = projectAnalytics(tree, counters);
  return { ...summary, uniqueViewers: link.uniqueViewers, days: link.days };
}

export async function getProjectHeatmaps(
  ports: ProjectAnalyticsPorts,
  input: ProjectAnalyticsInput,
): Promise<ProjectHeatmaps> {
  requirePlan(input.plan, 'advancedAnalytics');
  const tree = await loadOwnedTree(ports.projects, input.workspaceId, input.projectId);
  const counters = await ports.viewing.versionStats(tree.versions.map((v) => v.id));
  return {
    versions: counters.map((c) => ({
      versionId: c.versionId,
      bucketMs: c.bucketMs,
      histogram: c.histogram,
      durationMs: tree.versions.find((v) => v.id === c.versionId)?.durationMs ?? null,
      viewers: c.viewers,
    })),
  };
}
