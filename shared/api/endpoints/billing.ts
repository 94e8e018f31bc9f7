/**
 * Billing (Paddle Billing, merchant of record). The server creates the checkout for a price key (the price
 * ids live in server config, never in the client) with the caller's id in its custom data, and the billing
 * portal session for the caller's customer id. The plan changes only through the signature-verified webhook.
 */
import { z } from 'zod/mini';
import { PRICE_KEYS } from '../../domain/plans';
import { defineEndpoint } from '../endpoint';

export const createCheckoutBodySchema = z.object({ priceKey: z.enum(PRICE_KEYS) });

export const checkoutResponseSchema = z.object({
  /** Paddle's transaction id (Paddle.js overlay: `Paddle.Checkout.open({ transactionId })`). */
  transactionId: z.string().check(z.minLength(1)),
  /** The hosted checkout page (the local stand-in's page; Paddle's default payment link in the cloud). */
  checkoutUrl: z.nullable(z.url()),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

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
    'Creates a Paddle checkout (transaction) for a price key, with the caller’s id in its custom data.',
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

export const billingEndpoints = [createCheckout, createPortalSession, billingWebhook] as const;
