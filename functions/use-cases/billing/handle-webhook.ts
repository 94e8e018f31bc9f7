/**
 * The Paddle webhook: verify the signature on the raw body first (401 and nothing changed otherwise), then
 * act on subscription events in one transaction each (deduplicated on event_id, ordered per subscription by
 * occurred_at), note transaction events, and acknowledge everything else. Answers without calling Paddle.
 */
import type { WebhookOutcome } from '../../../shared/api/endpoints/billing';
import { UnauthorizedError, ValidationError } from '../../../shared/errors/app-error';
import { BILLING_MESSAGES } from '../../../shared/messages/billing-messages';
import { planForPriceId } from '../../lib/billing/billing-config';
import {
  anyEventSchema,
  subscriptionEventSchema,
  SUBSCRIPTION_EVENT_TYPES,
  transactionEventSchema,
  TRANSACTION_EVENT_TYPES,
} from '../../lib/billing/paddle-events';
import { verifySignature } from '../../lib/billing/paddle-signature';
import { applySubscriptionEvent, recordBillingEvent } from '../../lib/db/billing-repository';
import type { BillingDeps } from './billing-ports';

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
    const priceId = data.items[0]?.price.id ?? '';
    const plan = planForPriceId(deps.priceIds, priceId);
    const userId = data.custom_data?.userId;
    if (!plan || !userId) {
      deps.log.info('billing webhook ignored', {
        eventId,
        eventType,
        reason: plan ? 'no user' : 'unknown price',
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
        plan,
        priceId,
        nextBillingDate: data.next_billed_at ?? data.current_billing_period?.ends_at ?? null,
        cancelAtPeriodEnd,
      },
      now,
    );
    deps.log.info('billing webhook', { eventId, eventType, outcome, subscriptionId: data.id });
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
