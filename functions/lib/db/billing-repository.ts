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
 * A change to a plan below Pro also turns the owner's permanent review links into 7-day links from that day,
 * in the same transaction (review-link-repository `permanentLinkDowngrade`).
 */
import type { PaidPlanLevel } from '../../../shared/domain/plans';
import {
  planForSubscription,
  subscriptionGrants,
  type SubscriptionStatus,
} from '../../../shared/domain/subscription';
import type { DbPort } from './db-port';
import { keys } from './keys';
import { PermanentLinksMovedError, permanentLinkDowngrade } from './review-link-repository';
import { MAX_TRANSACTION_ITEMS, chunk, transactWrite, type TxOp } from './transact-write';

/** The profile's count of Pro expiry choices as read with a failed condition (undefined when absent). */
const linkWritesOf = (old: Record<string, unknown>): unknown => old['linkExpiryWrites'];

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
  attempt = 1,
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
  const plan = planForSubscription(input.status, input.plan);
  // Below Pro, permanent review links become 7-day links from today, in this same transaction (issue 17).
  const downgrade = plan === 'pro' ? null : await permanentLinkDowngrade(db, input.userId, now);
  const linkCondition = downgrade ? ` AND ${downgrade.profileCondition}` : '';
  const profile: TxOp = {
    op: {
      Update: {
        Key: keys.profile(input.userId),
        UpdateExpression:
          'SET planLevel = :plan, paddleCustomerId = :customer, subscriptionId = :sub, ' +
          'subscriptionStatus = :status, nextBillingDate = :next, cancelAtPeriodEnd = :cancel',
        ConditionExpression:
          (grants
            ? 'attribute_exists(pk)'
            : 'attribute_exists(pk) AND (attribute_not_exists(subscriptionId) OR subscriptionId = :sub OR attribute_type(subscriptionId, :null))') +
          linkCondition,
        ExpressionAttributeValues: {
          ':plan': plan,
          ':customer': input.customerId,
          ':sub': input.subscriptionId,
          ':status': input.status,
          ':next': grants ? input.nextBillingDate : null,
          ':cancel': grants ? input.cancelAtPeriodEnd : false,
          ...(grants ? {} : { ':null': 'NULL' }),
          ...downgrade?.profileValues,
        },
      },
    },
    onConditionFailed: (old) => {
      if (!old) return new NoProfile();
      if (downgrade && linkWritesOf(old) !== downgrade.profileValues[':linkWrites']) {
        return new PermanentLinksMovedError();
      }
      return new NotCurrentSubscription();
    },
  };
  const linkOps = downgrade?.linkOps ?? [];
  const firstLinks = linkOps.slice(0, MAX_TRANSACTION_ITEMS - 3);
  try {
    await transactWrite(db, [marker, subscription, profile, ...firstLinks]);
    // Past 97 permanent links, the rest follow (each still conditioned on being permanent).
    for (const rest of chunk(linkOps.slice(firstLinks.length), MAX_TRANSACTION_ITEMS)) {
      await transactWrite(db, rest);
    }
    return 'applied';
  } catch (error) {
    if (error instanceof DuplicateEvent) return 'duplicate';
    if (error instanceof PermanentLinksMovedError && attempt < 5) {
      return applySubscriptionEvent(db, input, now, attempt + 1);
    }
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
