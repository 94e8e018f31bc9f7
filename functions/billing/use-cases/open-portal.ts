/** A billing portal session for the caller's own Paddle customer (none before the first purchase). */
import { ConflictError, NotFoundError } from '../../../shared/errors/app-error';
import { BILLING_MESSAGES } from '../../../shared/messages/billing-messages';
import { readProfile as getProfile } from '../../projects';
import type { BillingDeps } from '../ports';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';

export async function openBillingPortal(
  deps: Pick<BillingDeps, 'db' | 'billing'>,
  input: { userId: string },
): Promise<{ url: string }> {
  const profile = await getProfile(deps.db, input.userId);
  if (!profile) throw new NotFoundError(PROJECT_MESSAGES.profileNotFound);
  if (!profile.paddleCustomerId) throw new ConflictError(BILLING_MESSAGES.noBillingAccount);
  return deps.billing.createPortalSession({
    customerId: profile.paddleCustomerId,
    subscriptionIds: profile.subscriptionId ? [profile.subscriptionId] : [],
  });
}
