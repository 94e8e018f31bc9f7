/**
 * Everything a download-worker test needs, all real and all local: its own Drive stand-in (faults and request
 * log of its own), a fresh queue + dead-letter queue with a redrive policy on the test system's SQS (fauxqs),
 * the media bucket on its S3, DynamoDB Local through the data layer, and the local SQS event source mapping
 * (infra/local/queue-poller.ts) feeding the real handler built with short retry delays.
 */
import type { Metrics } from '../../../../functions/platform/ports';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { S3Client } from '@aws-sdk/client-s3';
import {
  ChangeMessageVisibilityCommand,
  CreateQueueCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SetQueueAttributesCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { ENV } from '../../../../shared/config/env-names';
import type { Video, VideoVersion } from '../../../../shared/domain/entities';
import { makeDownloadHandler } from '../../../../functions/download-video/handler';
import type { DbPort } from '../../../../functions/platform/db/db-port';
import { keys } from '../../../../functions/platform/db/keys';
import { toVersion, toVideo } from '../../../../functions/platform/db/items';
import { createProject, type CreatedProject } from '../../../../functions/projects/store/project-repository';
import { googleDriveAdapter } from '../../../../functions/google-drive/google-drive-adapter';
import { enqueueDownloadJobs, type DownloadJob } from '../../../../functions/projects/download-job';
import { downloadRecorder } from '../../../../functions/media/store/download-recorder';
import { s3MediaProber } from '../../../../functions/media/adapters/s3-media-prober';
import { s3MediaStorage } from '../../../../functions/media/adapters/s3-media-storage';
import { sqsDownloadQueue } from '../../../../functions/media/adapters/sqs-download-queue';
import { importCheckpointStore } from '../../../../functions/media/store/import-checkpoint-store';
import { DRIVE_STAND_IN_API_KEY } from '../../../../infra/local/drive-stand-in/drive-fixtures';
import { startDriveStandIn, type DriveStandIn } from '../../../../infra/local/drive-stand-in/server';
import { startQueuePoller, type QueuePoller } from '../../../../infra/local/queue-poller';
import { assertLocalEndpoint, testSystem, testTableName } from '../../../support/env';
import { newOwner, projectInput } from '../../db/db-test-kit';

export const MEDIA_DIR = path.resolve('infra/local/sample-media');
export const LOCAL_AWS = {
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
};
/** Smallest S3 part (lib-storage refuses less). */
export const TEST_PART_SIZE = 5 * 1024 * 1024;

export function localClients() {
  const system = testSystem();
  const s3 = new S3Client({
    ...LOCAL_AWS,
    endpoint: assertLocalEndpoint(system.s3Endpoint),
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const sqs = new SQSClient({ ...LOCAL_AWS, endpoint: assertLocalEndpoint(system.sqsEndpoint) });
  const dynamo = new DynamoDBClient({ ...LOCAL_AWS, endpoint: assertLocalEndpoint(system.dynamoEndpoint) });
  const db: DbPort = {
    doc: DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } }),
    tableName: testTableName(),
  };
  const bucket = system.env[ENV.mediaBucket] ?? process.env[ENV.mediaBucket];
  if (!bucket) throw new Error(`${ENV.mediaBucket} is not set by the test system`);
  return {
    s3,
    sqs,
    db,
    bucket,
    destroy() {
      s3.destroy();
      sqs.destroy();
      dynamo.destroy();
    },
  };
}

async function arnOf(sqs: SQSClient, queueUrl: string): Promise<string> {
  const out = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }),
  );
  return out.Attributes?.QueueArn ?? '';
}

/** A fresh download queue and its DLQ (redrive after `maxReceiveCount` receives). */
export async function freshDownloadQueues(sqs: SQSClient, maxReceiveCount: number, visibilitySeconds = 5) {
  const name = `drive-test-${randomUUID().slice(0, 8)}`;
  const dlqUrl = (await sqs.send(new CreateQueueCommand({ QueueName: `${name}-dlq` }))).QueueUrl ?? '';
  const queueUrl = (await sqs.send(new CreateQueueCommand({ QueueName: name }))).QueueUrl ?? '';
  await sqs.send(
    new SetQueueAttributesCommand({
      QueueUrl: queueUrl,
      Attributes: {
        VisibilityTimeout: String(visibilitySeconds),
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: await arnOf(sqs, dlqUrl), maxReceiveCount }),
      },
    }),
  );
  return { queueUrl, queueArn: await arnOf(sqs, queueUrl), dlqUrl };
}

export interface WorkerRig {
  drive: DriveStandIn;
  clients: ReturnType<typeof localClients>;
  queues: Awaited<ReturnType<typeof freshDownloadQueues>>;
  poller: QueuePoller;
  logs: Record<string, unknown>[];
  stop(): Promise<void>;
}

export async function startWorkerRig(
  options: {
    driveRetries?: number;
    maxReceiveCount?: number;
    /** The worker's S3 client as given to it (e.g. a fault-injecting decorator of the real one). */
    wrapS3?: (s3: S3Client) => S3Client;
    metrics?: Metrics;
    /** The worker's time slice per invocation (a copy longer than it continues in the next one). */
    sliceMs?: number;
  } = {},
): Promise<WorkerRig> {
  const maxReceiveCount = options.maxReceiveCount ?? 3;
  const drive = await startDriveStandIn({ mediaDir: MEDIA_DIR });
  const clients = localClients();
  const queues = await freshDownloadQueues(clients.sqs, maxReceiveCount);
  const logs: Record<string, unknown>[] = [];
  const handler = makeDownloadHandler(() => ({
    worker: {
      drive: googleDriveAdapter({
        rootUrl: drive.url,
        apiKey: async () => DRIVE_STAND_IN_API_KEY,
        retry: { attempts: options.driveRetries ?? 1, baseDelayMs: 20 },
      }),
      storage: s3MediaStorage({
        s3: options.wrapS3 ? options.wrapS3(clients.s3) : clients.s3,
        bucket: clients.bucket,
        partSize: TEST_PART_SIZE,
      }),
      ...(options.metrics ? { metrics: options.metrics } : {}),
      recorder: downloadRecorder(clients.db),
      prober: s3MediaProber(clients.s3, clients.bucket),
      clock: { now: () => new Date() },
      maxReceiveCount,
      log: (entry) => void logs.push(entry),
      queue: sqsDownloadQueue(clients.sqs, queues.queueUrl),
      checkpoints: importCheckpointStore(clients.db),
    },
    ...(options.sliceMs !== undefined ? { sliceMs: options.sliceMs } : {}),
    retryLater: async (record, seconds) => {
      await clients.sqs.send(
        new ChangeMessageVisibilityCommand({
          QueueUrl: queues.queueUrl,
          ReceiptHandle: record.receiptHandle,
          VisibilityTimeout: seconds,
        }),
      );
    },
    retryBaseDelaySeconds: 1,
  }));
  const poller = startQueuePoller({
    sqs: clients.sqs,
    queueUrl: queues.queueUrl,
    queueArn: queues.queueArn,
    handler: { handler },
    batchSize: 5,
    waitTimeSeconds: 1,
    log: (message) => void logs.push({ poller: message }),
  });
  return {
    drive,
    clients,
    queues,
    poller,
    logs,
    async stop() {
      await poller.stop();
      await drive.close();
      clients.destroy();
    },
  };
}

export interface SeedVideo {
  fileId: string;
  fileName: string;
  thumbnailLink?: string;
}

/** A profile and a project whose videos are version 1, processing, on the given Drive files. */
export async function seedProject(db: DbPort, videos: SeedVideo[]): Promise<CreatedProject> {
  const userId = await newOwner(db);
  return createProject(
    db,
    projectInput(userId, {
      name: 'Drive worker test',
      clientDisplayName: 'Client',
      createdAt: new Date().toISOString(),
      videos: videos.map((v) => ({
        id: ulid(),
        title: v.fileName,
        fileId: v.fileId,
        version: {
          id: ulid(),
          sourceUrl: `https://drive.google.com/file/d/${v.fileId}/view`,
          fileId: v.fileId,
          previewUrl: `https://drive.google.com/file/d/${v.fileId}/preview`,
          thumbnailUrl: v.thumbnailLink ?? null,
          fileName: v.fileName,
          fileSize: null,
          mimeType: 'video/mp4',
        },
      })),
    }),
  );
}

export function jobsOf(created: CreatedProject, seeds: SeedVideo[]): DownloadJob[] {
  return created.versions.map((version, i) => ({
    projectId: version.projectId,
    videoId: version.videoId,
    versionId: version.id,
    versionNumber: version.versionNumber,
    fileId: version.fileId,
    fileName: seeds[i]?.fileName ?? version.fileId,
    mimeType: 'video/mp4',
    ...(seeds[i]?.thumbnailLink ? { thumbnailLink: seeds[i]?.thumbnailLink } : {}),
  }));
}

export async function enqueue(rig: WorkerRig, jobs: DownloadJob[]): Promise<void> {
  await enqueueDownloadJobs(sqsDownloadQueue(rig.clients.sqs, rig.queues.queueUrl), jobs);
}

/** Every version item of a video (raw items too, to see the worker's bookkeeping attributes). */
export async function versionsOf(db: DbPort, projectId: string, videoId: string) {
  const out = await db.doc.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.projectPk(projectId), ':prefix': `VERSION#${videoId}#` },
      ConsistentRead: true,
    }),
  );
  const items = out.Items ?? [];
  return { versions: items.map(toVersion) as VideoVersion[], raw: items };
}

export async function videoOf(db: DbPort, projectId: string, videoId: string): Promise<Video> {
  const out = await db.doc.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'pk = :pk AND sk = :sk',
      ExpressionAttributeValues: {
        ':pk': keys.projectPk(projectId),
        ':sk': keys.video(projectId, videoId).sk,
      },
      ConsistentRead: true,
    }),
  );
  const item = out.Items?.[0];
  if (!item) throw new Error(`No video ${videoId}`);
  return toVideo(item);
}

export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 45_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Waits until the version left `processing`; returns it. */
export function settledVersion(db: DbPort, version: VideoVersion, timeoutMs?: number): Promise<VideoVersion> {
  return until(
    `version ${version.id} to leave processing`,
    async () => {
      const { versions } = await versionsOf(db, version.projectId, version.videoId);
      const found = versions.find((v) => v.id === version.id);
      return found && found.status !== 'processing' ? found : undefined;
    },
    timeoutMs,
  );
}

/** Bodies found in a queue within a few seconds (the DLQ). */
export async function drainBodies(sqs: SQSClient, queueUrl: string, seconds = 8): Promise<string[]> {
  const bodies: string[] = [];
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const out = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: queueUrl, WaitTimeSeconds: 1, MaxNumberOfMessages: 10 }),
    );
    for (const m of out.Messages ?? []) bodies.push(m.Body ?? '');
    if (bodies.length > 0 && (out.Messages ?? []).length === 0) break;
  }
  return bodies;
}
