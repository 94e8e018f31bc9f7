/**
 * The Paddle Billing webhook events the product acts on, validated with zod after the signature check.
 * Anything else (other event types) is acknowledged and ignored. Only the fields we use are read.
 */
import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../../../shared/domain/subscription';

const isoDate = z.iso.datetime({ offset: true });

/** Paddle copies the checkout's custom data onto the subscription: our user id travels in it. */
export const customDataSchema = z.object({ userId: z.string().min(1).max(64) }).loose();

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

const envelope = {
  event_id: z.string().min(1).max(100),
  occurred_at: isoDate,
  notification_id: z.string().optional(),
};

export const subscriptionEventSchema = z.object({
  ...envelope,
  event_type: z.enum(SUBSCRIPTION_EVENT_TYPES),
  data: z.object({
    id: z.string().min(1).max(100),
    status: z.enum(SUBSCRIPTION_STATUSES),
    customer_id: z.string().min(1).max(100),
    custom_data: customDataSchema.nullable(),
    items: z
      .array(
        z
          .object({
            price: z.object({ id: z.string().min(1) }).loose(),
            quantity: z.number().int().nonnegative().optional(),
          })
          .loose(),
      )
      .min(1),
    next_billed_at: isoDate.nullable().optional(),
    current_billing_period: z.object({ starts_at: isoDate, ends_at: isoDate }).nullable().optional(),
    scheduled_change: z
      .object({ action: z.enum(['cancel', 'pause', 'resume']), effective_at: isoDate })
      .nullable()
      .optional(),
  }),
});
export type SubscriptionEvent = z.infer<typeof subscriptionEventSchema>;

export const transactionEventSchema = z.object({
  ...envelope,
  event_type: z.enum(TRANSACTION_EVENT_TYPES),
  data: z.object({
    id: z.string().min(1).max(100),
    customer_id: z.string().nullable().optional(),
    subscription_id: z.string().nullable().optional(),
    custom_data: customDataSchema.nullable().optional(),
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
export const anyEventSchema = z.object({ ...envelope, event_type: z.string().min(1).max(100) }).loose();
