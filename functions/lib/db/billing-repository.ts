/**
 * Billing state written by the verified Paddle webhook, in one transaction per event:
 *
 * | item | pk | sk | notes |
 * |---|---|---|---|
 * | billing event | `BILLING_EVENT#<eventId>` | `EVENT` | dedupe marker (conditional put), TTL 90 days, no user data |
 * | subscription | `USER#<uid>` | `SUBSCRIPTION#<subId>` | status, price, plan, `occurredAt` of the last applied event |
 * | profile | `USER#<uid>` | `PROFILE` | planLevel, paddleCustomerId, subscriptionId/Status, nextBillingDate |
 *
 * Access patterns: one conditional Put per event (dedupe); the subscription's own item holds the newest
 * `occurredAt` so an older event is refused by condition (per-subscription ordering, never read-then-write).
 * A subscription that stops granting its plan (paused, canceled) changes the profile only if it is the
 * profile's current subscription, so an old subscription's end never downgrades a newer one.
 */
import type { PaidPlanLevel } from '../../../shared/domain/plans';
import {
  planForSubscription,
  subscriptionGrants,
  type SubscriptionStatus,
} from '../../../shared/domain/subscription';
import type { DbPort } from './db-port';
import { keys } from './keys';
import { transactWrite, type TxOp } from './transact-write';

/** Seconds a dedupe marker is kept (Paddle retries for up to 3 days). */
export const BILLING_EVENT_TTL_SECONDS = 90 * 24 * 3600;

const billingKeys = {
  event: (eventId: string) => ({ pk: `BILLING_EVENT#${eventId}`, sk: 'EVENT' }),
  subscription: (userId: string, subscriptionId: string) => ({
    pk: keys.userPk(userId),
    sk: `SUBSCRIPTION#${subscriptionId}`,
  }),
};

class DuplicateEvent extends Error {}
class StaleEvent extends Error {}
class NotCurrentSubscription extends Error {}
class NoProfile extends Error {}

export type BillingWriteOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

function eventMarkerOp(eventId: string, eventType: string, occurredAt: string, now: Date): TxOp {
  return {
    op: {
      Put: {
        Item: {
          ...billingKeys.event(eventId),
          entity: 'billing_event',
          eventType,
          occurredAt,
          receivedAt: now.toISOString(),
          expiresAt: Math.floor(now.getTime() / 1000) + BILLING_EVENT_TTL_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    onConditionFailed: () => new DuplicateEvent(),
  };
}

/** Records an event we do not apply to state (so a replay is recognised); false when it was seen before. */
export async function recordBillingEvent(
  db: DbPort,
  event: { eventId: string; eventType: string; occurredAt: string },
  now: Date,
): Promise<boolean> {
  try {
    await transactWrite(db, [eventMarkerOp(event.eventId, event.eventType, event.occurredAt, now)]);
    return true;
  } catch (error) {
    if (error instanceof DuplicateEvent) return false;
    throw error;
  }
}

export interface SubscriptionEventInput {
  eventId: string;
  eventType: string;
  occurredAt: string;
  userId: string;
  subscriptionId: string;
  customerId: string;
  status: SubscriptionStatus;
  plan: PaidPlanLevel;
  priceId: string;
  nextBillingDate: string | null;
  cancelAtPeriodEnd: boolean;
}

/** Applies one subscription event: dedupe marker, subscription item and profile in one transaction. */
export async function applySubscriptionEvent(
  db: DbPort,
  input: SubscriptionEventInput,
  now: Date,
): Promise<BillingWriteOutcome> {
  const grants = subscriptionGrants(input.status);
  const marker = eventMarkerOp(input.eventId, input.eventType, input.occurredAt, now);
  const subscription: TxOp = {
    op: {
      Put: {
        Item: {
          ...billingKeys.subscription(input.userId, input.subscriptionId),
          entity: 'subscription',
          subscriptionId: input.subscriptionId,
          customerId: input.customerId,
          status: input.status,
          plan: input.plan,
          priceId: input.priceId,
          nextBillingDate: input.nextBillingDate,
          cancelAtPeriodEnd: input.cancelAtPeriodEnd,
          occurredAt: input.occurredAt,
          lastEventId: input.eventId,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR occurredAt <= :occurredAt',
        ExpressionAttributeValues: { ':occurredAt': input.occurredAt },
      },
    },
    onConditionFailed: () => new StaleEvent(),
  };
  const profile: TxOp = {
    op: {
      Update: {
        Key: keys.profile(input.userId),
        UpdateExpression:
          'SET planLevel = :plan, paddleCustomerId = :customer, subscriptionId = :sub, ' +
          'subscriptionStatus = :status, nextBillingDate = :next, cancelAtPeriodEnd = :cancel',
        ConditionExpression: grants
          ? 'attribute_exists(pk)'
          : 'attribute_exists(pk) AND (attribute_not_exists(subscriptionId) OR subscriptionId = :sub OR attribute_type(subscriptionId, :null))',
        ExpressionAttributeValues: {
          ':plan': planForSubscription(input.status, input.plan),
          ':customer': input.customerId,
          ':sub': input.subscriptionId,
          ':status': input.status,
          ':next': grants ? input.nextBillingDate : null,
          ':cancel': grants ? input.cancelAtPeriodEnd : false,
          ...(grants ? {} : { ':null': 'NULL' }),
        },
      },
    },
    onConditionFailed: (old) => (old ? new NotCurrentSubscription() : new NoProfile()),
  };
  try {
    await transactWrite(db, [marker, subscription, profile]);
    return 'applied';
  } catch (error) {
    if (error instanceof DuplicateEvent) return 'duplicate';
    if (error instanceof StaleEvent) {
      // Keep the marker so a replay of this stale event is a plain duplicate.
      await recordBillingEvent(db, input, now);
      return 'stale';
    }
    if (error instanceof NotCurrentSubscription) {
      // An older subscription ended: record it, leave the profile (a newer subscription rules it).
      try {
        await transactWrite(db, [marker, subscription]);
        return 'applied';
      } catch (inner) {
        if (inner instanceof DuplicateEvent) return 'duplicate';
        if (inner instanceof StaleEvent) return 'stale';
        throw inner;
      }
    }
    if (error instanceof NoProfile) {
      await recordBillingEvent(db, input, now);
      return 'ignored';
    }
    throw error;
  }
}
