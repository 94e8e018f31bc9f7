/**
 * The review page's viewing collector when sending fails: a batch lost to the network or a 5xx is kept with
 * its id and sent again beside the next one (the server counts an id once); a refused batch is dropped; what
 * is kept stays bounded.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ViewingBatch } from '../../../shared/api/endpoints/analytics';
import { VIEWING_LIMITS } from '../../../shared/domain/viewing';
import { configureApiClient } from '../../../frontend/src/lib/api-client';
import {
  KEPT_BATCHES,
  keepForResend,
  startViewingCollector,
} from '../../../frontend/src/features/review/viewing/viewing-collector';

const target = { token: 'tok', videoId: 'video-1', versionId: 'version-1', reviewerName: null };

/** The fake server: answers each POST with the next status of `statuses` (then 200). */
function serverAnswering(statuses: (number | 'network')[]) {
  const received: ViewingBatch[] = [];
  configureApiClient({
    apiBase: 'http://api.test',
    retryBaseDelayMs: 0,
    fetch: async (_url, init) => {
      received.push(JSON.parse(String(init?.body)) as ViewingBatch);
      const status = statuses.shift() ?? 200;
      if (status === 'network') throw new TypeError('Failed to fetch');
      return new Response(
        JSON.stringify(status === 200 ? { result: 'stored' } : { error: { code: 'X', message: 'x' } }),
        {
          status,
          headers: { 'content-type': 'application/json' },
        },
      );
    },
  });
  return received;
}

/** A playing <video> whose clock the test moves. */
function playingVideo() {
  const video = document.createElement('video');
  let time = 0;
  Object.defineProperty(video, 'currentTime', { get: () => time, set: (t: number) => (time = t) });
  Object.defineProperty(video, 'paused', { get: () => false });
  return {
    video,
    /** Plays on for `seconds`, with a timeupdate every 250 ms as a browser gives. */
    watch: (seconds: number) => {
      for (let step = 0; step < seconds * 4; step += 1) {
        time += 0.25;
        video.dispatchEvent(new Event('timeupdate'));
      }
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const tick = async () => {
  await vi.advanceTimersByTimeAsync(VIEWING_LIMITS.batchIntervalMs);
};

describe('the viewing collector when a send fails', () => {
  it('sends a batch lost to a 5xx again, with the same id, beside the next batch', async () => {
    const received = serverAnswering([200, 503]);
    const { video, watch } = playingVideo();
    const stop = startViewingCollector(video, target);
    await vi.advanceTimersByTimeAsync(0);
    watch(5);
    await tick(); // the 0–5 s batch fails with 503
    watch(5);
    await tick(); // sent again, and the 5–10 s batch
    stop();
    const failed = received[1]!;
    expect(failed.ranges).toEqual([[0, 5000]]);
    expect(received.slice(2, 4).map((b) => b.batchId)).toContain(failed.batchId);
    expect(received.filter((b) => b.batchId === failed.batchId)).toHaveLength(2);
  });

  it('sends a batch lost to the network again', async () => {
    const received = serverAnswering([200, 'network']);
    const { video, watch } = playingVideo();
    const stop = startViewingCollector(video, target);
    await vi.advanceTimersByTimeAsync(0);
    watch(3);
    await tick();
    await tick();
    stop();
    expect(received.filter((b) => b.batchId === received[1]!.batchId)).toHaveLength(2);
  });

  it('drops a batch the server refused (4xx): sending it again would be refused again', async () => {
    const received = serverAnswering([200, 400]);
    const { video, watch } = playingVideo();
    const stop = startViewingCollector(video, target);
    await vi.advanceTimersByTimeAsync(0);
    watch(3);
    await tick();
    watch(3);
    await tick();
    stop();
    expect(received.filter((b) => b.batchId === received[1]!.batchId)).toHaveLength(1);
  });
});

describe('keepForResend', () => {
  const batch = (n: number, ranges: number): ViewingBatch => ({
    batchId: `01J0000000000000000000${String(n).padStart(4, '0')}`,
    viewerId: '00000000-0000-4000-8000-000000000000',
    videoId: 'v',
    versionId: 'v1',
    events: [],
    ranges: Array.from({ length: ranges }, (_, i) => [i * 1000, i * 1000 + 500] as [number, number]),
  });

  it('keeps at most the bounded number of batches and ranges, dropping the oldest first', () => {
    let kept: ViewingBatch[] = [];
    for (let n = 1; n <= 20; n += 1) kept = keepForResend(kept, batch(n, 1));
    expect(kept.map((b) => b.batchId.slice(-2))).toEqual(['15', '16', '17', '18', '19', '20']);
    kept = keepForResend(kept, batch(21, KEPT_BATCHES.ranges));
    expect(kept.map((b) => b.batchId.slice(-2))).toEqual(['21']);
  });
});
