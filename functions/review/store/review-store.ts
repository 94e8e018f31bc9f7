/**
 * The review port over DynamoDB: a share token's admission, the client's note batches and video approvals,
 * stored as the review use cases built them (the project's items are the projects store's access patterns).
 */
import { REVIEW_PASSWORD_LIMITS } from '../../../shared/domain/review-password';
import type { DbPort } from '../../platform/db/db-port';
import { rateWindowRepository } from '../../platform/db/rate-window-repository';
import { approveVideo } from '../../projects';
import { submitNoteBatch } from '../../projects';
import { admitShareToken, updateProjectStatus } from '../../projects';
import { loadAggregate } from '../../projects';
import { recordFirstOpen, uncountOpen } from '../../projects';
import type { ReviewRepository } from '../ports';
import { snapshotCache } from './snapshot-cache';

/** The review port: a share token's project, the client's note batches and video approvals. */
export function reviewRepository(
  db: DbPort,
  rateLimit: { writesPerLinkPerWindow: number; windowSeconds: number },
  options: { snapshotCacheSeconds?: number; nowMs?: () => number } = {},
): ReviewRepository {
  const passwordAttempts = rateWindowRepository(db, {
    limit: REVIEW_PASSWORD_LIMITS.attemptsPerWindow,
    windowSeconds: REVIEW_PASSWORD_LIMITS.windowSeconds,
  });
  const snapshots = snapshotCache({
    ttlMs: (options.snapshotCacheSeconds ?? 0) * 1000,
    nowMs: options.nowMs ?? Date.now,
    read: (projectId, fresh) => loadAggregate(db, projectId, { consistent: fresh }),
  });
  return {
    async admit(token, now, { write = false, countOpen = false } = {}) {
      const admission = await admitShareToken(db, token, now, rateLimit.windowSeconds, {
        countOpen,
        countRequest: write,
      });
      if (!admission) return null;
      const allowed = !write || admission.count <= rateLimit.writesPerLinkPerWindow;
      const nowSeconds = Math.floor(now.getTime() / 1000);
      return {
        projectId: admission.projectId,
        allowed,
        retryAfterSeconds: allowed ? 0 : Math.max(1, admission.windowEnd - nowSeconds),
        linkNoteCount: admission.linkNoteCount,
        openCount: admission.openCount,
        firstOpenNotified: admission.firstOpenNotified,
        passwordHash: admission.passwordHash,
      };
    },
    consumePasswordAttempt: (token, now) => passwordAttempts.consume(`review-password:${token}`, now),
    recordFirstOpen: (token, event) => recordFirstOpen(db, token, event),
    uncountOpen: (token) => uncountOpen(db, token),
    loadProject: (projectId, load) => snapshots.load(projectId, load),
    storeNoteBatch: (input) =>
      submitNoteBatch(db, {
        projectId: input.projectId,
        batchId: input.batchId,
        notes: input.notes,
        needsChangesVideoIds: input.videoIds,
        now: input.now,
        ...(input.snapshot ? { videos: input.snapshot.videos } : {}),
        ...(input.snapshot && input.status
          ? { status: { project: input.snapshot.project, to: input.status } }
          : {}),
        ...(input.caps ? { caps: input.caps } : {}),
        ...(input.events ? { events: input.events } : {}),
      }),
    async approveVideo(input) {
      const result = await approveVideo(db, input);
      return { created: result.created, approvedVideosCount: result.approvedVideosCount };
    },
    setProjectStatus: (input) =>
      updateProjectStatus(db, input.project, input.status, input.now, input.events),
  };
}
