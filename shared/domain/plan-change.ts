/**
 * Plan changes of a subscriber: a customer has at most one live subscription, so moving between paid plans
 * or billing periods updates that subscription (with proration) and never opens a second checkout.
 *
 * When the money moves, by Paddle Billing's rules:
 * - an upgrade (a higher plan) is charged now, prorated to the minute: the unused part of the current plan
 *   is credited against the new plan's remaining time;
 * - a downgrade on the same billing period is billed at the next renewal: the unused part of the higher plan
 *   is credited on the next charge, nothing is charged today;
 * - a change of billing period (monthly ↔ annual) restarts the billing period today, so Paddle only accepts
 *   billing it now (prorated: the unused part of the old period is credited at once).
 * Paddle applies the new items at once in every mode (its scheduled changes are only cancel, pause and
 * resume), so the new plan's limits apply from the webhook that confirms the change.
 */
import { PLAN_RANK, PRICE_KEYS, type BillingPeriod, type PaidPlanLevel, type PriceKey } from './plans';
import type { SubscriptionStatus } from './subscription';

/** When a plan change is billed: today (prorated) or with the next renewal (prorated credit). */
export const PLAN_CHANGE_BILLING = ['now', 'next_renewal'] as const;
export type PlanChangeBilling = (typeof PLAN_CHANGE_BILLING)[number];

export type PlanChangeDirection = 'upgrade' | 'downgrade' | 'period';

export interface PlanChange {
  readonly direction: PlanChangeDirection;
  readonly billing: PlanChangeBilling;
}

export function planOfPriceKey(key: PriceKey): PaidPlanLevel {
  return key.startsWith('pro_') ? 'pro' : 'basic';
}

export function periodOfPriceKey(key: PriceKey): BillingPeriod {
  return key.endsWith('_annual') ? 'annual' : 'monthly';
}

export function isPriceKey(value: string): value is PriceKey {
  return (PRICE_KEYS as readonly string[]).includes(value);
}

/**
 * The change from one price to another; null when it is no change. A subscription with a scheduled
 * cancellation is billed now whatever the direction: Paddle accepts only immediate modes while a change is
 * scheduled, and the preview must be the change that is then made (the cancellation is removed with it).
 */
export function planChange(
  current: PriceKey,
  target: PriceKey,
  options: { scheduledCancellation?: boolean } = {},
): PlanChange | null {
  if (current === target) return null;
  const rankDelta = PLAN_RANK[planOfPriceKey(target)] - PLAN_RANK[planOfPriceKey(current)];
  const direction: PlanChangeDirection = rankDelta > 0 ? 'upgrade' : rankDelta < 0 ? 'downgrade' : 'period';
  const samePeriod = periodOfPriceKey(current) === periodOfPriceKey(target);
  const later = direction === 'downgrade' && samePeriod && !options.scheduledCancellation;
  return { direction, billing: later ? 'next_renewal' : 'now' };
}

/**
 * A subscription that still exists for the billing provider (it bills, retries a card, or can be resumed):
 * while one is live, the customer changes plan on it and never gets a second checkout.
 */
export function isLiveSubscription(status: SubscriptionStatus | null | undefined): boolean {
  return status === 'active' || status === 'trialing' || status === 'past_due' || status === 'paused';
}

/** A plan change is made on a subscription that bills (a paused one must be resumed first). */
export function canChangePlan(status: SubscriptionStatus | null | undefined): boolean {
  return status === 'active' || status === 'trialing' || status === 'past_due';
}
