/**
 * Viewing batches from the review page, through the real review-api handler (behind the edge, so each
 * simulated viewer has its own address) against DynamoDB Local: counted exactly, once per batch id, only for
 * a live link of a workspace that collects, within the size and rate limits, with nothing written when
 * refused.
 */
import { monotonicFactory, ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { buildReviewApiDeps } from '../../../functions/review-api/deps';
import { viewingStore } from '../../../functions/analytics/store/viewing-store';
import { setReviewLinkSettings } from '../../../functions/projects/store/review-link-repository';
import { recordViewing, type ViewingBatch } from '../../../shared/api/endpoints/analytics';
import { getReview } from '../../../shared/api/endpoints/review';
import {
  emptyViewing,
  takeViewing,
  viewingPause,
  viewingPlay,
  viewingSeek,
  viewingTick,
  type ViewingState,
} from '../../../shared/domain/viewing';
import { randomUUID } from 'node:crypto';
import { reviewApiBehindEdge, viewerAddressOf } from '../../support/review-api-behind-edge';
import { createReviewFixture, type ReviewFixture } from '../review/review-fixture';

const nextUlid = monotonicFactory();

/** A clock the test moves: batches ten seconds apart, as the page sends them. */
function testClock(start = Date.now()) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

function setup(f: ReviewFixture) {
  const clock = testClock();
  const call = reviewApiBehindEdge(() => buildReviewApiDeps({ clock }));
  const store = viewingStore(f.db);
  const video = f.videos[0]!;
  const send = (batch: Partial<ViewingBatch> & Pick<ViewingBatch, 'viewerId'>, viewer = viewerAddressOf(7)) =>
    call(recordViewing, {
      viewer,
      params: { token: f.token },
      body: {
        batchId: nextUlid(clock.now().getTime()),
        videoId: video.id,
        versionId: video.versionId,
        events: [],
        ranges: [],
        ...batch,
      },
    });
  const stats = async () => (await store.versionStats([video.versionId]))[0]!;
  return { clock, call, store, video, send, stats };
}

/** Plays from `from` to `to` (ms) with the video clock's 250 ms ticks, as the page feeds the recorder. */
function playThrough(state: ViewingState, from: number, to: number): ViewingState {
  let s = state;
  for (let t = from + 250; t <= to; t += 250) s = viewingTick(s, t);
  return s;
}

describe('viewing batches', () => {
  it('holds exactly the watched counts of a viewer who watches 0–10 s, rewatches 5–8 s and skips to 30–40 s', async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const { clock, send, stats, store } = setup(f);
    const viewerId = randomUUID();

    let state = viewingPlay(emptyViewing(), 0);
    state = playThrough(state, 0, 10_000);
    let batch = takeViewing(state);
    expect((await send({ viewerId, open: true, events: batch.events, ranges: batch.ranges })).body).toEqual({
      result: 'stored',
    });

    clock.advance(10_000);
    state = viewingSeek(batch.rest, 5000);
    state = playThrough(state, 5000, 8000);
    state = viewingSeek(state, 30_000);
    state = playThrough(state, 30_000, 40_000);
    state = viewingPause(state, 40_000);
    batch = takeViewing(state);
    expect(batch.ranges).toEqual([
      [5000, 8000],
      [30_000, 40_000],
    ]);
    expect((await send({ viewerId, events: batch.events, ranges: batch.ranges })).status).toBe(200);

    const s = await stats();
    const expected = Array.from({ length: 40 }, (_, second) =>
      second < 5 ? 1 : second < 8 ? 2 : second < 10 ? 1 : second < 30 ? 0 : 1,
    );
    expect(s.histogram).toEqual(expected);
    expect(s).toMatchObject({ bucketMs: 1000, plays: 1, viewers: 1, completions: 0, watchedMs: 23_000 });
    const link = await store.linkStats(f.projectId);
    expect(link).toEqual({
      uniqueViewers: 1,
      days: [{ day: clock.now().toISOString().slice(0, 10), opens: 1, viewers: 1 }],
    });
  });

  it('counts a duplicate batch once and refuses a replayed old batch, writing nothing', async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const { clock, send, stats } = setup(f);
    const viewerId = randomUUID();
    const batchId = nextUlid(clock.now().getTime());
    const body = {
      viewerId,
      batchId,
      open: true,
      events: [
        { type: 'play' as const, positionMs: 0, start: true },
        { type: 'ended' as const, positionMs: 3000 },
      ],
      ranges: [[0, 3000]] as [number, number][],
    };
    expect((await send(body)).body).toEqual({ result: 'stored' });
    clock.advance(10_000);
    expect((await send(body)).body).toEqual({ result: 'duplicate' });
    const old = ulid(clock.now().getTime() - 2 * 24 * 3600 * 1000);
    clock.advance(10_000);
    expect((await send({ ...body, batchId: old })).status).toBe(400);

    expect(await stats()).toMatchObject({ histogram: [1, 1, 1], plays: 1, viewers: 1, completions: 1 });
  });

  it('refuses batches for an expired, turned-off or archived link, writing nothing', async () => {
    const expired = await createReviewFixture({
      videoCount: 1,
      shareExpiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    const archived = await createReviewFixture({ videoCount: 1, archived: true });
    const off = await createReviewFixture({ videoCount: 1 });
    await setReviewLinkSettings(off.db, {
      projectId: off.projectId,
      ownerId: off.ownerId,
      token: off.token,
      now: new Date().toISOString(),
      enabled: false,
    });
    const watched = {
      events: [{ type: 'play' as const, positionMs: 0, start: true }],
      ranges: [[0, 4000]] as [number, number][],
    };
    for (const [f, status] of [
      [expired, 410],
      [archived, 404],
      [off, 404],
    ] as const) {
      const { send, stats } = setup(f);
      expect((await send({ viewerId: randomUUID(), ...watched })).status).toBe(status);
      expect(await stats()).toMatchObject({ histogram: [], plays: 0, viewers: 0 });
    }
  });

  it('refuses an oversized batch and a too-frequent one, writing nothing for them', async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const { send, stats } = setup(f);
    const viewerId = randomUUID();
    const tooMany = Array.from({ length: 65 }, (_, i) => ({ type: 'pause' as const, positionMs: i }));
    expect((await send({ viewerId, events: tooMany })).status).toBe(413);
    const tooLong = [[0, 121_000]] as [number, number][];
    expect((await send({ viewerId, ranges: tooLong })).status).toBe(413);

    // The burst of one viewer (4 batches at once), then refused until its next turn: the clock stands still.
    const one = { ranges: [[0, 1000]] as [number, number][] };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send({ viewerId, ...one })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect((await stats()).histogram).toEqual([4]);
  });

  it('stores nothing while the workspace has turned collection off, and the review says so at once', async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const { send, stats, store, call } = setup(f);
    const opened = await call(getReview, { viewer: viewerAddressOf(9), params: { token: f.token } });
    expect((opened.body as { collectViewing?: boolean }).collectViewing).toBe(true);

    await store.setCollectsViewing(f.ownerId, false, new Date());
    const reopened = await call(getReview, { viewer: viewerAddressOf(9), params: { token: f.token } });
    expect((reopened.body as { collectViewing?: boolean }).collectViewing).toBe(false);
    expect((await send({ viewerId: randomUUID(), open: true, ranges: [[0, 5000]] })).body).toEqual({
      result: 'off',
    });
    expect(await stats()).toMatchObject({ histogram: [], plays: 0, viewers: 0, watchedMs: 0 });
    expect((await store.linkStats(f.projectId)).days).toEqual([]);
  });
});
