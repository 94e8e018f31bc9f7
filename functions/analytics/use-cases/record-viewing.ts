/**
 * A batch of what a client watched, from the review page: counted once (by its batch id), only for a live
 * link (the review gate: not archived, not turned off, not expired, password session if any), only while the
 * workspace collects viewing, within the size and rate limits (per viewer and per link) with nothing written
 * when refused. Requests: the gate's two reads, the setting's one, then the store's two.
 */
import type { ViewingBatch, ViewingBatchResponse } from '../../../shared/api/endpoints/analytics';
import {
  batchIdInWindow,
  histogramBucketMs,
  playsIn,
  VIEWING_LIMITS,
  viewingDay,
  watchedBuckets,
  watchedMs,
} from '../../../shared/domain/viewing';
import {
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  ValidationError,
} from '../../../shared/errors/app-error';
import { ANALYTICS_MESSAGES } from '../../../shared/messages/analytics-messages';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages';
import { openAdmittedReview, type ReviewCaller } from '../../review';
import type { ViewingPorts } from '../ports';

export async function recordViewing(
  ports: ViewingPorts,
  input: ReviewCaller & { token: string; batch: ViewingBatch },
): Promise<ViewingBatchResponse & { requests?: number }> {
  const { batch } = input;
  const now = ports.clock.now();
  if (
    batch.events.length > VIEWING_LIMITS.eventsPerBatch ||
    batch.ranges.length > VIEWING_LIMITS.rangesPerBatch ||
    batch.ranges.some(([start, end]) => end < start) ||
    watchedMs(batch.ranges) > VIEWING_LIMITS.watchedMsPerBatch ||
    new TextEncoder().encode(JSON.stringify(batch)).length > VIEWING_LIMITS.batchBytes
  ) {
    throw new PayloadTooLargeError(ANALYTICS_MESSAGES.batchTooLarge);
  }
  if (!batchIdInWindow(batch.batchId, now)) {
    throw new ValidationError(ANALYTICS_MESSAGES.batchTooOld, { batchId: ANALYTICS_MESSAGES.batchTooOld });
  }
  const token = input.token.trim();
  for (const [limiter, key] of [
    [ports.viewingLimits.viewer, `${token}|${batch.viewerId}`],
    [ports.viewingLimits.link, token],
  ] as const) {
    const turn = limiter.consume(key, now.getTime());
    if (!turn.allowed) throw new RateLimitedError(COMMON_MESSAGES.rateLimitTryAgain, turn.retryAfterSeconds);
  }

  const { snapshot } = await openAdmittedReview(ports, token, {
    session: input.session,
    viewer: input.viewer,
  });
  const version = snapshot.versions.find((v) => v.id === batch.versionId && v.videoId === batch.videoId);
  const video = snapshot.videos.find((v) => v.id === batch.videoId);
  if (!version || !video) throw new NotFoundError(ANALYTICS_MESSAGES.videoNotInReview);
  if (!(await ports.viewing.collectsViewing(snapshot.project.userId))) return { result: 'off' };

  const durationMs = version.durationMs ?? null;
  const bucketMs = histogramBucketMs(durationMs);
  const outcome = await ports.viewing.recordBatch({
    batchId: batch.batchId,
    projectId: snapshot.project.id,
    videoId: batch.videoId,
    versionId: batch.versionId,
    viewerId: batch.viewerId,
    day: viewingDay(now),
    bucketMs,
    buckets: watchedBuckets(batch.ranges, bucketMs, durationMs),
    watchedMs: watchedMs(batch.ranges),
    plays: playsIn(batch.events),
    completed: batch.events.some((e) => e.type === 'ended'),
    open: batch.open === true,
    reviewerName: batch.reviewerName ?? null,
    now,
  });
  return { result: outcome.result, requests: outcome.requests };
}
