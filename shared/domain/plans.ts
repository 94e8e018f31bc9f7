/**
 * Plans: free, basic, pro. Each caps the number of active (non-archived) projects: free 3, basic 12,
 * pro unlimited (`null`). The catalogue carries the prices of the spec (USD).
 */
import { REVIEW_LINK } from './review-link-rules';
import type { PlanLevel } from './status-values';

/** Active-project cap per plan; `null` is unlimited. Archived projects do not count. */
export const PLAN_ACTIVE_PROJECT_LIMITS = {
  free: 3,
  basic: 12,
  pro: null,
} as const satisfies Record<PlanLevel, number | null>;

/** Order of plans, low to high (drives Upgrade / Downgrade). */
export const PLAN_RANK = { free: 0, basic: 1, pro: 2 } as const satisfies Record<PlanLevel, number>;

export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** The price keys a purchase starts with. */
export const PRICE_KEYS = ['basic_monthly', 'basic_annual', 'pro_monthly', 'pro_annual'] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];

export type PaidPlanLevel = Exclude<PlanLevel, 'free'>;

/** The price key of a paid plan and billing period. */
export function priceKeyFor(plan: PaidPlanLevel, period: BillingPeriod): PriceKey {
  return `${plan}_${period}`;
}

export interface PlanCatalogueEntry {
  readonly id: PlanLevel;
  readonly name: string;
  readonly description: string;
  readonly mainFeature: string;
  /** USD per month on monthly billing. */
  readonly monthlyPrice: number;
  /** USD per year on annual billing. */
  readonly annualPrice: number;
  /** USD saved per year on annual billing versus 12 monthly payments. */
  readonly annualSavings: number;
  /** Annual price divided by 12, as the spec rounds it. */
  readonly monthlyEquivalent: number;
  readonly activeProjectLimit: number | null;
  /** The plan's link expiry (PLAN_LINK_EXPIRY). */
  readonly linkExpiryText: string;
  readonly features: readonly string[];
}

/**
 * Each plan's review-link expiry, stated once (DESIGN: every plan gets 7-day links; Pro may choose another
 * expiry or none). The plan cards list it, and LINK_EXPIRY_SUMMARY says the same for the Upgrade page's
 * footnote and the FAQ, so no page can promise another expiry.
 */
export const PLAN_LINK_EXPIRY = {
  free: `${REVIEW_LINK.validityDays}-day review links`,
  basic: `${REVIEW_LINK.validityDays}-day review links`,
  pro: `${REVIEW_LINK.validityDays}-day review links, or any expiry or none`,
} as const satisfies Record<PlanLevel, string>;

/** The same facts as one sentence (the Upgrade page's footnote, the FAQ's answer). */
export const LINK_EXPIRY_SUMMARY = `Review links last ${REVIEW_LINK.validityDays} days on every plan; on Pro you can choose any other expiry or none.`;

const FREE_FEATURES = [
  'Basic review tools',
  'Client feedback',
  PLAN_LINK_EXPIRY.free,
  'E-mail notifications',
] as const;
const BASIC_FEATURES = [...FREE_FEATURES, 'Analytics', 'Priority support'] as const;
const PRO_FEATURES = [
  ...BASIC_FEATURES.map((feature) => (feature === PLAN_LINK_EXPIRY.basic ? PLAN_LINK_EXPIRY.pro : feature)),
  'Advanced analytics',
  'Custom branding',
  'API access',
  'Premium integrations',
  '24/7 support',
  'Team collaboration',
] as const;

export const PLAN_CATALOGUE = {
  free: {
    id: 'free',
    name: 'Free',
    description: 'For trying the workflow with a few clients',
    mainFeature: 'Up to 3 active projects',
    monthlyPrice: 0,
    annualPrice: 0,
    annualSavings: 0,
    monthlyEquivalent: 0,
    activeProjectLimit: PLAN_ACTIVE_PROJECT_LIMITS.free,
    linkExpiryText: PLAN_LINK_EXPIRY.free,
    features: FREE_FEATURES,
  },
  basic: {
    id: 'basic',
    name: 'Basic',
    description: 'For freelancers with a steady client list',
    mainFeature: '12 active projects',
    monthlyPrice: 17,
    annualPrice: 169,
    annualSavings: 35,
    monthlyEquivalent: 14.08,
    activeProjectLimit: PLAN_ACTIVE_PROJECT_LIMITS.basic,
    linkExpiryText: PLAN_LINK_EXPIRY.basic,
    features: BASIC_FEATURES,
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    description: 'For agencies and busy studios',
    mainFeature: 'Unlimited projects',
    monthlyPrice: 29,
    annualPrice: 289,
    annualSavings: 59,
    monthlyEquivalent: 24.08,
    activeProjectLimit: PLAN_ACTIVE_PROJECT_LIMITS.pro,
    linkExpiryText: PLAN_LINK_EXPIRY.pro,
    features: PRO_FEATURES,
  },
} as const satisfies Record<PlanLevel, PlanCatalogueEntry>;

/** Annual billing is advertised with this label. */
export const ANNUAL_BADGE = 'Save 2 Months';
