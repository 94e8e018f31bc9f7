/**
 * Billing state written by the verified Paddle webhook, in one transaction per event:
 *
 * | item | pk | sk | notes |
 * |---|---|---|---|
 * | billing event | `BILLING_EVENT#<eventId>` | `EVENT` | dedupe marker (conditional put), TTL 90 days, no user data |
 * | subscription | `USER#<uid>` | `SUBSCRIPTION#<subId>` | status, price, plan, `occurredAt` (+ `occurredAtUs`) of the last applied event |
 * | profile | `USER#<uid>` | `PROFILE` | planLevel, priceKey, paddleCustomerId, subscriptionId/Status, nextBillingDate, liveSubscriptionIds |
 * | billing alert | `USER#<uid>` | `BILLING_ALERT#<subIds>` | two or more live subscriptions seen together (kept, never shown as one) |
 *
 * Access patterns: one conditional Put per event (dedupe); the subscription's own item holds the newest
 * event's instant (`occurredAtUs`, microseconds since the epoch: the text of `occurred_at` may carry any
 * offset, so it is never compared) so an older event is refused by condition (per-subscription ordering,
 * never read-then-write). The user's subscriptions are one Query on `USER#<uid>` / `SUBSCRIPTION#`.
 * A subscription that stops granting its plan (paused, canceled) changes the profile only if it is the
 * profile's current subscription, so an old subscription's end never downgrades a newer one.
 * A change to a plan below Pro also turns the owner's permanent review links into 7-day links from that day,
 * in the same transaction (review-link-repository `permanentLinkDowngrade`).
 */
import { GetCommand, QueryCommand, UpdateCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { isLiveSubscription, planInForce, type PendingPlanChange } from '../../../shared/domain/plan-change';
import type { PaidPlanLevel, PriceKey } from '../../../shared/domain/plans';
import {
  planForSubscription,
  subscriptionGrants,
  type SubscriptionStatus,
} from '../../../shared/domain/subscription';
import type { DbPort } from '../../platform/db/db-port';
import { instantMicros } from '../adapters/paddle-events';
import { isConditionalCheckFailed } from '../../platform/db/db-errors';
import { billingKeys, keys } from '../../platform/db/keys';
import { PermanentLinksMovedError, permanentLinkDowngrade } from '../../projects';
import { MAX_TRANSACTION_ITEMS, chunk, transactWrite, type TxOp } from '../../platform/db/transact-write';

/** The profile's count of Pro expiry choices as read with a failed condition (undefined when absent). */
const linkWritesOf = (old: Record<string, unknown>): unknown => old['linkExpiryWrites'];

/** Seconds a dedupe marker is kept (Paddle retries for up to 3 days). */
export const BILLING_EVENT_TTL_SECONDS = 90 * 24 * 3600;

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
  priceKey: PriceKey;
  priceId: string;
  nextBillingDate: string | null;
  cancelAtPeriodEnd: boolean;
  /** The start of the billing period the event reports (a renewal starts a new one). */
  periodStartsAt: string | null;
  /** Pro's extra seats: the seat item's quantity on the subscription (0 without one). */
  extraSeats?: number;
}

/** The profile's pending downgrade changed between our read and the write: read it again. */
class PendingChangeMoved extends Error {}

function samePending(stored: unknown, read: PendingPlanChange | null): boolean {
  const old = stored as Partial<PendingPlanChange> | null | undefined;
  if (!old || !read) return !old && !read;
  return old.priceKey === read.priceKey && old.effectiveAt === read.effectiveAt;
}

async function pendingPlanChangeOf(db: DbPort, userId: string): Promise<PendingPlanChange | null> {
  const out = await db.doc.send(
    new GetCommand({
      TableName: db.tableName,
      Key: keys.profile(userId),
      ConsistentRead: true,
      ProjectionExpression: 'pendingPlanChange',
    }),
  );
  const pending = out.Item?.['pendingPlanChange'] as PendingPlanChange | null | undefined;
  return pending ?? null;
}

/** The profile update's condition and values that hold it to the pending change it was decided on. */
function pendingCondition(pending: PendingPlanChange | null): {
  condition: string;
  values: Record<string, string>;
} {
  if (!pending) {
    return {
      condition: '(attribute_not_exists(pendingPlanChange) OR attribute_type(pendingPlanChange, :nullType))',
      values: { ':nullType': 'NULL' },
    };
  }
  return {
    condition: 'pendingPlanChange.priceKey = :pendingKey AND pendingPlanChange.effectiveAt = :pendingAt',
    values: { ':pendingKey': pending.priceKey, ':pendingAt': pending.effectiveAt },
  };
}

/**
 * Records (or, with null, withdraws) a downgrade that applies at the renewal. Written before the provider
 * is asked, so the provider's webhook for the lower price always finds it.
 */
export async function setPendingPlanChange(
  db: DbPort,
  userId: string,
  pending: PendingPlanChange | null,
): Promise<void> {
  await db.doc.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.profile(userId),
      UpdateExpression: 'SET pendingPlanChange = :pending',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':pending': pending },
    }),
  );
}

/** The subscription item as of this event; a later event already applied makes it a StaleEvent. */
function subscriptionOp(input: SubscriptionEventInput): TxOp {
  const instant = instantMicros(input.occurredAt);
  return {
    op: {
      Put: {
        Item: {
          ...billingKeys.subscription(input.userId, input.subscriptionId),
          entity: 'subscription',
          subscriptionId: input.subscriptionId,
          customerId: input.customerId,
          status: input.status,
          plan: input.plan,
          priceKey: input.priceKey,
          priceId: input.priceId,
          nextBillingDate: input.nextBillingDate,
          cancelAtPeriodEnd: input.cancelAtPeriodEnd,
          occurredAt: input.occurredAt,
          occurredAtUs: instant,
          lastEventId: input.eventId,
        },
        // An item written before instants were stored has only the text: it yields to any event once.
        ConditionExpression:
          'attribute_not_exists(pk) OR attribute_not_exists(occurredAtUs) OR occurredAtUs <= :instant',
        ExpressionAttributeValues: { ':instant': instant },
      },
    },
    onConditionFailed: () => new StaleEvent(),
  };
}

/** Applies one subscription event: dedupe marker, subscription item and profile in one transaction. */
export async function applySubscriptionEvent(
  db: DbPort,
  input: SubscriptionEventInput,
  now: Date,
  attempt = 1,
): Promise<BillingWriteOutcome> {
  const grants = subscriptionGrants(input.status);
  // A downgrade sent for the renewal: until the renewal's period, the event's lower price keeps the higher
  // plan the customer paid for (and the pending change); the renewal's event applies it.
  const pendingBefore = await pendingPlanChangeOf(db, input.userId);
  const inForce = planInForce({
    priceKey: input.priceKey,
    periodStartsAt: input.periodStartsAt,
    pending: pendingBefore,
  });
  const pendingAfter = grants ? inForce.pending : null;
  const guard = pendingCondition(pendingBefore);
  const marker = eventMarkerOp(input.eventId, input.eventType, input.occurredAt, now);
  const subscription = subscriptionOp(input);
  const plan = planForSubscription(input.status, inForce.plan);
  // Below Pro, permanent review links become 7-day links from today, in this transaction (a Pro-only choice).
  const downgrade = plan === 'pro' ? null : await permanentLinkDowngrade(db, input.userId, now);
  const linkCondition = downgrade ? ` AND ${downgrade.profileCondition}` : '';
  const profile: TxOp = {
    op: {
      Update: {
        Key: keys.profile(input.userId),
        UpdateExpression:
          'SET planLevel = :plan, paddleCustomerId = :customer, subscriptionId = :sub, ' +
          'subscriptionStatus = :status, nextBillingDate = :next, cancelAtPeriodEnd = :cancel, ' +
          'priceKey = :priceKey, pendingPlanChange = :pending, extraSeats = :seats',
        ConditionExpression:
          (grants
            ? 'attribute_exists(pk)'
            : 'attribute_exists(pk) AND (attribute_not_exists(subscriptionId) OR subscriptionId = :sub OR attribute_type(subscriptionId, :null))') +
          ` AND ${guard.condition}` +
          linkCondition,
        ExpressionAttributeValues: {
          ':plan': plan,
          ':customer': input.customerId,
          ':sub': input.subscriptionId,
          ':status': input.status,
          ':next': grants ? input.nextBillingDate : null,
          ':cancel': grants ? input.cancelAtPeriodEnd : false,
          ':priceKey': grants ? inForce.priceKey : null,
          ':pending': pendingAfter,
          ':seats': grants && plan === 'pro' ? (input.extraSeats ?? 0) : 0,
          ...guard.values,
          ...(grants ? {} : { ':null': 'NULL' }),
          ...downgrade?.profileValues,
        },
      },
    },
    onConditionFailed: (old) => {
      if (!old) return new NoProfile();
      if (!samePending(old['pendingPlanChange'], pendingBefore)) return new PendingChangeMoved();
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
    if ((error instanceof PermanentLinksMovedError || error instanceof PendingChangeMoved) && attempt < 5) {
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

/** The user's subscriptions that are live by their last applied event (one Query, strongly consistent). */
export async function liveSubscriptionsOf(
  db: DbPort,
  userId: string,
): Promise<{ subscriptionId: string; customerId: string; priceKey: string | null }[]> {
  const out = await db.doc.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userPk(userId), ':prefix': billingKeys.subscriptionPrefix },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? [])
    .filter((item) => isLiveSubscription(item['status'] as SubscriptionStatus))
    .map((item) => ({
      subscriptionId: String(item['subscriptionId']),
      customerId: String(item['customerId']),
      priceKey: typeof item['priceKey'] === 'string' ? item['priceKey'] : null,
    }));
}

/**
 * Shows on the profile every live subscription when there is more than one (null when one or none), so the
 * app says so instead of showing one of them as if it were the only one.
 */
export async function setLiveSubscriptionIds(
  db: DbPort,
  userId: string,
  subscriptionIds: readonly string[] | null,
): Promise<void> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.profile(userId),
        UpdateExpression: subscriptionIds ? 'SET liveSubscriptionIds = :ids' : 'REMOVE liveSubscriptionIds',
        ConditionExpression: 'attribute_exists(pk)',
        ...(subscriptionIds ? { ExpressionAttributeValues: { ':ids': [...subscriptionIds].sort() } } : {}),
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/**
 * Stores the alert for a set of live subscriptions seen together; true the first time (a retried or later
 * webhook seeing the same set records nothing new, so the alarm counts each case once).
 */
export async function recordDuplicateSubscriptions(
  db: DbPort,
  input: { userId: string; subscriptions: { subscriptionId: string; customerId: string }[]; eventId: string },
  now: Date,
): Promise<boolean> {
  const ids = input.subscriptions.map((s) => s.subscriptionId);
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: {
          ...billingKeys.alert(input.userId, ids),
          entity: 'billing_alert',
          kind: 'duplicate_live_subscriptions',
          userId: input.userId,
          subscriptionIds: [...ids].sort(),
          customerIds: [...new Set(input.subscriptions.map((s) => s.customerId))].sort(),
          eventId: input.eventId,
          detectedAt: now.toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
