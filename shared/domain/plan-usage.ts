/** Plan usage: the cap check that gates project creation and the dashboard's usage bar. */
import { PLAN_LIMIT_MESSAGES } from '../messages/plan-limit-messages';
import { PLAN_ACTIVE_PROJECT_LIMITS, PLAN_CATALOGUE } from './plans';
import type { PlanLevel, ProjectStatus } from './status-values';

/** The active-project cap of a plan; `null` is unlimited. */
export function activeProjectLimit(plan: PlanLevel): number | null {
  return PLAN_ACTIVE_PROJECT_LIMITS[plan];
}

/** How many projects count toward the cap: every non-archived one. */
export function countActiveProjects(projects: readonly { readonly status: ProjectStatus }[]): number {
  return projects.filter((p) => p.status !== 'archived').length;
}

/** A new project may be created while the active (non-archived) count is below the plan's cap. */
export function canCreateProject(plan: PlanLevel, activeCount: number): boolean {
  const limit = activeProjectLimit(plan);
  return limit === null || activeCount < limit;
}

/**
 * The usage bar's width in percent: min(used / limit, 100%). Unlimited plans (`null`) show 0;
 * a zero limit shows a full bar. Negative or invalid counts show 0.
 */
export function usageBarPercent(used: number, limit: number | null): number {
  if (limit === null || !Number.isFinite(used) || used <= 0) return 0;
  if (limit <= 0) return 100;
  return Math.min((used / limit) * 100, 100);
}

/** The cap's message (the one the server refuses a create or restore with), e.g. for a notice at step 1. */
export function planLimitMessage(plan: PlanLevel): string {
  return PLAN_LIMIT_MESSAGES.planLimitReached(PLAN_CATALOGUE[plan].name, activeProjectLimit(plan) ?? 0);
}
