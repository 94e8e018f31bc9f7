/**
 * Delete Account: the password is checked again; the subscription is cancelled at once (no further charge);
 * the profile is marked and the erasure job queued. Everything else (items, objects, the user-pool user)
 * is the job's, which survives a crash half-way. A repeated request re-queues the job (it is idempotent).
 */
import { ForbiddenError, NotFoundError } from '../../../shared/errors/app-error';
import { SETTINGS_MESSAGES } from '../../../shared/messages/settings-messages';
import { markDeletionRequested } from '../../lib/db/account-repository';
import { getProfile } from '../../lib/db/profile-repository';
import type { DeleteAccountDeps } from './account-ports';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';

export async function deleteAccount(
  deps: DeleteAccountDeps,
  input: { userId: string; password: string },
): Promise<{ status: 'deleting' }> {
  const profile = await getProfile(deps.db, input.userId);
  if (!profile) throw new NotFoundError(PROJECT_MESSAGES.profileNotFound);
  if (!(await deps.userPool.passwordMatches(profile.email, input.password))) {
    throw new ForbiddenError(SETTINGS_MESSAGES.currentPasswordIncorrect);
  }
  if (profile.subscriptionId && profile.subscriptionStatus && profile.subscriptionStatus !== 'canceled') {
    await deps.billing().cancelSubscriptionNow(profile.subscriptionId);
  }
  await markDeletionRequested(deps.db, input.userId, deps.clock.now().toISOString());
  await deps.erasureQueue.send({ userId: input.userId, email: profile.email });
  return { status: 'deleting' };
}
