/**
 * The billing port on the Paddle Node SDK. `environment` is 'sandbox' or 'production' in the cloud; locally
 * it is the stand-in's base URL (the SDK uses any URL it is given as its API base).
 */
import {
  ApiError,
  Environment,
  Paddle,
  type ProrationBillingMode,
  type Subscription,
  type SubscriptionPreview,
} from '@paddle/paddle-node-sdk';
import type { PlanChangeBilling } from '../../../shared/domain/plan-change';
import { ConflictError } from '../../../shared/errors/app-error';
import { BILLING_MESSAGES } from '../../../shared/messages/billing-messages';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../../shared/domain/subscription';
import type { SecretText } from '../../platform/aws/cached-secret';
import type { BillingPort, PlanChangeQuote, PlanChangeRequest, ProviderSubscription } from './billing-port';

/**
 * How a change is billed in Paddle's terms. 'now': prorated to the minute and collected at once; if the
 * card fails the change is not made (`prevent_change`), so nobody gets a plan they did not pay for.
 * 'next_renewal': `full_next_billing_period`: Paddle swaps the items but bills nothing now and credits
 * nothing; the next renewal is the new price in full. The customer keeps the plan paid for this period
 * (our pending plan change, applied by the renewal's webhook), so crediting the unused time would pay them
 * back for time they still use.
 */
const PRORATION: Record<PlanChangeBilling, ProrationBillingMode> = {
  now: 'prorated_immediately',
  next_renewal: 'full_next_billing_period',
};

const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'paused'] as const;

function statusOf(status: string): SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(status)
    ? (status as SubscriptionStatus)
    : 'canceled';
}

const minor = (amount: string | undefined | null): number => {
  const n = Number(amount ?? '0');
  return Number.isFinite(n) ? Math.round(n) : 0;
};

function toProviderSubscription(sub: Subscription): ProviderSubscription {
  return {
    id: sub.id,
    customerId: sub.customerId,
    status: statusOf(sub.status),
    priceId: sub.items[0]?.price.id ?? '',
    scheduledChange: sub.scheduledChange
      ? { action: sub.scheduledChange.action, effectiveAt: sub.scheduledChange.effectiveAt }
      : null,
    nextBilledAt: sub.nextBilledAt,
    nextCharge: sub.nextTransaction
      ? {
          amount: minor(sub.nextTransaction.details.totals.grandTotal),
          currencyCode: sub.currencyCode,
          date: sub.nextTransaction.billingPeriod.startsAt,
        }
      : null,
  };
}

function toQuote(preview: SubscriptionPreview): PlanChangeQuote {
  const next = preview.nextTransaction;
  return {
    currencyCode: preview.currencyCode,
    chargeNow: minor(preview.immediateTransaction?.details.totals.grandTotal),
    credit: minor(preview.updateSummary?.credit.amount),
    next: next ? { amount: minor(next.details.totals.grandTotal), date: next.billingPeriod.startsAt } : null,
  };
}

/** Paddle answered a change with an error (a declined card, a refused mode): the plan stays as it is. */
async function refusedAsConflict<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // A refused API key is an operations fault (a 5xx), not the customer's change being refused.
    if (error instanceof ApiError && !isApiKeyRefused(error)) {
      throw new ConflictError(BILLING_MESSAGES.providerRefusedChange);
    }
    throw error;
  }
}

/** Paddle's error codes for an API key it does not accept (missing, malformed, unknown, revoked, or not allowed). */
const KEY_REFUSED_CODES = new Set([
  'authentication_missing',
  'authentication_malformed',
  'invalid_token',
  'forbidden',
]);

export function isApiKeyRefused(error: unknown): boolean {
  return error instanceof ApiError && KEY_REFUSED_CODES.has(error.code);
}

export function paddleBilling(options: { apiKey: SecretText; environment: string }): BillingPort {
  let client: Promise<Paddle> | undefined;
  const paddle = (fresh: boolean) => {
    if (fresh) client = undefined;
    client ??= options.apiKey(fresh ? { fresh } : {}).then((key) => {
      const environment =
        options.environment === 'production'
          ? Environment.production
          : options.environment === 'sandbox'
            ? Environment.sandbox
            : // A URL: the SDK treats an unknown environment as its base URL (the local stand-in).
              (options.environment as Environment);
      return new Paddle(key, { environment });
    });
    client.catch(() => (client = undefined));
    return client;
  };
  const itemsBody = (input: PlanChangeRequest) => ({
    // Paddle replaces the items with the list given: the seat item goes with every change that keeps it.
    items: [
      { priceId: input.priceId, quantity: 1 },
      ...(input.seats && input.seats.quantity > 0
        ? [{ priceId: input.seats.priceId, quantity: input.seats.quantity }]
        : []),
    ],
    prorationBillingMode: PRORATION[input.billing],
    ...(input.billing === 'now' ? { onPaymentFailure: 'prevent_change' as const } : {}),
  });
  // A refused key is read again at once and the call made once more: ops replacing the placeholder key
  // (or rotating it) must not wait for the secret cache's age.
  const call = async <T>(run: (p: Paddle) => Promise<T>): Promise<T> => {
    try {
      return await run(await paddle(false));
    } catch (error) {
      if (!isApiKeyRefused(error)) throw error;
      return run(await paddle(true));
    }
  };
  return {
    async createCheckout({ priceId, userId, customerId }) {
      const transaction = await call((p) =>
        p.transactions.create({
          items: [{ priceId, quantity: 1 }],
          customData: { userId },
          ...(customerId ? { customerId } : {}),
        }),
      );
      return { transactionId: transaction.id, checkoutUrl: transaction.checkout?.url ?? null };
    },
    async createPortalSession({ customerId, subscriptionIds }) {
      const session = await call((p) => p.customerPortalSessions.create(customerId, subscriptionIds));
      return { url: session.urls.general.overview };
    },
    async cancelSubscriptionNow(subscriptionId) {
      await call((p) => p.subscriptions.cancel(subscriptionId, { effectiveFrom: 'immediately' }));
    },
    async getSubscription(subscriptionId) {
      return toProviderSubscription(
        await call((p) => p.subscriptions.get(subscriptionId, { include: ['next_transaction'] })),
      );
    },
    async liveSubscriptions(customerId) {
      return call(async (p) => {
        const collection = p.subscriptions.list({
          customerId: [customerId],
          status: [...LIVE_STATUSES],
          perPage: 50,
        });
        const found: ProviderSubscription[] = [];
        for await (const sub of collection) found.push(toProviderSubscription(sub));
        return found;
      });
    },
    async removeScheduledChange(subscriptionId) {
      await refusedAsConflict(() =>
        call((p) => p.subscriptions.update(subscriptionId, { scheduledChange: null })),
      );
    },
    async previewPlanChange(input) {
      return toQuote(
        await refusedAsConflict(() =>
          call((p) => p.subscriptions.previewUpdate(input.subscriptionId, itemsBody(input))),
        ),
      );
    },
    async changePlan(input) {
      await refusedAsConflict(() =>
        call((p) => p.subscriptions.update(input.subscriptionId, itemsBody(input))),
      );
    },
  };
}
