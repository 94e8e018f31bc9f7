/**
 * A popular review link: many viewers at once are all answered (reads are limited per viewer, never per
 * link), one viewer looping on a link is refused alone, and a link's writes have a limit of their own. The
 * review-api handler runs as behind CloudFront (test/support/review-api-behind-edge.ts), so each simulated
 * viewer has its own trusted address, against the local system's table.
 */
import { describe, expect, it } from 'vitest';
import { getLinkOpens } from '../../../functions/projects/store/review-link-repository';
import { buildReviewApiDeps } from '../../../functions/review-api/deps';
import { reviewRepository } from '../../../functions/review/store/review-store';
import {
  approveReviewVideo,
  getReview,
  listReviewNotes,
  REVIEW_LIMITS,
} from '../../../shared/api/endpoints/review';
import { reviewApiBehindEdge, viewerAddressOf } from '../../support/review-api-behind-edge';
import { createReviewFixture } from './review-fixture';

describe('a popular review link', () => {
  it('answers 150 viewers opening it within seconds (the old per-link limit was 60 a minute) and counts each open', async () => {
    const f = await createReviewFixture({ videoCount: 2 });
    // As in the cloud: the container keeps the project's payload a few seconds for the next viewers.
    const call = reviewApiBehindEdge(() =>
      buildReviewApiDeps({
        reviews: reviewRepository(f.db, REVIEW_LIMITS, {
          snapshotCacheSeconds: REVIEW_LIMITS.cloudSnapshotCacheSeconds,
        }),
      }),
    );
    const viewers = 150;
    const versionId = f.videos[0]!.versionId;
    const statuses: number[] = [];
    // Waves of 25 viewers at once, each opening the review and then its first note page.
    for (let wave = 0; wave < viewers; wave += 25) {
      const answers = await Promise.all(
        Array.from({ length: 25 }, async (_, i) => {
          const viewer = viewerAddressOf(wave + i + 1);
          const opened = await call(getReview, { viewer, params: { token: f.token } });
          const page = await call(listReviewNotes, { viewer, params: { token: f.token, versionId } });
          return [opened.status, page.status];
        }),
      );
      statuses.push(...answers.flat());
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(statuses).toHaveLength(viewers * 2);
    // One open per viewer; the note pages wrote nothing on the link.
    expect((await getLinkOpens(f.db, f.token)).count).toBe(viewers);
  }, 120_000);

  it("limits one viewer looping on a link with 429 and Retry-After, while the link's other viewers are answered", async () => {
    const f = await createReviewFixture({ videoCount: 1, stored: false });
    const call = reviewApiBehindEdge();
    const abuser = viewerAddressOf(60_001);
    const statuses: number[] = [];
    let retryAfter = '';
    for (let i = 0; i < REVIEW_LIMITS.viewerBurst + 10; i++) {
      const res = await call(getReview, {
        viewer: abuser,
        params: { token: f.token },
        query: { reread: '1' },
      });
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers['retry-after'] ?? '';
    }
    expect(statuses.slice(0, REVIEW_LIMITS.viewerBurst - 2).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    // The same link, other people: answered.
    for (let n = 1; n <= 5; n++) {
      expect((await call(getReview, { viewer: viewerAddressOf(n), params: { token: f.token } })).status).toBe(
        200,
      );
    }
  });

  it('limits the writes of one link per window, whoever sends them; another link keeps writing', async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const g = await createReviewFixture({ videoCount: 1 });
    // One instant for the whole test: the writes fall in one window of the link's counter.
    const at = new Date();
    const call = reviewApiBehindEdge(() => buildReviewApiDeps({ clock: { now: () => at } }));
    // A write to a video not in the review: admitted (counted in the link's window), then 404.
    const write = (token: string, n: number) =>
      call(approveReviewVideo, {
        viewer: viewerAddressOf(n),
        params: { token, videoId: 'not-in-this-review' },
        body: { versionId: 'not-in-this-review' },
      });
    const statuses: number[] = [];
    // Spread over viewers, so no one viewer's limit is what stops them.
    const total = REVIEW_LIMITS.writesPerLinkPerWindow + 20;
    for (let start = 0; start < total; start += 40) {
      const batch = Array.from({ length: Math.min(40, total - start) }, (_, i) =>
        write(f.token, start + i + 1),
      );
      statuses.push(...(await Promise.all(batch)).map((r) => r.status));
    }
    expect(statuses.filter((s) => s === 404)).toHaveLength(REVIEW_LIMITS.writesPerLinkPerWindow);
    expect(statuses.filter((s) => s === 429)).toHaveLength(total - REVIEW_LIMITS.writesPerLinkPerWindow);
    expect((await write(g.token, 1)).status).toBe(404);
  });
});
