/**
 * The Paddle Billing webhook events the product acts on, validated with zod after the signature check.
 * Anything else (other event types) is acknowledged and ignored. Only the fields we use are read.
 */
import * as z from '../../platform/zod';
import { SUBSCRIPTION_STATUSES } from '../../../shared/domain/subscription';

const isoDate = z.iso.datetime({ offset: true });

/** Paddle copies the checkout's custom data onto the subscription: our user id travels in it. */
export const customDataSchema = z.looseObject({ userId: z.string().check(z.minLength(1), z.maxLength(64)) });

export const SUBSCRIPTION_EVENT_TYPES = [
  'subscription.created',
  'subscription.activated',
  'subscription.updated',
  'subscription.trialing',
  'subscription.past_due',
  'subscription.paused',
  'subscription.resumed',
  'subscription.canceled',
] as const;

export const TRANSACTION_EVENT_TYPES = ['transaction.completed', 'transaction.payment_failed'] as const;

/** Paddle's ids and event types: non-empty, at most 100 characters. */
const paddleText = () => z.string().check(z.minLength(1), z.maxLength(100));

const envelope = {
  event_id: paddleText(),
  occurred_at: isoDate,
  notification_id: z.optional(z.string()),
};

export const subscriptionEventSchema = z.object({
  ...envelope,
  event_type: z.enum(SUBSCRIPTION_EVENT_TYPES),
  data: z.object({
    id: paddleText(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    customer_id: paddleText(),
    custom_data: z.nullable(customDataSchema),
    items: z
      .array(z.looseObject({ price: z.looseObject({ id: z.string().check(z.minLength(1)) }) }))
      .check(z.minLength(1)),
    next_billed_at: z.nullish(isoDate),
    current_billing_period: z.nullish(z.object({ starts_at: isoDate, ends_at: isoDate })),
    scheduled_change: z.nullish(
      z.object({ action: z.enum(['cancel', 'pause', 'resume']), effective_at: isoDate }),
    ),
  }),
});
export type SubscriptionEvent = z.infer<typeof subscriptionEventSchema>;

export const transactionEventSchema = z.object({
  ...envelope,
  event_type: z.enum(TRANSACTION_EVENT_TYPES),
  data: z.object({
    id: paddleText(),
    customer_id: z.nullish(z.string()),
    subscription_id: z.nullish(z.string()),
    custom_data: z.nullish(customDataSchema),
  }),
});
export type TransactionEvent = z.infer<typeof transactionEventSchema>;

/**
 * An ISO 8601 time as microseconds since the epoch, whatever its offset and fraction digits (Paddle sends
 * microseconds; an event may carry `+09:00`): event ordering compares instants, never the text.
 */
export function instantMicros(iso: string): number {
  const match = /^(.*T\d{2}:\d{2}:\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:?\d{2})$/i.exec(iso);
  if (!match) throw new Error(`Not an ISO date-time with an offset: ${iso}`);
  const [, head = '', fraction = '', zone = 'Z'] = match;
  const seconds = Date.parse(`${head}${zone}`);
  if (Number.isNaN(seconds)) throw new Error(`Not an ISO date-time with an offset: ${iso}`);
  return seconds * 1000 + Number(fraction.padEnd(6, '0').slice(0, 6));
}

/** The envelope every event has: enough to deduplicate one we do not act on. */
export const anyEventSchema = z.looseObject({ ...envelope, event_type: paddleText() });
