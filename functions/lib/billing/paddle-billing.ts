/**
 * The billing port on the Paddle Node SDK. `environment` is 'sandbox' or 'production' in the cloud; locally
 * it is the stand-in's base URL (the SDK uses any URL it is given as its API base).
 */
import { ApiError, Environment, Paddle } from '@paddle/paddle-node-sdk';
import type { SecretText } from '../aws/cached-secret';
import type { BillingPort } from './billing-port';

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
  };
}
