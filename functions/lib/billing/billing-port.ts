/** The billing provider as the use cases see it (Paddle Billing in the cloud, its stand-in locally). */
export interface BillingPort {
  /** A checkout (Paddle transaction) for one price, carrying our user id in its custom data. */
  createCheckout(input: {
    priceId: string;
    userId: string;
    customerId: string | null;
  }): Promise<{ transactionId: string; checkoutUrl: string | null }>;
  /** A portal session for a customer; returns the URL to open. */
  createPortalSession(input: { customerId: string; subscriptionIds: string[] }): Promise<{ url: string }>;
  /** Cancels a subscription at once (account deletion). */
  cancelSubscriptionNow(subscriptionId: string): Promise<void>;
}
