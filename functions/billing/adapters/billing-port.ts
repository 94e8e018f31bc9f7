/** The billing provider as the use cases see it (Paddle Billing in the cloud, its stand-in locally). */
import type { PlanChangeBilling } from '../../../shared/domain/plan-change';
import type { SubscriptionStatus } from '../../../shared/domain/subscription';

/** A subscription as the billing provider holds it now (not as our last webhook left it). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  priceId: string;
  /** A cancellation (or pause) scheduled for a later date. */
  scheduledChange: { action: 'cancel' | 'pause' | 'resume'; effectiveAt: string } | null;
  nextBilledAt: string | null;
  /** What the next renewal will charge (with proration and credit applied); null when none is due. */
  nextCharge: { amount: number; currencyCode: string; date: string } | null;
}

/** What a plan change costs, in the currency's minor units (cents), as the provider computes it. */
export interface PlanChangeQuote {
  currencyCode: string;
  /** Charged at once (0 when nothing is). */
  chargeNow: number;
  /** The unused part of the current price, credited. */
  credit: number;
  /** The next renewal after the change (with a next-period proration applied). */
  next: { amount: number; date: string } | null;
}

export interface PlanChangeRequest {
  subscriptionId: string;
  priceId: string;
  billing: PlanChangeBilling;
  /** Pro's extra seats as the seat item (its price and quantity); absent or null: no seat item. */
  seats?: { priceId: string; quantity: number } | null;
}

export interface BillingPort {
  /** A checkout (Paddle transaction) for one price, carrying our user id in its custom data. */
  createCheckout(input: {
    priceId: string;
    userId: string;
    customerId: string | null;
  }): Promise<{ transactionId: string; checkoutUrl: string | null }>;
  /** A portal session for a customer; returns the URL to open. */
  createPortalSession(input: { customerId: string; subscriptionIds: string[] }): Promise<{ url: string }>;
  /** Cancels a subscription at once (account deletion). */
  cancelSubscriptionNow(subscriptionId: string): Promise<void>;
  /** One subscription as the provider holds it, with its next charge. */
  getSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** The customer's subscriptions that are not canceled (active, trialing, past due, paused). */
  liveSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  /** Removes a scheduled cancellation or pause (the subscription renews as usual). */
  removeScheduledChange(subscriptionId: string): Promise<void>;
  /** What replacing the subscription's price would cost, without changing anything. */
  previewPlanChange(input: PlanChangeRequest): Promise<PlanChangeQuote>;
  /** Replaces the subscription's price, prorated; the provider confirms it by webhook. */
  changePlan(input: PlanChangeRequest): Promise<void>;
}
