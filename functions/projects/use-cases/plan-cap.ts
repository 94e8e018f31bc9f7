/** The plan cap on active (non-archived) projects, with the error that names the plan and its limit. */
import { PLAN_ACTIVE_PROJECT_LIMITS, PLAN_CATALOGUE } from '../../../shared/domain/plans';
import type { PlanLevel } from '../../../shared/domain/status-values';
import { AppError, ConflictError, ERROR_CODES } from '../../../shared/errors/app-error';
import { PLAN_LIMIT_MESSAGES } from '../../../shared/messages/plan-limit-messages';

export function planCap(plan: PlanLevel): number | null {
  return PLAN_ACTIVE_PROJECT_LIMITS[plan];
}

/** 409 PLAN_LIMIT: 'Your Free plan allows 3 active projects. Archive a project or upgrade to add more.' */
export function planLimitError(plan: PlanLevel): ConflictError {
  const cap = planCap(plan);
  return new ConflictError(
    PLAN_LIMIT_MESSAGES.planLimitReached(PLAN_CATALOGUE[plan].name, cap ?? 0),
    ERROR_CODES.planLimit,
  );
}

/** Runs a write that takes a plan slot; a PLAN_LIMIT refusal from the store gets the plan-naming text. */
export async function withPlanCap<T>(plan: PlanLevel, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof AppError && error.code === ERROR_CODES.planLimit) throw planLimitError(plan);
    throw error;
  }
}
