/**
 * Starts a purchase: the price id comes from server config for the requested price key; the caller's id
 * travels in the checkout's custom data (the webhook reads it back). Nothing changes on our side here.
 * Only a customer without a live subscription gets a checkout (a customer has at most one): one that has
 * one, by our webhook record or by the billing provider's own list (a webhook may still be on its way), is
 * refused with 409 and changes plan on that subscription instead.
 */
import { isLiveSubscription } from '../../../shared/domain/plan-change';
import type { PriceKey } from '../../../shared/domain/plans';
import { ConflictError, NotFoundError } from '../../../shared/errors/app-error';
import { BILLING_MESSAGES } from '../../../shared/messages/billing-messages';
import { readProfile as getProfile } from '../../projects';
import type { BillingDeps } from '../ports';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';

export async function startCheckout(
  deps: Pick<BillingDeps, 'db' | 'billing' | 'priceIds'>,
  input: { userId: string; priceKey: PriceKey },
): Promise<{ transactionId: string; checkoutUrl: string | null }> {
  const profile = await getProfile(deps.db, input.userId);
  if (!profile) throw new NotFoundError(PROJECT_MESSAGES.profileNotFound);
  if (profile.subscriptionId && isLiveSubscription(profile.subscriptionStatus)) {
    throw new ConflictError(BILLING_MESSAGES.liveSubscriptionExists);
  }
  if (profile.paddleCustomerId) {
    const live = await deps.billing.liveSubscriptions(profile.paddleCustomerId);
    if (live.length > 0) throw new ConflictError(BILLING_MESSAGES.liveSubscriptionExists);
  }
  return deps.billing.createCheckout({
    priceId: deps.priceIds[input.priceKey],
    userId: input.userId,
    customerId: profile.paddleCustomerId,
  });
}
