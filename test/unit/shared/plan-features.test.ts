import { describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE } from '../../../shared/domain/plans';
import {
  PLAN_FEATURES,
  planFeatureReason,
  planIncludes,
  type PlanFeature,
} from '../../../shared/domain/plan-features';

describe('plan features', () => {
  it('a feature is included from its plan upwards and refused below', () => {
    expect(planIncludes('free', 'analytics')).toBe(false);
    expect(planIncludes('basic', 'analytics')).toBe(true);
    expect(planIncludes('pro', 'analytics')).toBe(true);
    expect(planIncludes('basic', 'customBranding')).toBe(false);
    expect(planIncludes('pro', 'customBranding')).toBe(true);
  });

  it('every feature the server enforces is one the plan cards sell', () => {
    for (const [feature, { plan, name }] of Object.entries(PLAN_FEATURES)) {
      expect(PLAN_CATALOGUE[plan].features, feature).toContain(name);
    }
  });

  it('the plan reason names the feature and the plan that adds it', () => {
    const feature: PlanFeature = 'apiAccess';
    expect(planFeatureReason(feature)).toBe('API access is part of Pro. Upgrade to use it.');
    expect(planFeatureReason('analytics')).toBe('Analytics is part of Basic. Upgrade to use it.');
  });
});
