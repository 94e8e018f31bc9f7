/**
 * What each plan sells beyond its project cap, as one rule the server enforces and the SPA shows.
 * A feature names the lowest plan that includes it; every higher plan includes it too.
 */
import { PLAN_RANK } from './plans';
import type { PlanLevel } from './status-values';

export const PLAN_FEATURES = {
  analytics: { plan: 'basic', name: 'Analytics' },
  advancedAnalytics: { plan: 'pro', name: 'Advanced analytics' },
  customBranding: { plan: 'pro', name: 'Custom branding' },
  apiAccess: { plan: 'pro', name: 'API access' },
  integrations: { plan: 'pro', name: 'Premium integrations' },
  teamCollaboration: { plan: 'pro', name: 'Team collaboration' },
} as const satisfies Record<string, { plan: PlanLevel; name: string }>;

export type PlanFeature = keyof typeof PLAN_FEATURES;

const PLAN_NAMES = { free: 'Free', basic: 'Basic', pro: 'Pro' } as const satisfies Record<PlanLevel, string>;

/** Whether a workspace on `plan` may use `feature` (the plan in force, not one pending at renewal). */
export function planIncludes(plan: PlanLevel, feature: PlanFeature): boolean {
  return PLAN_RANK[plan] >= PLAN_RANK[PLAN_FEATURES[feature].plan];
}

/** The lowest plan that includes `feature`. */
export function planFor(feature: PlanFeature): PlanLevel {
  return PLAN_FEATURES[feature].plan;
}

/** The plan reason the API answers with and the page shows: 'Custom branding is part of Pro. Upgrade to use it.' */
export function planFeatureReason(feature: PlanFeature): string {
  const { plan, name } = PLAN_FEATURES[feature];
  return `${name} is part of ${PLAN_NAMES[plan]}. Upgrade to use it.`;
}
