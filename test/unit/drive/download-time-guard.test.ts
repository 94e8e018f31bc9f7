/**
 * The download worker's remaining-time guard: a copy still running shortly before the invocation's timeout
 * is stopped and the Drive-link fallback recorded while the function can still write, instead of being cut
 * off by the timeout (three times) and left 'processing' for ever.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import type { SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { makeDownloadHandler, OUT_OF_TIME_MARGIN_MS } from '../../../functions/download-video/handler';
import type { DrivePort } from '../../../functions/google-drive/drive-port';
import { s3MediaStorage } from '../../../functions/media/adapters/s3-media-storage';
import {
  processDownloadJob,
  type DownloadWorkerDeps,
} from '../../../functions/media/use-cases/process-download-job';
import type { DownloadRecorder } from '../../../functions/projects/aggregate';
import type { VideoVersion } from '../../../shared/domain/entities';
import { IMPORT_MESSAGES } from '../../../shared/messages/import-messages';
import { job, version } from './download-fixtures';

function recorderOf(status: VideoVersion['status']) {
  const state = { status, note: null as string | null };
  const recorder: DownloadRecorder = {
    find: async () => ({
      version: version(status),
      pendingUploadId: null,
      activatesVideo: false,
    }),
    recordUploadStarted: async () => undefined,
    markStored: async () => undefined,
    markDamaged: async () => undefined,
    markDriveLink: async (_ref, _target, note) => {
      state.status = 'drive_link';
      state.note = note;
    },
    activateVideo: async () => undefined,
  };
  return { state, recorder };
}

/** A Drive whose file never finishes streaming: the open waits until the copy is stopped. */
const endlessDrive: DrivePort = {
  listFolderVideos: async () => ({ status: 'error', videos: [], message: '' }),
  getFile: async () => ({ status: 'error', file: null, message: '' }),
  openMedia: (_fileId, options) =>
    new Promise((_resolve, reject) => {
      options?.signal?.addEventListener('abort', () => reject(options.signal?.reason as Error), {
        once: true,
      });
    }),
  fetchThumbnail: async () => null,
};

const deps = (recorder: DownloadRecorder): DownloadWorkerDeps => ({
  drive: endlessDrive,
  storage: s3MediaStorage({ s3: { send: async () => ({}) } as unknown as S3Client, bucket: 'media' }),
  recorder,
  prober: { probe: async () => Promise.reject(new Error('not reached')) },
  clock: { now: () => new Date('2026-11-27T12:00:00.000Z') },
  maxReceiveCount: 3,
});

describe('the download remaining-time guard', () => {
  it('stops a copy that runs out of time and keeps the Drive link on the first receive', async () => {
    const { state, recorder } = recorderOf('processing');
    const outcome = await processDownloadJob(deps(recorder), job, {
      receiveCount: 1,
      outOfTime: AbortSignal.timeout(30),
    });
    expect(outcome).toBe('fell_back');
    expect(state).toEqual({ status: 'drive_link', note: IMPORT_MESSAGES.downloadFallbackNote });
  });

  it('arms the guard from the invocation context, a margin before its end, and deletes the message', async () => {
    const { state, recorder } = recorderOf('processing');
    const handler = makeDownloadHandler(() => ({
      worker: deps(recorder),
      retryLater: async () => undefined,
      retryBaseDelaySeconds: 30,
    }));
    const record = {
      messageId: 'm1',
      receiptHandle: 'rh',
      body: JSON.stringify(job),
      attributes: { ApproximateReceiveCount: '1' },
    } as unknown as SQSRecord;
    const started = Date.now();
    const result = await handler({ Records: [record] }, {
      getRemainingTimeInMillis: () => OUT_OF_TIME_MARGIN_MS + 50,
    } as never);
    expect(result).toEqual({ batchItemFailures: [] });
    expect(state.status).toBe('drive_link');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
