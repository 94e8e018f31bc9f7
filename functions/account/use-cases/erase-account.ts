/**
 * The erasure job of one account, in an order that survives a crash anywhere: the account's tombstone
 * first (the request wrote it already; a job queued any other way still closes the account), then every
 * object (the avatar, the workspace's logos, and the media found through the owner's projects, which are
 * still there), every item but the tombstone
 * (projects last, see erase-user-data.ts), the user-pool user, and the tombstone again last, so it outlives
 * the user's last token by its whole TTL. Each step is idempotent, so the queue's retry finishes it.
 */
import { avatarPrefix } from '../adapters/erase-user-objects';
import { writeAccountTombstone } from '../store/account-repository';
import { eraseUserData } from '../store/erase-user-data';
import { listAllProjectsByOwner } from '../../projects';
import { mediaKeys } from '../../media';
import { logoPrefixes } from '../../branding';
import { accountWorkspaceId } from '../../../shared/domain/workspace';
import type { EraseAccountDeps, ErasureJob } from '../ports';

export async function eraseAccount(
  deps: EraseAccountDeps,
  job: ErasureJob,
): Promise<{ objects: number; items: number }> {
  await writeAccountTombstone(deps.db, job.userId, deps.clock.now());
  let objects = await deps.objects.deletePrefix(avatarPrefix(job.userId));
  // The account's workspace's logos; its brand item goes with the workspace's items (erase-user-data.ts).
  for (const prefix of logoPrefixes(accountWorkspaceId(job.userId)))
    objects += await deps.objects.deletePrefix(prefix);
  const projects = await listAllProjectsByOwner(deps.db, job.userId);
  for (const project of projects) {
    for (const prefix of mediaKeys.projectPrefixes(project.id)) {
      objects += await deps.objects.deletePrefix(prefix);
    }
  }
  const erased = await eraseUserData(deps.db, job.userId);
  // By e-mail AND user id: a retried job must not delete someone who signed up again with the address.
  await deps.userPool.deleteUser(job.email, job.userId);
  await writeAccountTombstone(deps.db, job.userId, deps.clock.now());
  deps.log.info('account erased', {
    userId: job.userId,
    objects,
    items: erased.items,
    projects: erased.projects,
  });
  return { objects, items: erased.items };
}
