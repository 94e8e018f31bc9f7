/** Composition root of the download-video worker: built once per container from the environment. */
import { powertoolsLogger } from '../platform/runtime/powertools-logger';
import { metricsFromEnv } from '../platform/runtime/metrics';
import { ChangeMessageVisibilityCommand } from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';
import { documentClient, mediaConvertClient, sqsClient } from '../platform/aws/clients';
import {
  awsEndpoints,
  downloadQueueUrl,
  mediaBucket,
  mediaConvertConfig,
  tableName,
  transcoderKind,
} from '../platform/config/env';
import { driveFromEnv } from '../google-drive';
import { footageFromEnv } from '../footage';
import { DOWNLOAD_QUEUE_SETTINGS } from '../../shared/config/download-queue-settings';
import { downloadRecorder, proxyRecorder } from '../media/store/download-recorder';
import { projectStatusRepository } from '../projects';
import { ffmpegTranscoder } from '../media/adapters/ffmpeg-transcoder';
import { mediaConvertTranscoder } from '../media/adapters/mediaconvert-transcoder';
import { mediaS3Client } from '../media/adapters/media-s3-client';
import { sqsDownloadQueue } from '../media/adapters/sqs-download-queue';
import { importCheckpointStore } from '../media/store/import-checkpoint-store';
import { s3MediaStorage } from '../media/adapters/s3-media-storage';
import { s3MediaProber } from '../media/adapters/s3-media-prober';
import { memoDeps, systemClock } from '../platform/runtime/runtime-ports';
import type { DownloadWorkerDeps } from '../media';

export interface DownloadHandlerDeps {
  worker: DownloadWorkerDeps;
  /** Makes a failed message visible again after `seconds` (instead of the whole visibility timeout). */
  retryLater(record: SQSRecord, seconds: number): Promise<void>;
  /** First retry delay; doubles per receive. */
  retryBaseDelaySeconds: number;
  /**
   * The longest a copy runs in one invocation before it continues in the next (absent: until
   * SLICE_END_MARGIN_MS before the timeout); tests and the local system set a short one.
   */
  sliceMs?: number;
}

const workerLogger = powertoolsLogger('download-video');

/** The worker's structured log (Powertools: service, request id, caller 'worker'); `level` picks the level. */
export const jsonLog = (entry: Record<string, unknown>) => {
  const { level, message, ...details } = entry;
  const write =
    level === 'error' ? workerLogger.error : level === 'warn' ? workerLogger.warn : workerLogger.info;
  write(typeof message === 'string' ? message : 'download-video', details);
};

function cloudTranscoder(bucket: string) {
  const config = mediaConvertConfig();
  return mediaConvertTranscoder({
    client: mediaConvertClient(config.endpoint),
    bucket,
    queueArn: config.queueArn,
    roleArn: config.roleArn,
    log: jsonLog,
  });
}

export function buildDownloadHandlerDeps(): DownloadHandlerDeps {
  const sqs = sqsClient();
  const queueUrl = downloadQueueUrl();
  const s3 = mediaS3Client(awsEndpoints().s3);
  const bucket = mediaBucket();
  const db = { doc: documentClient(), tableName: tableName() };
  const proxies = proxyRecorder(db);
  // Locally Debian's ffmpeg (started with `npm start`), in the cloud MediaConvert (its completion events are
  // recorded by functions/transcode-events); 'none' keeps the originals only.
  const kind = transcoderKind();
  const transcoder =
    kind === 'ffmpeg'
      ? { transcoder: ffmpegTranscoder({ s3, bucket, recorder: proxies, log: jsonLog }), recorder: proxies }
      : kind === 'mediaconvert'
        ? { transcoder: cloudTranscoder(bucket), recorder: proxies }
        : undefined;
  return {
    worker: {
      drive: driveFromEnv(),
      footage: footageFromEnv(),
      storage: s3MediaStorage({ s3, bucket }),
      prober: s3MediaProber(s3, bucket),
      recorder: downloadRecorder(db),
      projectStatus: projectStatusRepository(db),
      queue: sqsDownloadQueue(sqs, queueUrl),
      checkpoints: importCheckpointStore(db),
      ...(transcoder ? { transcoder } : {}),
      clock: systemClock,
      maxReceiveCount: DOWNLOAD_QUEUE_SETTINGS.maxReceiveCount,
      log: jsonLog,
      metrics: metricsFromEnv(workerLogger, 'download-video'),
    },
    retryLater: async (record, seconds) => {
      await sqs.send(
        new ChangeMessageVisibilityCommand({
          QueueUrl: queueUrl,
          ReceiptHandle: record.receiptHandle,
          VisibilityTimeout: seconds,
        }),
      );
    },
    retryBaseDelaySeconds: DOWNLOAD_QUEUE_SETTINGS.retryBaseDelaySeconds,
  };
}

/** Built once per container, on the first batch. */
export const downloadHandlerDeps = memoDeps(() => buildDownloadHandlerDeps());
