/**
 * The Upgrade page's button for a plan card, from the user's current plan and the card's plan:
 * same plan → 'Current Plan' (disabled); a higher plan → 'Upgrade'; a lower plan → 'Downgrade'.
 * Without a live subscription, 'Upgrade' starts a purchase (a checkout with a price key) and 'Downgrade'
 * opens the billing portal. With one (a customer has at most one), every move between paid plans and
 * billing periods changes that subscription ('change': previewed, then confirmed), the same plan on the
 * other billing period offers 'Switch to …', and the Free card opens the portal (cancel there). While a
 * downgrade waits for the renewal, its price's card shows 'Change scheduled' and the price paid for this
 * period offers 'Keep this plan' (which withdraws the downgrade).
 */
import { BILLING_MESSAGES } from '../messages/billing-messages';
import { periodOfPriceKey, planOfPriceKey } from './plan-change';
import { PLAN_RANK, priceKeyFor, type BillingPeriod, type PriceKey } from './plans';
import type { PlanLevel } from './status-values';

export const PLAN_BUTTON_ACTIONS = ['none', 'purchase', 'change', 'manage'] as const;
export type PlanButtonAction = (typeof PLAN_BUTTON_ACTIONS)[number];

export interface PlanButton {
  readonly label: string;
  readonly disabled: boolean;
  readonly action: PlanButtonAction;
}

export const PERIOD_LABELS = {
  monthly: BILLING_MESSAGES.monthly,
  annual: BILLING_MESSAGES.annual,
} as const satisfies Record<BillingPeriod, string>;

export function planButton(
  current: PlanLevel,
  target: PlanLevel,
  subscription?: { priceKey: PriceKey; period: BillingPeriod; pendingPriceKey?: PriceKey | null } | null,
): PlanButton {
  if (subscription) {
    const subscribed = planOfPriceKey(subscription.priceKey);
    if (target === 'free') return { label: BILLING_MESSAGES.downgrade, disabled: false, action: 'manage' };
    const card = priceKeyFor(target, subscription.period);
    if (subscription.pendingPriceKey && card === subscription.pendingPriceKey) {
      return { label: BILLING_MESSAGES.changeScheduled, disabled: true, action: 'none' };
    }
    if (card === subscription.priceKey) {
      return subscription.pendingPriceKey
        ? { label: BILLING_MESSAGES.keepPlan, disabled: false, action: 'change' }
        : { label: BILLING_MESSAGES.currentPlan, disabled: true, action: 'none' };
    }
    if (target === subscribed) {
      return {
        label: BILLING_MESSAGES.switchTo(PERIOD_LABELS[subscription.period]),
        disabled: false,
        action: 'change',
      };
    }
    const up = PLAN_RANK[target] > PLAN_RANK[subscribed];
    return {
      label: up ? BILLING_MESSAGES.upgrade : BILLING_MESSAGES.downgrade,
      disabled: false,
      action: 'change',
    };
  }
  if (current === target) return { label: BILLING_MESSAGES.currentPlan, disabled: true, action: 'none' };
  if (PLAN_RANK[target] > PLAN_RANK[current]) {
    return { label: BILLING_MESSAGES.upgrade, disabled: false, action: 'purchase' };
  }
  return { label: BILLING_MESSAGES.downgrade, disabled: false, action: 'manage' };
}

/** The period a subscriber's price key bills on (the Upgrade page's toggle starts there). */
export const subscribedPeriod = periodOfPriceKey;
