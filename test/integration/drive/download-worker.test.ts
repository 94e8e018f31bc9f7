/**
 * The download-video worker end to end on the local stand-ins: SQS (fauxqs, redrive to a DLQ) → the local
 * event source mapping → the handler → Drive stand-in `alt=media` → S3 multipart upload (fauxqs) → DynamoDB
 * Local through the data layer's keys.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../../../shared/messages/import-messages';
import { mediaKeys } from '../../../functions/media/adapters/media-keys';
import {
  DRIVE_STAND_IN_FILES,
  DRIVE_STAND_IN_MEDIUM_FILE_SIZE,
} from '../../../infra/local/drive-stand-in/drive-fixtures';
import { ENV } from '../../../shared/config/env-names';
import { sqsDownloadQueue } from '../../../functions/media/adapters/sqs-download-queue';
import { enqueueDownloadJobs } from '../../../functions/projects/download-job';
import { testSystem, testTableName } from '../../support/env';
import {
  drainBodies,
  enqueue,
  jobsOf,
  MEDIA_DIR,
  seedProject,
  settledVersion,
  startWorkerRig,
  TEST_PART_SIZE,
  until,
  versionsOf,
  videoOf,
  type SeedVideo,
  type WorkerRig,
} from './support/worker-kit';

const SAMPLE_NAMES = [
  '01-brand-intro',
  '02-product-demo',
  '03-interview',
  '04-social-vertical',
  '05-outro-titles',
];
const sample = (i: number, rig: WorkerRig): SeedVideo => ({
  fileId: DRIVE_STAND_IN_FILES.samples[i] as string,
  fileName: `${SAMPLE_NAMES[i]}.mp4`,
  thumbnailLink: `${rig.drive.url}/thumbnails/${DRIVE_STAND_IN_FILES.samples[i]}?sz=s220`,
});

let rig: WorkerRig;
beforeAll(async () => {
  rig = await startWorkerRig({ driveRetries: 1, maxReceiveCount: 3 });
});
afterEach(() => {
  rig.drive.clearFaults();
  rig.drive.clearRequests();
});
afterAll(async () => {
  await rig?.stop();
});

async function objectBytes(key: string): Promise<Buffer> {
  const out = await rig.clients.s3.send(new GetObjectCommand({ Bucket: rig.clients.bucket, Key: key }));
  return Buffer.from(await out.Body!.transformToByteArray());
}

async function objectKeys(prefix: string): Promise<string[]> {
  const out = await rig.clients.s3.send(
    new ListObjectsV2Command({ Bucket: rig.clients.bucket, Prefix: prefix }),
  );
  return (out.Contents ?? []).map((o) => o.Key ?? '');
}

const mediaRequests = (fileId: string) =>
  rig.drive.requests().filter((r) => r.operation === 'media' && r.target === fileId);

describe('download-video worker', () => {
  it('imports every video: bytes, thumbnail, size, MIME type, header metadata, video active', async () => {
    const seeds = [0, 3, 4].map((i) => sample(i, rig));
    const created = await seedProject(rig.clients.db, seeds);
    await enqueue(rig, jobsOf(created, seeds));

    for (const [i, version] of created.versions.entries()) {
      const stored = await settledVersion(rig.clients.db, version);
      const name = SAMPLE_NAMES[[0, 3, 4][i] as number] as string;
      const original = readFileSync(path.join(MEDIA_DIR, `${name}.mp4`));
      const ref = { projectId: version.projectId, videoId: version.videoId, versionId: version.id };
      expect(stored).toMatchObject({
        status: 'stored',
        statusNote: null,
        storagePath: mediaKeys.video(ref),
        thumbnailPath: mediaKeys.thumbnail(ref),
        fileSize: original.length,
        mimeType: 'video/mp4',
        frameRate: 25,
      });
      expect((await objectBytes(mediaKeys.video(ref))).equals(original)).toBe(true);
      expect(await objectBytes(mediaKeys.thumbnail(ref))).toEqual(
        readFileSync(path.join(MEDIA_DIR, `${name}.jpg`)),
      );
      expect((await videoOf(rig.clients.db, version.projectId, version.videoId)).status).toBe('active');
    }
    const [intro, vertical, outro] = await Promise.all(
      created.versions.map(
        async (v) => (await versionsOf(rig.clients.db, v.projectId, v.videoId)).versions[0],
      ),
    );
    expect([intro?.durationMs, intro?.width, intro?.height]).toEqual([8000, 640, 360]);
    expect([vertical?.durationMs, vertical?.width, vertical?.height]).toEqual([9000, 360, 640]);
    expect(outro?.durationMs).toBe(6000);
  });

  it('stores the probed frame timing of the 23.976 and 29.97 DF samples (rational rate, frames, start TC)', async () => {
    const seeds: SeedVideo[] = [
      { fileId: DRIVE_STAND_IN_FILES.frameRates[0], fileName: '06-frame-counter-23976.mp4' },
      { fileId: DRIVE_STAND_IN_FILES.frameRates[1], fileName: '07-frame-counter-2997df.mp4' },
    ];
    const created = await seedProject(rig.clients.db, seeds);
    await enqueue(rig, jobsOf(created, seeds));
    const [ndf, df] = await Promise.all(created.versions.map((v) => settledVersion(rig.clients.db, v)));
    expect(ndf?.frameTiming).toEqual({
      status: 'probed',
      rate: { num: 24000, den: 1001 },
      dropFrame: false,
      frameCount: 120,
      startTimecode: '00:00:00:00',
    });
    expect(df?.frameTiming).toEqual({
      status: 'probed',
      rate: { num: 30000, den: 1001 },
      dropFrame: true,
      frameCount: 150,
      startTimecode: '01:00:00;00',
    });
  });

  it('retries when Drive fails twice, then stores the video', async () => {
    const seeds = [sample(1, rig)];
    const created = await seedProject(rig.clients.db, seeds);
    const fileId = seeds[0]?.fileId as string;
    rig.drive.setFault({ target: fileId, operation: 'media', status: 503, times: 2 });
    await enqueue(rig, jobsOf(created, seeds));
    const version = await settledVersion(rig.clients.db, created.versions[0]!);
    expect(version.status).toBe('stored');
    expect(version.fileSize).toBe(readFileSync(path.join(MEDIA_DIR, '02-product-demo.mp4')).length);
    expect(mediaRequests(fileId).map((r) => r.status)).toEqual([503, 503, 200]);
  });

  it('falls back to the Drive link after the last receive when Drive always fails; the others import; DLQ gets it', async () => {
    const seeds = [sample(2, rig), sample(0, rig), sample(1, rig)];
    const created = await seedProject(rig.clients.db, seeds);
    const failing = seeds[0]?.fileId as string;
    rig.drive.setFault({ target: failing, operation: 'media', status: 500, times: null });
    // A malformed message in the same queue: dead-lettered without disturbing the others.
    await rig.clients.sqs.send(
      new SendMessageCommand({ QueueUrl: rig.queues.queueUrl, MessageBody: '{"not":"a job"}' }),
    );
    await enqueue(rig, jobsOf(created, seeds));

    const [bad, ...good] = created.versions;
    const fallen = await settledVersion(rig.clients.db, bad!, 60_000);
    expect(fallen).toMatchObject({
      status: 'drive_link',
      statusNote: IMPORT_MESSAGES.downloadFallbackNote,
      storagePath: null,
      previewUrl: `https://drive.google.com/file/d/${failing}/preview`,
    });
    expect((await videoOf(rig.clients.db, bad!.projectId, bad!.videoId)).status).toBe('active');
    for (const version of good) expect((await settledVersion(rig.clients.db, version)).status).toBe('stored');

    // Three receives, each trying Drive twice (one in-process retry).
    expect(mediaRequests(failing)).toHaveLength(6);
    const dead: string[] = [];
    await until(
      'both dead letters',
      async () => {
        dead.push(...(await drainBodies(rig.clients.sqs, rig.queues.dlqUrl, 1)));
        return dead.length >= 2 ? true : undefined;
      },
      30_000,
    );
    expect(dead.some((b) => b.includes(bad!.id))).toBe(true);
    expect(dead.some((b) => b === '{"not":"a job"}')).toBe(true);
    expect(await objectKeys(`media/${bad!.projectId}/${bad!.videoId}/`)).toEqual([]);
  });

  it('does not copy twice when the same message is delivered twice', async () => {
    const seeds = [sample(4, rig)];
    const created = await seedProject(rig.clients.db, seeds);
    const jobs = jobsOf(created, seeds);
    await enqueue(rig, jobs);
    await enqueue(rig, jobs);
    const version = await settledVersion(rig.clients.db, created.versions[0]!);
    expect(version.status).toBe('stored');
    // Let the duplicate be handled too.
    await until('the duplicate to be handled', async () =>
      rig.logs.filter((l) => l['message'] === 'stored' && l['versionId'] === version.id).length === 1 &&
      (await drainBodies(rig.clients.sqs, rig.queues.queueUrl, 0)).length === 0
        ? true
        : undefined,
    );
    await new Promise((r) => setTimeout(r, 2_000));
    expect(mediaRequests(seeds[0]!.fileId)).toHaveLength(1);
    const { versions } = await versionsOf(rig.clients.db, version.projectId, version.videoId);
    expect(versions).toHaveLength(1);
    expect(await objectKeys(`media/${version.projectId}/${version.videoId}/`)).toEqual([version.storagePath]);
  });

  it('after a worker killed mid-upload, the redelivery stores one object and one version and leaves no upload', async () => {
    const seeds: SeedVideo[] = [{ fileId: DRIVE_STAND_IN_FILES.medium, fileName: 'medium-master-24mib.mp4' }];
    const created = await seedProject(rig.clients.db, seeds);
    const [job] = jobsOf(created, seeds);
    const version = created.versions[0]!;
    // The first download crawls, so the kill lands mid-upload.
    rig.drive.setFault({
      target: DRIVE_STAND_IN_FILES.medium,
      operation: 'media',
      bytesPerSecond: 3 * 1024 * 1024,
      times: 1,
    });

    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.resolve('test/integration/drive/support/crash-worker.ts'),
        JSON.stringify({
          job,
          driveUrl: rig.drive.url,
          bucket: rig.clients.bucket,
          tableName: testTableName(),
          partSize: TEST_PART_SIZE,
        }),
      ],
      { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    let uploadId: string;
    try {
      uploadId = await until(
        'the crashing worker to start its multipart upload',
        async () => {
          const { raw } = await versionsOf(rig.clients.db, version.projectId, version.videoId);
          const pending = raw[0]?.['pendingUploadId'];
          return typeof pending === 'string' ? pending : undefined;
        },
        30_000,
      );
    } finally {
      child.kill('SIGKILL');
    }
    await exited;
    expect(output).not.toContain('finished');
    expect((await versionsOf(rig.clients.db, version.projectId, version.videoId)).versions[0]?.status).toBe(
      'processing',
    );

    await enqueue(rig, [job!]);
    const stored = await settledVersion(rig.clients.db, version, 60_000);
    expect(stored).toMatchObject({
      status: 'stored',
      fileSize: DRIVE_STAND_IN_MEDIUM_FILE_SIZE,
      width: 640,
      height: 360,
    });
    const head = await rig.clients.s3.send(
      new HeadObjectCommand({ Bucket: rig.clients.bucket, Key: stored.storagePath! }),
    );
    expect(head.ContentLength).toBe(DRIVE_STAND_IN_MEDIUM_FILE_SIZE);
    expect(await objectKeys(`media/${version.projectId}/${version.videoId}/`)).toEqual([stored.storagePath]);
    const after = await versionsOf(rig.clients.db, version.projectId, version.videoId);
    expect(after.versions).toHaveLength(1);
    expect(after.raw[0]?.['pendingUploadId']).toBeUndefined();
    // The crashed attempt's multipart upload was aborted: it takes no more parts.
    await expect(
      rig.clients.s3.send(
        new UploadPartCommand({
          Bucket: rig.clients.bucket,
          Key: stored.storagePath!,
          UploadId: uploadId,
          PartNumber: 3,
          Body: Buffer.alloc(16),
        }),
      ),
    ).rejects.toMatchObject({ name: 'NoSuchUpload' });
  });

  it("runs in the local system: its queue, its poller, the worker's own composition root", async () => {
    const system = testSystem();
    const seeds: SeedVideo[] = [
      {
        fileId: DRIVE_STAND_IN_FILES.samples[1],
        fileName: '02-product-demo.mp4',
        thumbnailLink: `${system.driveUrl}/thumbnails/${DRIVE_STAND_IN_FILES.samples[1]}?sz=s220`,
      },
    ];
    const created = await seedProject(rig.clients.db, seeds);
    const queueUrl = system.env[ENV.downloadQueueUrl] ?? '';
    expect(queueUrl).not.toBe('');
    await enqueueDownloadJobs(sqsDownloadQueue(rig.clients.sqs, queueUrl), jobsOf(created, seeds));
    const version = await settledVersion(rig.clients.db, created.versions[0]!);
    expect(version).toMatchObject({ status: 'stored', durationMs: 12000, thumbnailPath: expect.any(String) });
    expect((await objectBytes(version.storagePath!)).length).toBe(version.fileSize);
  });
});
