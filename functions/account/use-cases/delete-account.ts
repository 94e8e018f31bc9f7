/**
 * Delete Account: the password is checked again; the subscription is cancelled at once (no further charge);
 * the profile is marked and the account's tombstone written (one transaction: from then on every token of
 * the user gets 401), then the erasure job is queued. Everything else (items, objects, the user-pool user)
 * is the job's, which survives a crash half-way. When the job cannot be queued the mark and the tombstone
 * are withdrawn, so the owner is not locked out of an account no job will erase, and can ask again.
 */
import { ConflictError, ForbiddenError, NotFoundError } from '../../../shared/errors/app-error';
import { WORKSPACE_MESSAGES } from '../../../shared/messages/workspace-messages';
import { listWorkspacesOf } from '../../workspaces';
import { SETTINGS_MESSAGES } from '../../../shared/messages/settings-messages';
import { markDeletionRequested, withdrawDeletionRequest } from '../store/account-repository';
import { readProfile as getProfile } from '../../projects';
import type { DeleteAccountDeps } from '../ports';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';

/**
 * The Owner of a workspace with other members cannot vanish from under them: ownership is transferred
 * first, or the Owner says plainly that the workspace goes with the account (its projects for everyone).
 */
async function refuseWhileOwningATeam(
  deps: DeleteAccountDeps,
  input: { userId: string; deleteWorkspace?: boolean | undefined },
): Promise<void> {
  if (input.deleteWorkspace) return;
  const owned = (await listWorkspacesOf(deps.db, input.userId)).find(
    ({ member, workspace }) => member.role === 'owner' && workspace.memberCount > 1,
  );
  if (owned) {
    throw new ConflictError(WORKSPACE_MESSAGES.ownerMustTransfer(owned.workspace.memberCount));
  }
}

export async function deleteAccount(
  deps: DeleteAccountDeps,
  input: { userId: string; password: string; deleteWorkspace?: boolean | undefined },
): Promise<{ status: 'deleting' }> {
  const profile = await getProfile(deps.db, input.userId);
  if (!profile) throw new NotFoundError(PROJECT_MESSAGES.profileNotFound);
  if (!(await deps.userPool.passwordMatches(profile.email, input.password))) {
    throw new ForbiddenError(SETTINGS_MESSAGES.currentPasswordIncorrect);
  }
  await refuseWhileOwningATeam(deps, input);
  if (profile.subscriptionId && profile.subscriptionStatus && profile.subscriptionStatus !== 'canceled') {
    await deps.billing().cancelSubscriptionNow(profile.subscriptionId);
  }
  const first = await markDeletionRequested(deps.db, input.userId, deps.clock.now());
  try {
    await deps.erasureQueue.send({ userId: input.userId, email: profile.email });
  } catch (error) {
    if (first) await withdrawDeletionRequest(deps.db, input.userId);
    throw error;
  }
  return { status: 'deleting' };
}
