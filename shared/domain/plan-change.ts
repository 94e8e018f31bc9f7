/**
 * Plan changes of a subscriber: a customer has at most one live subscription, so moving between paid plans
 * or billing periods updates that subscription (with proration) and never opens a second checkout.
 *
 * When the money moves, by Paddle Billing's rules:
 * - an upgrade (a higher plan) is charged now, prorated to the minute: the unused part of the current plan
 *   is credited against the new plan's remaining time;
 * - a downgrade on the same billing period takes effect at the next renewal: the customer keeps the higher
 *   plan they paid for until the period ends, nothing is charged or credited today, and the renewal is
 *   charged at the lower plan's full price;
 * - a change of billing period (monthly ↔ annual) restarts the billing period today, so Paddle only accepts
 *   billing it now (prorated: the unused part of the old period is credited at once).
 * Paddle applies the new items at once in every mode (its scheduled changes are only cancel, pause and
 * resume). So a downgrade is sent with `full_next_billing_period` (the new items are billed from the next
 * period, without proration) and we record a pending plan change ending at the current period's end: until
 * a webhook reports a billing period starting at or after that instant, the profile keeps the higher plan
 * (see planInForce). Every other change applies from the webhook that confirms it.
 */
import { PLAN_RANK, PRICE_KEYS, type BillingPeriod, type PaidPlanLevel, type PriceKey } from './plans';
import type { SubscriptionStatus } from './subscription';

/** When a plan change is billed: today (prorated), or at the next renewal (full price, applied then). */
export const PLAN_CHANGE_BILLING = ['now', 'next_renewal'] as const;
export type PlanChangeBilling = (typeof PLAN_CHANGE_BILLING)[number];

export type PlanChangeDirection = 'upgrade' | 'downgrade' | 'period';

export interface PlanChange {
  readonly direction: PlanChangeDirection;
  readonly billing: PlanChangeBilling;
  /** Back to the price paid for this period while a downgrade is pending: the downgrade is withdrawn. */
  readonly keepsCurrentPlan?: true;
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
 * While a downgrade is pending (the provider already holds the lower price), going back to the price paid
 * for this period (`keptPriceKey`) is billed at the renewal too: the period is paid, nothing is charged.
 */
export function planChange(
  current: PriceKey,
  target: PriceKey,
  options: { scheduledCancellation?: boolean; keptPriceKey?: PriceKey | null } = {},
): PlanChange | null {
  if (current === target) return null;
  if (options.keptPriceKey === target && !options.scheduledCancellation) {
    return { direction: 'upgrade', billing: 'next_renewal', keepsCurrentPlan: true };
  }
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

/**
 * A downgrade waiting for the renewal: the plan and price that apply from `effectiveAt` (the end of the
 * period the customer paid the higher plan for), and the plan and price kept until then.
 */
export interface PendingPlanChange {
  readonly planLevel: PaidPlanLevel;
  readonly priceKey: PriceKey;
  readonly effectiveAt: string;
  readonly keepsPlanLevel: PaidPlanLevel;
  readonly keepsPriceKey: PriceKey;
}

/**
 * What a verified subscription event means for the profile while a downgrade may be pending. The event
 * carries the price the provider holds (the lower one as soon as the downgrade is sent) and its billing
 * period: a period that starts before `effectiveAt` is still the paid higher period, so the higher plan is
 * kept and the pending change stays; the renewal's period (starting at or after `effectiveAt`) applies it.
 * An event with the kept price before `effectiveAt` keeps the pending change: it is either an event from
 * before the downgrade delivered late, or the customer going back to that price (whose request withdraws
 * the pending change itself). An event with any other price (a period switch, a change made in the portal)
 * ends it: the provider no longer bills the lower plan at the renewal.
 */
export function planInForce(input: {
  priceKey: PriceKey;
  periodStartsAt: string | null;
  pending: PendingPlanChange | null;
}): { plan: PaidPlanLevel; priceKey: PriceKey; pending: PendingPlanChange | null } {
  const { pending } = input;
  const applies = { plan: planOfPriceKey(input.priceKey), priceKey: input.priceKey, pending: null };
  if (!pending) return applies;
  const startsAt = input.periodStartsAt === null ? Number.NaN : Date.parse(input.periodStartsAt);
  const renewed = !Number.isNaN(startsAt) && startsAt >= Date.parse(pending.effectiveAt);
  if (renewed) return applies;
  if (input.priceKey === pending.priceKey || input.priceKey === pending.keepsPriceKey) {
    return { plan: pending.keepsPlanLevel, priceKey: pending.keepsPriceKey, pending };
  }
  return applies;
}
