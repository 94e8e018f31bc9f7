/**
 * Benchmark: fairness of the import queue. 200 imports from two workspaces: the large one queues 190 files,
 * then the small one queues 10 just after. Each message goes through the real queue adapter (MessageGroupId =
 * the owner's fairness group) to the local queue stand-in, and through the local event-source stand-in
 * (infra/local/queue-poller.ts) with one message per invocation and 10 invocations at once, to a stand-in
 * worker that takes 100 ms per file (a copy; the real worker's Drive and S3 are not what is measured here).
 *
 * Run twice: in arrival order (a plain queue: the small workspace waits behind the 190) and with the fair
 * queue's scheduling (groups in turn). Prints the small workspace's waits (queued → its copy starts) and when
 * each workspace finished. Loopback only; stops by itself in about 15 s.
 *
 * Run with `npm run bench -- scale-imports` (or `-- scale` for every scale benchmark).
 */
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { sqsDownloadQueue } from '../../functions/media/adapters/sqs-download-queue';
import { enqueueDownloadJobs, importFairnessGroup, type DownloadJob } from '../../functions/projects';
import { startQueuePoller } from '../../infra/local/queue-poller';
import { LOCAL_AWS } from '../../infra/local/services/dynamodb';
import { startS3Sqs } from '../../infra/local/services/s3-sqs';
import { DOWNLOAD_QUEUE } from '../../shared/config/queues';
import { percentile } from './bench-stats';

const LARGE = 190;
const SMALL = 10;
const CONCURRENCY = 10;
const COPY_MS = 100;

function jobs(owner: string, count: number): DownloadJob[] {
  return Array.from({ length: count }, (_, i) => ({
    projectId: `${owner}-project`,
    videoId: `${owner}-video-${i}`,
    versionId: `${owner}-version-${i}`,
    versionNumber: 1,
    fileId: `1${owner.padEnd(20, 'x')}${String(i).padStart(6, '0')}`.slice(0, 33),
    fileName: `${owner}-${i}.mp4`,
  }));
}

async function once(sqs: SQSClient, name: string, fair: boolean) {
  const { QueueUrl: queueUrl = '' } = await sqs.send(new CreateQueueCommand({ QueueName: name }));
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }),
  );
  const queued = new Map<string, number>();
  const started = new Map<string, number>();
  const finished = new Map<string, number>();
  const worker = async (event: SQSEvent) => {
    for (const record of event.Records) {
      const job = JSON.parse(record.body) as DownloadJob;
      started.set(job.versionId, performance.now());
      await new Promise((resolve) => setTimeout(resolve, COPY_MS));
      finished.set(job.versionId, performance.now());
    }
    return { batchItemFailures: [] };
  };
  const queue = sqsDownloadQueue(sqs, queueUrl);
  const large = { userId: 'agency' };
  const small = { userId: 'studio' };
  const t0 = performance.now();
  for (const job of jobs('agency', LARGE)) queued.set(job.versionId, t0);
  await enqueueDownloadJobs(queue, jobs('agency', LARGE), { group: importFairnessGroup(large) });
  const t1 = performance.now();
  for (const job of jobs('studio', SMALL)) queued.set(job.versionId, t1);
  await enqueueDownloadJobs(queue, jobs('studio', SMALL), { group: importFairnessGroup(small) });

  const poller = startQueuePoller({
    sqs,
    queueUrl,
    queueArn: Attributes?.QueueArn ?? '',
    handler: { handler: worker },
    batchSize: DOWNLOAD_QUEUE.batchSize,
    waitTimeSeconds: 1,
    // Arrival order: the same concurrency, a buffer of one batch (no look-ahead, no groups).
    fair: fair
      ? { concurrency: CONCURRENCY, buffer: LARGE + SMALL, groupAttribute: DOWNLOAD_QUEUE.groupAttribute }
      : { concurrency: CONCURRENCY, buffer: CONCURRENCY, groupAttribute: 'none' },
    log: () => {},
  });
  while (finished.size < LARGE + SMALL) await new Promise((resolve) => setTimeout(resolve, 50));
  await poller.stop();

  const waits = (owner: string) =>
    [...started]
      .filter(([id]) => id.startsWith(owner))
      .map(([id, at]) => at - (queued.get(id) ?? at))
      .sort((a, b) => a - b);
  const doneAt = (owner: string) =>
    Math.max(...[...finished].filter(([id]) => id.startsWith(owner)).map(([, at]) => at - t0));
  const smallWaits = waits('studio');
  // How many of the large workspace's copies started before each of the small one's: its place in line.
  const largeStarts = [...started].filter(([id]) => id.startsWith('agency')).map(([, at]) => at);
  const ahead = [...started]
    .filter(([id]) => id.startsWith('studio'))
    .map(([, at]) => largeStarts.filter((t) => t < at).length)
    .sort((a, b) => a - b);
  console.log(
    `${(fair ? 'fair queue (groups in turn)' : 'arrival order').padEnd(28)} small workspace waits: p50 ${percentile(smallWaits, 50).toFixed(0)} ms, max ${percentile(smallWaits, 100).toFixed(0)} ms; all ${SMALL} done at ${doneAt('studio').toFixed(0)} ms; the ${LARGE} done at ${doneAt('agency').toFixed(0)} ms`,
  );
  console.log(
    `${''.padEnd(28)} small workspace waits (ms): ${smallWaits.map((w) => w.toFixed(0)).join(' ')}`,
  );
  console.log(`${''.padEnd(28)} large-workspace copies started before each of its files: ${ahead.join(' ')}`);
  return { smallWaits, ahead };
}

export async function run(): Promise<void> {
  const s3sqs = await startS3Sqs({ port: 0 });
  const sqs = new SQSClient({
    region: LOCAL_AWS.region,
    endpoint: s3sqs.endpoint,
    credentials: LOCAL_AWS.credentials,
  });
  try {
    console.log(
      `${LARGE + SMALL} imports: ${LARGE} from one workspace, then ${SMALL} from another; ${CONCURRENCY} invocations at once, ${DOWNLOAD_QUEUE.batchSize} message each, ${COPY_MS} ms per copy (the ideal: the ${SMALL} start at once, ~${COPY_MS} ms).`,
    );
    await once(sqs, 'bench-imports-fifo', false);
    const fair = await once(sqs, 'bench-imports-fair', true);
    // Taking turns, the small workspace's k-th file has at most k of the large one's (plus the first wave of
    // invocations) ahead of it; in arrival order it has all 190.
    const behind = Math.max(...fair.ahead);
    console.log(
      behind <= SMALL + CONCURRENCY
        ? `PASS the small workspace never waited behind the large one's backlog (at most ${behind} of its ${LARGE} files started first; longest wait ${Math.max(...fair.smallWaits).toFixed(0)} ms)`
        : `FAIL ${behind} of the large workspace's files started before one of the small one's`,
    );
  } finally {
    sqs.destroy();
    await s3sqs.stop();
  }
}
