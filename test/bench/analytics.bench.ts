/**
 * Benchmark: viewing analytics of a popular link. 500 simulated viewers watch one link's video for 2 minutes
 * (ANALYTICS_BENCH_SECONDS to shorten), each sending a batch every 10 s of what it played, as the review page
 * does; one viewer in ten sends every 2 s, faster than its limit. Over HTTP on 127.0.0.1 (the local API server,
 * the review-api handler behind its origin guard so each viewer has its own address) against the local system in
 * memory. Checks that every batch was either stored or refused by the rate rule (429), that there was no 5xx,
 * and that the version's counters hold exactly what the stored batches said; prints DynamoDB requests per batch.
 *
 * Run with `npm run bench -- analytics`.
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { ulid } from 'ulid';
import { viewingStore } from '../../functions/analytics/store/viewing-store';
import { dynamoDbClient } from '../../functions/platform/aws/clients';
import { startApiServer } from '../../infra/local/api-server';
import { recordViewing } from '../../shared/api/endpoints/analytics';
import { buildPath } from '../../shared/api/endpoint';
import { watchedBuckets, type WatchedRange } from '../../shared/domain/viewing';
import { createReviewFixture } from '../integration/review/review-fixture';
import { edgeHeaders, reviewApiHandlerBehindEdge, viewerAddressOf } from '../support/review-api-behind-edge';
import { startBenchSystem } from './bench-kit';

const VIEWERS = 500;
const SECONDS = Number(process.env['ANALYTICS_BENCH_SECONDS'] ?? 120);
const EAGER_EVERY = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

interface Outcome {
  status: number;
  result?: string;
  ranges: WatchedRange[];
  start: boolean;
  viewerId: string;
}

export async function run(): Promise<void> {
  const system = await startBenchSystem();
  const handler = reviewApiHandlerBehindEdge();
  const api = await startApiServer({
    port: 0,
    web: 'none',
    runtimeConfig: () => ({}),
    systemInfo: () => ({}),
    loadHandler: (group) => Promise.resolve(group === 'review-api' ? handler : undefined),
    log: () => {},
  });
  let dynamoRequests = 0;
  dynamoDbClient().middlewareStack.add(
    (next) => async (args) => {
      dynamoRequests++;
      return next(args);
    },
    { step: 'initialize', name: 'analyticsBenchCounter', override: true },
  );
  try {
    const f = await createReviewFixture({ videoCount: 1, projectName: 'Analytics bench' });
    const video = f.videos[0]!;
    const url = `${api.url}${buildPath(recordViewing.path, { token: f.token })}`;
    console.log(
      `${VIEWERS} viewers of one link for ${SECONDS} s, a batch every 10 s each (one in ${EAGER_EVERY} every 2 s).`,
    );
    const before = dynamoRequests;
    const started = performance.now();

    let retried = 0;
    let failedAfterRetries = 0;
    const send = async (body: string, n: number): Promise<{ status: number; result?: string }> => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...edgeHeaders(viewerAddressOf(n + 1)) },
        body,
      }).catch(() => null);
      if (!response) return { status: 0 };
      if (!response.ok) {
        await response.text();
        return { status: response.status };
      }
      return { status: response.status, result: ((await response.json()) as { result: string }).result };
    };
    const viewer = async (n: number): Promise<Outcome[]> => {
      const viewerId = randomUUID();
      const every = n % EAGER_EVERY === 0 ? 2000 : 10_000;
      const arrival = (n * 10_000) / VIEWERS;
      const outcomes: Outcome[] = [];
      let position = 0;
      for (let at = arrival + every; at <= SECONDS * 1000; at += every) {
        await sleep(started + at - performance.now());
        const ranges: WatchedRange[] = [[position, position + every]];
        position += every;
        const start = outcomes.length === 0;
        const body = JSON.stringify({
          batchId: ulid(),
          viewerId,
          videoId: video.id,
          versionId: video.versionId,
          ...(start ? { open: true } : {}),
          events: start ? [{ type: 'play', positionMs: 0, start: true }] : [],
          ranges,
        });
        // A batch that got no answer or a 5xx is sent again with the same id, as a page would: counted once.
        let answer = await send(body, n);
        let retries = 0;
        while ((answer.status === 0 || answer.status >= 500) && retries < 5) {
          retries++;
          retried++;
          await sleep(1000);
          answer = await send(body, n);
        }
        if (answer.status === 0 || answer.status >= 500) failedAfterRetries++;
        outcomes.push({
          status: answer.status,
          ranges,
          start,
          viewerId,
          ...(answer.result ? { result: answer.result } : {}),
        });
      }
      return outcomes;
    };
    const all = (await Promise.all(Array.from({ length: VIEWERS }, (_, n) => viewer(n)))).flat();
    const seconds = (performance.now() - started) / 1000;
    const requests = dynamoRequests - before;

    const byStatus = new Map<number, number>();
    for (const o of all) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
    // A retry answered 'duplicate': its first sending was counted (the answer was lost on the way).
    const stored = all.filter((o) => o.status === 200 && (o.result === 'stored' || o.result === 'duplicate'));
    const expected: number[] = [];
    for (const o of stored) {
      for (const [bucket, count] of watchedBuckets(o.ranges, 1000, null)) {
        while (expected.length <= bucket) expected.push(0);
        expected[bucket] = (expected[bucket] ?? 0) + count;
      }
    }
    const [stats] = await viewingStore(f.db).versionStats([video.versionId]);
    const expectedViewers = new Set(stored.map((o) => o.viewerId)).size;
    const expectedPlays = stored.filter((o) => o.start).length;
    const histogramExact = JSON.stringify(stats?.histogram ?? []) === JSON.stringify(expected);
    const others = all.filter((o) => o.status !== 200 && o.status !== 429);

    console.log(
      `${all.length} batches in ${seconds.toFixed(1)} s (${(all.length / seconds).toFixed(1)} a second)`,
    );
    console.log(`final answers by status (0 = no answer): ${JSON.stringify(Object.fromEntries(byStatus))}`);
    console.log(
      `sent again after no answer or a 5xx (same batch id): ${retried}; still without an answer after 5 tries: ${failedAfterRetries}`,
    );
    console.log(
      `stored ${stored.length}, refused by the rate rule ${byStatus.get(429) ?? 0}; DynamoDB requests: ${requests} = ${(requests / all.length).toFixed(2)} per batch (${(requests / Math.max(1, stored.length)).toFixed(2)} per stored batch)`,
    );
    console.log(
      `counters: viewers ${stats?.viewers} (expected ${expectedViewers}), plays ${stats?.plays} (expected ${expectedPlays}), watched ${(stats?.watchedMs ?? 0) / 1000} s, histogram ${histogramExact ? 'exactly' : 'NOT'} the stored batches' (${expected.length} buckets)`,
    );
    console.log(
      `load average while measured: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
    );
    const pass =
      others.length === 0 &&
      histogramExact &&
      stats?.viewers === expectedViewers &&
      stats.plays === expectedPlays;
    console.log(
      pass
        ? 'PASS every batch stored or refused by the rate rule, no 5xx, totals exact'
        : `FAIL ${others.length} answers neither 200 nor 429, or the totals differ`,
    );
    if (!pass) process.exitCode = 1;
  } finally {
    dynamoDbClient().middlewareStack.remove('analyticsBenchCounter');
    await api.stop();
    await system.stop();
  }
}
