/**
 * Billing subscription states (Paddle Billing's) and the one rule that turns a subscription into a plan:
 * active, trialing and past_due keep the paid plan (past_due while Paddle retries the card, and the app says
 * so); paused and canceled give the free plan. A cancellation scheduled for the period end keeps the plan
 * until Paddle sends `subscription.canceled` at that end.
 */
import type { PaidPlanLevel } from './plans';
import type { PlanLevel } from './status-values';

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'paused', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export function planForSubscription(status: SubscriptionStatus, plan: PaidPlanLevel): PlanLevel {
  return status === 'paused' || status === 'canceled' ? 'free' : plan;
}

/** True when the subscription grants its plan (the profile may switch to this subscription). */
export function subscriptionGrants(status: SubscriptionStatus): boolean {
  return status === 'active' || status === 'trialing' || status === 'past_due';
}

/** How long /BillingSuccess waits for the webhook to confirm the plan before its fallback text (ms). */
export const PAYMENT_CONFIRMATION_WAIT_MS = 30_000;
/** How often /BillingSuccess asks for the profile while it waits (ms). */
export const PAYMENT_CONFIRMATION_POLL_MS = 1_500;
