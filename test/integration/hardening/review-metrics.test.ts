/** Metric emission of the client's use cases against the local system (memory metrics through the root's overrides). */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BUSINESS_METRICS } from '../../../shared/config/business-metrics';
import { memoryMetrics } from '../../../functions/platform/runtime/metrics';
import { buildReviewApiDeps } from '../../../functions/review-api/deps';
import { approveReviewVideo } from '../../../functions/review/use-cases/approve-review-video';
import { submitReviewNotes } from '../../../functions/review/use-cases/submit-review-notes';
import { createReviewFixture } from '../review/review-fixture';

describe('business metrics of the review use cases', () => {
  it('NotesSubmitted counts the notes a batch stored (a replay counts nothing); Approvals one per approval', async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const metrics = memoryMetrics();
    const deps = await buildReviewApiDeps({ metrics });
    const video = f.videos[0];
    if (!video) throw new Error('no video');
    const body = {
      batchId: randomUUID(),
      notes: [1, 2, 3].map((i) => ({
        videoId: video.id,
        videoVersionId: video.versionId,
        body: `n${i}`,
        timecodeMs: i * 100,
      })),
    };
    await submitReviewNotes(deps, { token: f.token, sourceIp: '203.0.113.1', body });
    await submitReviewNotes(deps, { token: f.token, sourceIp: '203.0.113.1', body });
    expect(metrics.events).toEqual([[BUSINESS_METRICS.notesSubmitted, 3]]);

    const approval = { versionId: video.versionId, reviewerName: 'Ann' };
    await approveReviewVideo(deps, { token: f.token, videoId: video.id, body: approval });
    await approveReviewVideo(deps, { token: f.token, videoId: video.id, body: approval });
    expect(metrics.counts.get(BUSINESS_METRICS.approvals)).toBe(1);
  });
});
