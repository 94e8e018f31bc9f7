/**
 * The Paddle webhook: verify the signature on the raw body first (401 and nothing changed otherwise), then
 * act on subscription events in one transaction each (deduplicated on event_id, ordered per subscription by
 * the instant of occurred_at), note transaction events, and acknowledge everything else. Answers without
 * calling Paddle. After a subscription event it counts the customer's live subscriptions: more than one (the
 * one-subscription rule broken: two checkouts raced, or one was made outside the app) is stored as an alert,
 * counted as a metric (alarmed in the cloud), logged as an error and shown on the profile, never folded into
 * one.
 */
import type { WebhookOutcome } from '../../../shared/api/endpoints/billing';
import { UnauthorizedError, ValidationError } from '../../../shared/errors/app-error';
import { BILLING_MESSAGES } from '../../../shared/messages/billing-messages';
import { BUSINESS_METRICS } from '../../../shared/config/business-metrics';
import { planOfPriceKey } from '../../../shared/domain/plan-change';
import { isSeatPriceId, priceKeyForPriceId } from '../adapters/billing-config';
import {
  anyEventSchema,
  subscriptionEventSchema,
  SUBSCRIPTION_EVENT_TYPES,
  transactionEventSchema,
  TRANSACTION_EVENT_TYPES,
} from '../adapters/paddle-events';
import { verifySignature } from '../adapters/paddle-signature';
import {
  applySubscriptionEvent,
  liveSubscriptionsOf,
  recordBillingEvent,
  recordDuplicateSubscriptions,
  setLiveSubscriptionIds,
} from '../store/billing-repository';
import type { BillingDeps } from '../ports';

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export async function handleBillingWebhook(
  deps: BillingDeps,
  input: { rawBody: string | null; signatureHeader: string | undefined },
): Promise<{ received: true; outcome: WebhookOutcome }> {
  const now = deps.clock.now();
  const rawBody = input.rawBody ?? '';
  const verify = (secrets: string[]) =>
    verifySignature({
      header: input.signatureHeader,
      rawBody,
      secrets,
      nowSeconds: Math.floor(now.getTime() / 1000),
    });
  let verdict = verify(await deps.webhookSecrets());
  // The secret may have been replaced since this container read it (put-secret-value): read it once more
  // before refusing (the re-reads are spaced, so forged signatures cannot drive them).
  if (verdict === 'mismatch') verdict = verify(await deps.webhookSecrets({ fresh: true }));
  if (verdict !== 'valid') {
    deps.log.info('billing webhook refused', { verdict });
    throw new UnauthorizedError(BILLING_MESSAGES.webhookSignatureInvalid);
  }

  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new ValidationError('The webhook body is not valid JSON.');
  }
  const envelope = anyEventSchema.safeParse(json);
  if (!envelope.success) throw new ValidationError('The webhook body is not a billing event.');
  const { event_id: eventId, event_type: eventType, occurred_at: occurredAt } = envelope.data;

  if (isOneOf(SUBSCRIPTION_EVENT_TYPES, eventType)) {
    const parsed = subscriptionEventSchema.safeParse(json);
    if (!parsed.success) throw new ValidationError('The subscription event is malformed.');
    const data = parsed.data.data;
    // The plan item, and Pro's extra seats as the seat item's quantity (an absolute figure, so a retried
    // or reordered delivery can never count a seat twice: the subscription's ordering keeps the newest).
    const planItem = data.items.find((i) => priceKeyForPriceId(deps.priceIds, i.price.id)) ?? data.items[0];
    const priceId = planItem?.price.id ?? '';
    const extraSeats = data.items
      .filter((i) => isSeatPriceId(deps.priceIds, i.price.id))
      .reduce((sum, i) => sum + (i.quantity ?? 1), 0);
    const priceKey = priceKeyForPriceId(deps.priceIds, priceId);
    const userId = data.custom_data?.userId;
    if (!priceKey || !userId) {
      deps.log.info('billing webhook ignored', {
        eventId,
        eventType,
        reason: priceKey ? 'no user' : 'unknown price',
      });
      const fresh = await recordBillingEvent(deps.db, { eventId, eventType, occurredAt }, now);
      return { received: true, outcome: fresh ? 'ignored' : 'duplicate' };
    }
    const cancelAtPeriodEnd = data.scheduled_change?.action === 'cancel';
    const outcome = await applySubscriptionEvent(
      deps.db,
      {
        eventId,
        eventType,
        occurredAt,
        userId,
        subscriptionId: data.id,
        customerId: data.customer_id,
        status: data.status,
        plan: planOfPriceKey(priceKey),
        priceKey,
        priceId,
        nextBillingDate: data.next_billed_at ?? data.current_billing_period?.ends_at ?? null,
        cancelAtPeriodEnd,
        periodStartsAt: data.current_billing_period?.starts_at ?? null,
        extraSeats,
      },
      now,
    );
    deps.log.info('billing webhook', { eventId, eventType, outcome, subscriptionId: data.id });
    if (outcome === 'applied') await checkOneLiveSubscription(deps, userId, eventId, now);
    return { received: true, outcome };
  }

  if (isOneOf(TRANSACTION_EVENT_TYPES, eventType)) {
    const parsed = transactionEventSchema.safeParse(json);
    if (!parsed.success) throw new ValidationError('The transaction event is malformed.');
    // The plan follows the subscription events; a transaction is noted (deduplicated) and logged.
    const fresh = await recordBillingEvent(deps.db, { eventId, eventType, occurredAt }, now);
    deps.log.info('billing transaction', {
      eventId,
      eventType,
      transactionId: parsed.data.data.id,
      subscriptionId: parsed.data.data.subscription_id ?? null,
    });
    return { received: true, outcome: fresh ? 'applied' : 'duplicate' };
  }

  const fresh = await recordBillingEvent(deps.db, { eventId, eventType, occurredAt }, now);
  return { received: true, outcome: fresh ? 'ignored' : 'duplicate' };
}

/** Counts the user's live subscriptions after an applied event; more than one is recorded and alerted. */
async function checkOneLiveSubscription(
  deps: BillingDeps,
  userId: string,
  eventId: string,
  now: Date,
): Promise<void> {
  const live = await liveSubscriptionsOf(deps.db, userId);
  if (live.length <= 1) {
    await setLiveSubscriptionIds(deps.db, userId, null);
    return;
  }
  await setLiveSubscriptionIds(
    deps.db,
    userId,
    live.map((s) => s.subscriptionId),
  );
  const first = await recordDuplicateSubscriptions(deps.db, { userId, subscriptions: live, eventId }, now);
  deps.log.error('billing: more than one live subscription for one customer', {
    userId,
    eventId,
    subscriptionIds: live.map((s) => s.subscriptionId),
    firstSeen: first,
  });
  if (first) deps.metrics.count(BUSINESS_METRICS.duplicateSubscriptions);
}
