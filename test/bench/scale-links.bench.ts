/**
 * Benchmark: a popular review link. One link is opened by 500 simulated viewers within 60 s (each opens the
 * review, reads its first note page, and one in ten sends a note), while another link's client keeps working
 * at 2 requests a second. Prints the popular link's answers by status (expected: no 429, no 5xx) and the
 * other client's p50/p95 alone and during the crowd.
 *
 * The review-api handler runs as it does in the cloud behind CloudFront: its origin guard on, each viewer with
 * its own `CloudFront-Viewer-Address` (test/support/review-api-behind-edge.ts), the payload kept per container
 * for REVIEW_LIMITS.cloudSnapshotCacheSeconds (the workspace's brand and viewing setting too); served over HTTP on
 * 127.0.0.1 by the local API server, against the local system in memory. Both links are opened once before
 * the baseline, so "alone" is the other client's usual p95 and not its first, cold calls. Stops by itself in
 * about 90 s.
 *
 * Run with `npm run bench -- scale-links` (or `-- scale` for every scale benchmark);
 * `SCALE_LINKS_SECONDS=30 npm run bench -- scale-links` shortens the crowd at the same arrival rate.
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { buildReviewApiDeps } from '../../functions/review-api/deps';
import { reviewRepository } from '../../functions/review/store/review-store';
import { startApiServer } from '../../infra/local/api-server';
import { REVIEW_LIMITS } from '../../shared/api/endpoints/review';
import { ENV } from '../../shared/config/env-names';
import { resetEnv } from '../../functions/platform/config/env';
import { createReviewFixture, testDb, type ReviewFixture } from '../integration/review/review-fixture';
import { edgeHeaders, reviewApiHandlerBehindEdge, viewerAddressOf } from '../support/review-api-behind-edge';
import { percentile } from './bench-stats';
import { startBenchSystem } from './bench-kit';

/** The crowd's length (shorter on a shared machine: the same rate of arrivals, fewer viewers). */
const CROWD_SECONDS = Math.max(5, Math.min(60, Number(process.env['SCALE_LINKS_SECONDS']) || 60));
const VIEWERS = Math.round((500 * CROWD_SECONDS) / 60);
/** The other client's p95 during the crowd holds if it stays within its usual p95 and this tolerance. */
const P95_TOLERANCE = { factor: 1.5, ms: 25 };
/** One viewer's steady pace (the per-viewer limit refills REVIEW_LIMITS.viewerRefillPerSecond). */
const OTHER_RATE_PER_SECOND = 1;
const BASELINE_SECONDS = 10;
const NOTE_EVERY = 10;

interface Sample {
  ms: number;
  status: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function timed(request: Promise<Response>): Promise<Sample> {
  const t0 = performance.now();
  try {
    const response = await request;
    await response.arrayBuffer();
    return { ms: performance.now() - t0, status: response.status };
  } catch {
    return { ms: performance.now() - t0, status: 0 };
  }
}

/** The other customer's client: opens its review and pages notes, as one viewer, at a steady rate. */
async function otherClient(base: string, link: ReviewFixture, seconds: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  const started = performance.now();
  const headers = edgeHeaders(viewerAddressOf(1_000_000));
  for (let i = 0; i < seconds * OTHER_RATE_PER_SECOND; i++) {
    await sleep(started + (i * 1000) / OTHER_RATE_PER_SECOND - performance.now());
    const url =
      i % 2 === 0
        ? `${base}/api/review/${link.token}?reread=1`
        : `${base}/api/review/${link.token}/versions/${link.videos[0]?.versionId ?? ''}/notes`;
    samples.push(await timed(fetch(url, { headers })));
  }
  return samples;
}

/** One viewer of the popular link: open, first note page, sometimes a note. */
async function viewer(base: string, link: ReviewFixture, n: number): Promise<Sample[]> {
  const headers = edgeHeaders(viewerAddressOf(n + 1));
  const out = [await timed(fetch(`${base}/api/review/${link.token}`, { headers }))];
  const video = link.videos[n % link.videos.length];
  out.push(
    await timed(
      fetch(`${base}/api/review/${link.token}/versions/${video?.versionId ?? ''}/notes`, { headers }),
    ),
  );
  if (n % NOTE_EVERY === 0 && video) {
    out.push(
      await timed(
        fetch(`${base}/api/review/${link.token}/notes`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            batchId: randomUUID(),
            reviewerName: `Viewer ${n}`,
            notes: [
              { videoId: video.id, videoVersionId: video.versionId, body: 'Lovely', timecodeMs: n * 10 },
            ],
          }),
        }),
      ),
    );
  }
  return out;
}

function line(label: string, samples: readonly Sample[]): string {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const count = (test: (status: number) => boolean) => samples.filter((s) => test(s.status)).length;
  return `${label.padEnd(34)} ${String(samples.length).padStart(6)} ${percentile(ms, 50).toFixed(1).padStart(8)} ${percentile(ms, 95).toFixed(1).padStart(8)} ${String(count((s) => s === 429)).padStart(5)} ${String(count((s) => s >= 500 || s === 0)).padStart(5)} ${String(count((s) => s >= 400 && s < 500 && s !== 429)).padStart(5)}`;
}

export async function run(): Promise<void> {
  const system = await startBenchSystem();
  // As in the cloud: the payload, the brand and the viewing setting kept per container for a few seconds.
  process.env[ENV.reviewSnapshotCacheSeconds] = String(REVIEW_LIMITS.cloudSnapshotCacheSeconds);
  resetEnv();
  const handler = reviewApiHandlerBehindEdge(async () => {
    const deps = await buildReviewApiDeps();
    return {
      ...deps,
      reviews: reviewRepository(testDb(), REVIEW_LIMITS, {
        snapshotCacheSeconds: REVIEW_LIMITS.cloudSnapshotCacheSeconds,
      }),
    };
  });
  const api = await startApiServer({
    port: 0,
    web: 'none',
    runtimeConfig: () => ({}),
    systemInfo: () => ({}),
    loadHandler: (group) => Promise.resolve(group === 'review-api' ? handler : undefined),
    log: () => {},
  });
  try {
    const base = api.url;
    const popular = await createReviewFixture({ videoCount: 3, projectName: 'Popular link' });
    const other = await createReviewFixture({ videoCount: 3, projectName: 'Other customer' });
    console.log(
      `${VIEWERS} viewers open one link within ${CROWD_SECONDS} s (one in ${NOTE_EVERY} sends a note); another link's client at ${OTHER_RATE_PER_SECOND} req/s. Limits: ${REVIEW_LIMITS.viewerBurst} calls burst per viewer (+${REVIEW_LIMITS.viewerRefillPerSecond}/s), ${REVIEW_LIMITS.writesPerLinkPerWindow} writes per link per ${REVIEW_LIMITS.windowSeconds} s, payload kept ${REVIEW_LIMITS.cloudSnapshotCacheSeconds} s per container.`,
    );
    // Warm both links (the first calls compile code paths and fill the payload cache), then the baseline.
    await otherClient(base, other, 2);
    await otherClient(base, popular, 2);
    const loadBefore = loadavg()[0] ?? 0;
    const alone = await otherClient(base, other, BASELINE_SECONDS);

    const started = performance.now();
    const crowd: Promise<Sample[]>[] = [];
    const during = otherClient(base, other, CROWD_SECONDS);
    for (let n = 0; n < VIEWERS; n++) {
      // Open loop: each viewer arrives on schedule whether or not the earlier ones were answered.
      await sleep(started + (n * CROWD_SECONDS * 1000) / VIEWERS - performance.now());
      crowd.push(viewer(base, popular, n));
    }
    const popularSamples = (await Promise.all(crowd)).flat();
    const otherDuring = await during;
    const seconds = (performance.now() - started) / 1000;

    console.log(`${popularSamples.length + otherDuring.length} requests in ${seconds.toFixed(1)} s`);
    console.log('                                    count   p50 ms   p95 ms   429   5xx   4xx');
    console.log(line(`popular link (${VIEWERS} viewers)`, popularSamples));
    console.log(line('other link, alone', alone));
    console.log(line('other link, during the crowd', otherDuring));
    const refused = popularSamples.filter((s) => s.status === 429 || s.status >= 500 || s.status === 0);
    const byStatus = new Map<number, number>();
    for (const s of [...popularSamples, ...otherDuring])
      byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1);
    console.log(`answers by status (0 = no answer): ${JSON.stringify(Object.fromEntries(byStatus))}`);
    console.log(
      `load average while measured: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
    );
    console.log(
      refused.length === 0
        ? 'PASS popular link: no 429, no 5xx'
        : `FAIL popular link: ${refused.length} answers were 429 or 5xx`,
    );
    const p95 = (samples: readonly Sample[]) =>
      percentile(
        samples.map((x) => x.ms).sort((a, b) => a - b),
        95,
      );
    const usual = p95(alone);
    const bound = usual * P95_TOLERANCE.factor + P95_TOLERANCE.ms;
    console.log(
      `${p95(otherDuring) <= bound ? 'PASS' : 'FAIL'} other link: p95 ${p95(otherDuring).toFixed(1)} ms during the crowd, usual ${usual.toFixed(1)} ms (bound ${bound.toFixed(1)} ms); load average ${loadBefore.toFixed(1)} before the crowd`,
    );
    console.log(
      `Before: ${REVIEW_LIMITS.windowSeconds} s windows of 60 calls per link for every route would have answered ${Math.max(0, popularSamples.length - 60)} of these ${popularSamples.length} calls with 429.`,
    );
  } finally {
    await api.stop();
    await system.stop();
  }
}
