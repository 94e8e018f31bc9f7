/**
 * A file whose copy takes longer than one invocation continues in the next ones: each invocation of the
 * download worker copies until its time slice ends (a 1 ms slice here: one 5 MiB part per invocation), records
 * its checkpoint (upload id, parts' ETags, next byte) in one conditional write and queues a continuation; the
 * continuation reads Drive from the next byte (HTTP Range) into the same multipart upload. Real Drive
 * stand-in, S3 and SQS (fauxqs), DynamoDB Local.
 */
import { createHash } from 'node:crypto';
import { GetObjectCommand, UploadPartCommand, type S3Client } from '@aws-sdk/client-s3';
import { DeleteMessageCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { googleDriveAdapter } from '../../../functions/google-drive/google-drive-adapter';
import { mediaKeys } from '../../../functions/media/adapters/media-keys';
import { s3MediaProber } from '../../../functions/media/adapters/s3-media-prober';
import { s3MediaStorage } from '../../../functions/media/adapters/s3-media-storage';
import { sqsDownloadQueue } from '../../../functions/media/adapters/sqs-download-queue';
import { importCheckpointStore } from '../../../functions/media/store/import-checkpoint-store';
import { downloadRecorder } from '../../../functions/media/store/download-recorder';
import {
  DeadLetterAfterFallback,
  processDownloadJob,
  type DownloadWorkerDeps,
} from '../../../functions/media/use-cases/process-download-job';
import { parseDownloadJob, type DownloadJob } from '../../../functions/projects/download-job';
import {
  DRIVE_STAND_IN_API_KEY,
  DRIVE_STAND_IN_FILES,
  DRIVE_STAND_IN_MEDIUM_FILE_SIZE,
} from '../../../infra/local/drive-stand-in/drive-fixtures';
import { IMPORT_MESSAGES } from '../../../shared/messages/import-messages';
import {
  enqueue,
  freshDownloadQueues,
  jobsOf,
  seedProject,
  settledVersion,
  startWorkerRig,
  TEST_PART_SIZE,
  until,
  versionsOf,
  type SeedVideo,
  type WorkerRig,
} from './support/worker-kit';

const MEDIUM: SeedVideo = { fileId: DRIVE_STAND_IN_FILES.medium, fileName: 'medium-master-24mib.mp4' };
/** 24 MiB in 5 MiB parts: four full parts and a last one, so five invocations at one part each. */
const PARTS = Math.ceil(DRIVE_STAND_IN_MEDIUM_FILE_SIZE / TEST_PART_SIZE);

let rig: WorkerRig;
beforeAll(async () => {
  rig = await startWorkerRig({ driveRetries: 1, maxReceiveCount: 3, sliceMs: 1 });
});
afterEach(() => {
  rig.drive.clearFaults();
  rig.drive.clearRequests();
});
afterAll(async () => {
  await rig?.stop();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function sourceHash(): Promise<string> {
  const res = await fetch(
    `${rig.drive.url}/drive/v3/files/${MEDIUM.fileId}?alt=media&key=${DRIVE_STAND_IN_API_KEY}`,
  );
  return sha256(new Uint8Array(await res.arrayBuffer()));
}

async function objectHash(key: string): Promise<string> {
  const out = await rig.clients.s3.send(new GetObjectCommand({ Bucket: rig.clients.bucket, Key: key }));
  return sha256(await out.Body!.transformToByteArray());
}

const mediaRanges = () =>
  rig.drive
    .requests()
    .filter((r) => r.operation === 'media' && r.target === MEDIUM.fileId)
    .map((r) => r.range);

describe('an import longer than one invocation', () => {
  it('continues in ranged parts over several invocations and stores the same bytes as the source', async () => {
    const created = await seedProject(rig.clients.db, [MEDIUM]);
    const version = created.versions[0]!;
    await enqueue(rig, jobsOf(created, [MEDIUM]));

    const stored = await settledVersion(rig.clients.db, version, 90_000);
    expect(stored).toMatchObject({ status: 'stored', fileSize: DRIVE_STAND_IN_MEDIUM_FILE_SIZE, width: 640 });
    // One invocation per part: the first reads from the start, each next one from where the last stopped.
    expect(mediaRanges()).toEqual([
      null,
      ...Array.from({ length: PARTS - 1 }, (_, i) => `bytes=${(i + 1) * TEST_PART_SIZE}-`),
    ]);
    const continued = rig.logs.filter(
      (l) => l['message'] === 'copy continues' && l['versionId'] === version.id,
    );
    expect(continued.map((l) => l['step'])).toEqual([1, 2, 3, 4]);
    expect(await objectHash(stored.storagePath!)).toBe(await sourceHash());
    // The checkpoint and the version's pending upload are gone with the result.
    expect(await importCheckpointStore(rig.clients.db).find(version.id)).toBeNull();
    const { raw } = await versionsOf(rig.clients.db, version.projectId, version.videoId);
    expect(raw[0]?.['pendingUploadId']).toBeUndefined();
  });
});

describe('continuations delivered again', () => {
  /** The worker as one invocation sees it, its queue not polled: each step is run by hand. */
  async function handRig() {
    const queues = await freshDownloadQueues(rig.clients.sqs, 3);
    const uploadedParts: number[] = [];
    // The real S3 client, counting the parts it is asked to upload.
    const s3 = {
      send: (command: unknown, ...rest: unknown[]) => {
        if (command instanceof UploadPartCommand) uploadedParts.push(command.input.PartNumber ?? 0);
        return (rig.clients.s3.send as (...args: unknown[]) => Promise<unknown>)(command, ...rest);
      },
    } as unknown as S3Client;
    const deps: DownloadWorkerDeps = {
      drive: googleDriveAdapter({
        rootUrl: rig.drive.url,
        apiKey: async () => DRIVE_STAND_IN_API_KEY,
        retry: { attempts: 1, baseDelayMs: 20 },
      }),
      storage: s3MediaStorage({ s3, bucket: rig.clients.bucket, partSize: TEST_PART_SIZE }),
      recorder: downloadRecorder(rig.clients.db),
      prober: s3MediaProber(rig.clients.s3, rig.clients.bucket),
      clock: { now: () => new Date() },
      maxReceiveCount: 3,
      queue: sqsDownloadQueue(rig.clients.sqs, queues.queueUrl),
      checkpoints: importCheckpointStore(rig.clients.db),
    };
    /** One invocation whose slice is already over (it copies one part and pauses). */
    const invoke = (job: DownloadJob, receiveCount = 1) =>
      processDownloadJob(deps, job, { receiveCount, sliceEnd: AbortSignal.abort() });
    /** The continuations queued meanwhile, taken off the queue. */
    const queued = async (): Promise<DownloadJob[]> => {
      const out = await rig.clients.sqs.send(
        new ReceiveMessageCommand({ QueueUrl: queues.queueUrl, WaitTimeSeconds: 1, MaxNumberOfMessages: 10 }),
      );
      for (const m of out.Messages ?? [])
        await rig.clients.sqs.send(
          new DeleteMessageCommand({ QueueUrl: queues.queueUrl, ReceiptHandle: m.ReceiptHandle }),
        );
      return (out.Messages ?? []).map((m) => parseDownloadJob(m.Body ?? ''));
    };
    return { deps, invoke, queued, uploadedParts };
  }

  it('a continuation delivered twice uploads no part twice, and the object is still the source', async () => {
    const hand = await handRig();
    const created = await seedProject(rig.clients.db, [MEDIUM]);
    const version = created.versions[0]!;
    const [first] = jobsOf(created, [MEDIUM]);

    expect(await hand.invoke(first!)).toBe('continued');
    const [c1] = await hand.queued();
    expect(c1?.continuation).toEqual({ step: 1, offset: TEST_PART_SIZE });
    expect(await hand.invoke(c1!)).toBe('continued');
    const [c2] = await hand.queued();
    expect(c2?.continuation).toEqual({ step: 2, offset: 2 * TEST_PART_SIZE });

    // The first continuation again (an at-least-once duplicate): superseded, nothing read or uploaded.
    const readsBefore = mediaRanges().length;
    expect(await hand.invoke(c1!)).toBe('superseded');
    expect(mediaRanges()).toHaveLength(readsBefore);
    expect(await hand.queued()).toEqual([]);

    // Redelivered after a receive that may have crashed before queueing: its successor is queued again,
    // and of the two copies of that successor one continues, the other is superseded.
    expect(await hand.invoke(c1!, 2)).toBe('superseded');
    const [c2again] = await hand.queued();
    expect(c2again?.continuation).toEqual(c2?.continuation);
    expect(await hand.invoke(c2!)).toBe('continued');
    expect(await hand.invoke(c2again!)).toBe('superseded');

    let next = (await hand.queued())[0];
    while (next) {
      const outcome = await hand.invoke(next);
      if (outcome === 'stored') break;
      expect(outcome).toBe('continued');
      next = (await hand.queued())[0];
    }
    const stored = await settledVersion(rig.clients.db, version, 10_000);
    expect(stored.status).toBe('stored');
    expect(hand.uploadedParts).toEqual(Array.from({ length: PARTS }, (_, i) => i + 1));
    expect(await objectHash(stored.storagePath!)).toBe(await sourceHash());
  });

  it('the final failure of a continued copy keeps the Drive link and aborts its multipart upload', async () => {
    const hand = await handRig();
    const created = await seedProject(rig.clients.db, [MEDIUM]);
    const version = created.versions[0]!;
    const [first] = jobsOf(created, [MEDIUM]);
    expect(await hand.invoke(first!)).toBe('continued');
    const [c1] = await hand.queued();
    const checkpoint = await until(
      'the checkpoint',
      async () => (await importCheckpointStore(rig.clients.db).find(version.id)) ?? undefined,
    );

    rig.drive.setFault({ target: MEDIUM.fileId, operation: 'media', status: 503, times: null });
    await expect(hand.invoke(c1!, 3)).rejects.toBeInstanceOf(DeadLetterAfterFallback);
    const settled = await settledVersion(rig.clients.db, version, 10_000);
    expect(settled).toMatchObject({ status: 'drive_link', statusNote: IMPORT_MESSAGES.downloadFallbackNote });
    expect(await importCheckpointStore(rig.clients.db).find(version.id)).toBeNull();
    await expect(
      rig.clients.s3.send(
        new UploadPartCommand({
          Bucket: rig.clients.bucket,
          Key: mediaKeys.video({ ...version, versionId: version.id }),
          UploadId: checkpoint.uploadId,
          PartNumber: 2,
          Body: Buffer.alloc(16),
        }),
      ),
    ).rejects.toMatchObject({ name: 'NoSuchUpload' });
  });
});
