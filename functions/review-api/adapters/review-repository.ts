/** The review use cases' repository port over the data layer (functions/lib/db): every key lives there. */
import { NotFoundError } from '../../../shared/errors/app-error';
import { approveVideo } from '../../lib/db/approval-repository';
import type { DbPort } from '../../lib/db/db-port';
import { submitNoteBatch } from '../../lib/db/note-repository';
import { getProfile } from '../../lib/db/profile-repository';
import {
  getProjectByShareToken,
  getProjectWhole,
  updateProjectStatus,
} from '../../lib/db/project-repository';
import type { ReviewRepository } from '../../use-cases/review/review-ports';

export function dynamoReviewRepository(db: DbPort): ReviewRepository {
  return {
    async projectIdForToken(token) {
      const project = await getProjectByShareToken(db, token);
      return project?.id ?? null;
    },
    async loadProject(projectId) {
      try {
        return await getProjectWhole(db, projectId);
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
    storeNoteBatch: (input) =>
      submitNoteBatch(db, {
        projectId: input.projectId,
        batchId: input.batchId,
        notes: input.notes,
        needsChangesVideoIds: input.videoIds,
        now: input.now,
      }),
    async approveVideo(input) {
      const result = await approveVideo(db, input);
      return { created: result.created, approvedVideosCount: result.approvedVideosCount };
    },
    setProjectStatus: (input) => updateProjectStatus(db, input.project, input.status, input.now),
    async ownerContact(userId) {
      const profile = await getProfile(db, userId);
      if (!profile || !profile.email) return null;
      return { email: profile.email, name: profile.displayName ?? profile.fullName };
    },
  };
}
