/**
 * Billing (Paddle Billing, merchant of record). The server creates the checkout for a price key (the price
 * ids live in server config, never in the client) with the caller's id in its custom data, and the billing
 * portal session for the caller's customer id. The plan changes only through the signature-verified webhook.
 */
import * as z from 'zod/mini';
import { PLAN_CHANGE_BILLING } from '../../domain/plan-change';
import { PRICE_KEYS } from '../../domain/plans';
import { SUBSCRIPTION_STATUSES } from '../../domain/subscription';
import { defineEndpoint } from '../endpoint';

export const createCheckoutBodySchema = z.object({ priceKey: z.enum(PRICE_KEYS) });

export const checkoutResponseSchema = z.object({
  /** Paddle's transaction id (Paddle.js overlay: `Paddle.Checkout.open({ transactionId })`). */
  transactionId: z.string().check(z.minLength(1)),
  /** The hosted checkout page (the local stand-in's page; Paddle's default payment link in the cloud). */
  checkoutUrl: z.nullable(z.url()),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const planChangeBodySchema = z.object({ priceKey: z.enum(PRICE_KEYS) });

const minorUnits = z.int().check(z.nonnegative());

/** What a plan change of the caller's live subscription costs, as the billing provider computes it. */
export const planChangePreviewSchema = z.object({
  priceKey: z.enum(PRICE_KEYS),
  direction: z.enum(['upgrade', 'downgrade', 'period']),
  billing: z.enum(PLAN_CHANGE_BILLING),
  /** ISO 4217, e.g. USD; amounts below are in its minor units (cents). */
  currencyCode: z.string().check(z.length(3)),
  chargeNow: minorUnits,
  /** The unused part of the current plan, credited. */
  credit: minorUnits,
  /** The next renewal after the change. */
  next: z.nullable(z.object({ amount: minorUnits, date: z.iso.datetime({ offset: true }) })),
  /** The change also removes a scheduled cancellation. */
  removesScheduledCancellation: z.boolean(),
  /** A downgrade that applies at the renewal: the plan changes then (the current plan is kept until). */
  changesAt: z.nullable(z.iso.datetime({ offset: true })),
  /** Back to the plan paid for this period while a downgrade is pending: the downgrade is withdrawn. */
  keepsCurrentPlan: z.boolean(),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

export const planChangeResponseSchema = z.object({
  priceKey: z.enum(PRICE_KEYS),
  /** The provider took the change; the plan follows when its verified webhook arrives. */
  status: z.literal('pending'),
});

/** The caller's live subscription as the billing provider holds it now (null without one). */
export const billingSubscriptionSchema = z.nullable(
  z.object({
    priceKey: z.nullable(z.enum(PRICE_KEYS)),
    status: z.enum(SUBSCRIPTION_STATUSES),
    /** The next renewal's charge, proration and credit included (minor units); null when none is due. */
    nextCharge: z.nullable(
      z.object({
        amount: minorUnits,
        currencyCode: z.string().check(z.length(3)),
        date: z.iso.datetime({ offset: true }),
      }),
    ),
    scheduledChange: z.nullable(
      z.object({
        action: z.enum(['cancel', 'pause', 'resume']),
        effectiveAt: z.iso.datetime({ offset: true }),
      }),
    ),
    /** A downgrade that applies at the renewal: the price billed from effectiveAt (the period's end). */
    pendingChange: z.nullable(
      z.object({ priceKey: z.enum(PRICE_KEYS), effectiveAt: z.iso.datetime({ offset: true }) }),
    ),
  }),
);
export type BillingSubscription = z.infer<typeof billingSubscriptionSchema>;

export const portalResponseSchema = z.object({ url: z.url() });

export const webhookResponseSchema = z.object({
  received: z.literal(true),
  /** What became of the event: applied, a duplicate, older than the state, or not for us. */
  outcome: z.enum(['applied', 'duplicate', 'stale', 'ignored']),
});
export type WebhookOutcome = z.infer<typeof webhookResponseSchema>['outcome'];

export const createCheckout = defineEndpoint({
  id: 'createCheckout',
  method: 'POST',
  path: '/api/billing/checkout',
  caller: 'owner',
  lambda: 'editor-api',
  body: createCheckoutBodySchema,
  response: checkoutResponseSchema,
  successStatus: 201,
  summary:
    'Creates a Paddle checkout (transaction) for a price key, with the caller’s id in its custom data; 409 while the caller has a live subscription.',
});

export const createPortalSession = defineEndpoint({
  id: 'createPortalSession',
  method: 'POST',
  path: '/api/billing/portal',
  caller: 'owner',
  lambda: 'editor-api',
  response: portalResponseSchema,
  summary: 'A billing portal session for the caller’s Paddle customer (manage, change plan, cancel).',
});

/** Paddle's webhook: the raw body is verified against `Paddle-Signature` before anything is parsed. */
export const billingWebhook = defineEndpoint({
  id: 'billingWebhook',
  method: 'POST',
  path: '/api/billing/webhook',
  caller: 'webhook',
  lambda: 'public-api',
  response: webhookResponseSchema,
  summary: 'Paddle Billing webhook (signature-verified; deduplicated on event_id; ordered per subscription).',
});

/** Previews a plan change of the caller's live subscription (no change made). */
export const previewPlanChange = defineEndpoint({
  id: 'previewPlanChange',
  method: 'POST',
  path: '/api/billing/plan-change/preview',
  caller: 'owner',
  lambda: 'editor-api',
  body: planChangeBodySchema,
  response: planChangePreviewSchema,
  summary:
    'What moving the caller’s live subscription to a price key would cost (prorated; nothing changes).',
});

/**
 * Changes the plan of the caller's live subscription (never a second subscription): removes a scheduled
 * cancellation and updates the subscription's price with proration. The plan follows the verified webhook.
 */
export const changePlan = defineEndpoint({
  id: 'changePlan',
  method: 'POST',
  path: '/api/billing/plan-change',
  caller: 'owner',
  lambda: 'editor-api',
  body: planChangeBodySchema,
  response: planChangeResponseSchema,
  successStatus: 202,
  summary:
    'Updates the caller’s live subscription to a price key with proration; the webhook then sets the plan.',
});

/** Settings › Billing: the subscription as the billing provider holds it (next charge, scheduled change). */
export const getBillingSubscription = defineEndpoint({
  id: 'getBillingSubscription',
  method: 'GET',
  path: '/api/billing/subscription',
  caller: 'owner',
  lambda: 'editor-api',
  response: billingSubscriptionSchema,
  summary: 'The caller’s live subscription as Paddle holds it: price, status, next charge, scheduled change.',
});

export const billingEndpoints = [
  getBillingSubscription,
  createCheckout,
  createPortalSession,
  billingWebhook,
  previewPlanChange,
  changePlan,
] as const;
