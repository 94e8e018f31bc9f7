/**
 * The erasure job of one account, in an order that survives a crash anywhere: first every object (found
 * through the owner's projects, which are still there), then every item (projects last, see
 * erase-user-data.ts), then the user-pool user. Each step is idempotent, so the queue's retry finishes it.
 */
import { avatarPrefix, deletePrefix } from '../../lib/account/erase-user-objects';
import { eraseUserData } from '../../lib/db/erase-user-data';
import { listAllProjectsByOwner } from '../../lib/db/project-repository';
import { mediaKeys } from '../../lib/media/media-keys';
import type { EraseAccountDeps, ErasureJob } from './account-ports';

export async function eraseAccount(
  deps: EraseAccountDeps,
  job: ErasureJob,
): Promise<{ objects: number; items: number }> {
  let objects = await deletePrefix(deps.s3, deps.bucket, avatarPrefix(job.userId));
  const projects = await listAllProjectsByOwner(deps.db, job.userId);
  for (const project of projects) {
    for (const prefix of mediaKeys.projectPrefixes(project.id)) {
      objects += await deletePrefix(deps.s3, deps.bucket, prefix);
    }
  }
  const erased = await eraseUserData(deps.db, job.userId);
  await deps.userPool.deleteUser(job.email);
  deps.log.info('account erased', {
    userId: job.userId,
    objects,
    items: erased.items,
    projects: erased.projects,
  });
  return { objects, items: erased.items };
}
