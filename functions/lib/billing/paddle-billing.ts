/**
 * The billing port on the Paddle Node SDK. `environment` is 'sandbox' or 'production' in the cloud; locally
 * it is the stand-in's base URL (the SDK uses any URL it is given as its API base).
 */
import { Environment, Paddle } from '@paddle/paddle-node-sdk';
import type { BillingPort } from './billing-port';

export function paddleBilling(options: { apiKey: () => Promise<string>; environment: string }): BillingPort {
  let client: Promise<Paddle> | undefined;
  const paddle = () => {
    client ??= options.apiKey().then((key) => {
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
  return {
    async createCheckout({ priceId, userId, customerId }) {
      const transaction = await (
        await paddle()
      ).transactions.create({
        items: [{ priceId, quantity: 1 }],
        customData: { userId },
        ...(customerId ? { customerId } : {}),
      });
      return { transactionId: transaction.id, checkoutUrl: transaction.checkout?.url ?? null };
    },
    async createPortalSession({ customerId, subscriptionIds }) {
      const session = await (await paddle()).customerPortalSessions.create(customerId, subscriptionIds);
      return { url: session.urls.general.overview };
    },
    async cancelSubscriptionNow(subscriptionId) {
      await (await paddle()).subscriptions.cancel(subscriptionId, { effectiveFrom: 'immediately' });
    },
  };
}
