/**
 * The review link's opens in the project's activity, through the real review-api handler against DynamoDB
 * Local: an open (the page's first viewing batch of a visit) is recorded once per viewer per link per hour,
 * by the name the reviewer gave or as 'a client'; the same viewer's further opens within the hour, and
 * batches that are no open, write no entry; the next hour records the viewer again.
 */
import { randomUUID } from 'node:crypto';
import { monotonicFactory } from 'ulid';
import { describe, expect, it } from 'vitest';
import { buildReviewApiDeps } from '../../../functions/review-api/deps';
import { listProjectActivity } from '../../../functions/projects/store/activity-page';
import { recordViewing, type ViewingBatch } from '../../../shared/api/endpoints/analytics';
import { ACTIVITY_MESSAGES } from '../../../shared/messages/activity-messages';
import { reviewApiBehindEdge, viewerAddressOf } from '../../support/review-api-behind-edge';
import { createReviewFixture } from '../review/review-fixture';

const nextUlid = monotonicFactory();
const HOUR_MS = 3600_000;

describe('link opens in the project activity', () => {
  it('records each viewer’s open once an hour, named or as a client', async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    // The top of an hour plus a minute: the later opens stay inside the same hour.
    let now = Math.floor(Date.now() / HOUR_MS) * HOUR_MS + 60_000;
    const clock = { now: () => new Date(now) };
    const call = reviewApiBehindEdge(() => buildReviewApiDeps({ clock }));
    const video = f.videos[0]!;
    const send = async (batch: Pick<ViewingBatch, 'viewerId'> & Partial<ViewingBatch>, address: number) => {
      const out = await call(recordViewing, {
        viewer: viewerAddressOf(address),
        params: { token: f.token },
        body: {
          batchId: nextUlid(now),
          videoId: video.id,
          versionId: video.versionId,
          events: [],
          ranges: [],
          ...batch,
        },
      });
      expect(out.body).toEqual({ result: 'stored' });
    };
    const activity = async () =>
      (await listProjectActivity(f.db, { projectId: f.projectId, limit: 50 })).items.map((a) => [
        a.kind,
        ACTIVITY_MESSAGES.actor(a),
        a.at,
      ]);

    const ana = randomUUID();
    const unnamed = randomUUID();
    await send({ viewerId: ana, open: true, reviewerName: 'Ana Client' }, 11);
    const anaAt = new Date(now).toISOString();
    now += 5 * 60_000;
    // Ana reopens the page and keeps watching: neither writes another entry this hour.
    await send({ viewerId: ana, open: true, reviewerName: 'Ana Client' }, 11);
    await send({ viewerId: ana }, 11);
    await send({ viewerId: unnamed, open: true }, 12);
    const unnamedAt = new Date(now).toISOString();
    // A batch that is not an open records nothing.
    await send({ viewerId: randomUUID() }, 13);

    expect(await activity()).toEqual([
      ['link_opened', 'A client', unnamedAt],
      ['link_opened', 'Ana Client', anaAt],
    ]);

    now += HOUR_MS;
    await send({ viewerId: ana, open: true, reviewerName: 'Ana Client' }, 11);
    const next = await activity();
    expect(next).toHaveLength(3);
    expect(next[0]).toEqual(['link_opened', 'Ana Client', new Date(now).toISOString()]);
    const [newest] = (await listProjectActivity(f.db, { projectId: f.projectId, limit: 1 })).items;
    expect(newest && ACTIVITY_MESSAGES.action(newest)).toBe('opened the review link');
  });
});
