/**
 * Starts a purchase: the price id comes from server config for the requested price key; the caller's id
 * travels in the checkout's custom data (the webhook reads it back). Nothing changes on our side here.
 */
import type { PriceKey } from '../../../shared/domain/plans';
import { NotFoundError } from '../../../shared/errors/app-error';
import { getProfile } from '../../lib/db/profile-repository';
import type { BillingDeps } from './billing-ports';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';

export async function startCheckout(
  deps: Pick<BillingDeps, 'db' | 'billing' | 'priceIds'>,
  input: { userId: string; priceKey: PriceKey },
): Promise<{ transactionId: string; checkoutUrl: string | null }> {
  const profile = await getProfile(deps.db, input.userId);
  if (!profile) throw new NotFoundError(PROJECT_MESSAGES.profileNotFound);
  return deps.billing.createCheckout({
    priceId: deps.priceIds[input.priceKey],
    userId: input.userId,
    customerId: profile.paddleCustomerId,
  });
}
