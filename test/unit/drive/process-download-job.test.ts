import type { S3Client } from '@aws-sdk/client-s3';
import { memoryMetrics } from '../../../functions/platform/runtime/metrics';
import { BUSINESS_METRICS } from '../../../shared/config/business-metrics';
import type { SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { VideoVersion } from '../../../shared/domain/entities';
import { IMPORT_MESSAGES } from '../../../shared/messages/import-messages';
import { makeDownloadHandler, retryDelaySeconds } from '../../../functions/download-video/handler';
import { DriveError, type DrivePort } from '../../../functions/google-drive/drive-port';
import type { DownloadRecorder } from '../../../functions/projects/aggregate';
import {
  DeadLetterAfterFallback,
  processDownloadJob,
  RetryableDownloadError,
  type DownloadWorkerDeps,
} from '../../../functions/media/use-cases/process-download-job';
import { s3MediaStorage } from '../../../functions/media/adapters/s3-media-storage';
import { job, version } from './download-fixtures';

/** An in-memory recorder port (the use case's collaborator; the DynamoDB adapter has integration tests). */
function memoryRecorder(initial: VideoVersion | null) {
  const state = { version: initial, videoActive: false, note: null as string | null };
  const recorder: DownloadRecorder = {
    find: async () =>
      state.version
        ? { version: state.version, pendingUploadId: null, activatesVideo: !state.videoActive }
        : null,
    recordUploadStarted: async () => undefined,
    markStored: async () => undefined,
    markDamaged: async () => undefined,
    markDriveLink: async (_ref, target, note) => {
      if (state.version?.status !== 'processing') return;
      state.version = { ...state.version, status: 'drive_link', statusNote: note };
      state.note = note;
      // One write: the version's result and its video's activation together.
      if (target.activatesVideo) state.videoActive = true;
    },
    activateVideo: async () => {
      state.videoActive = true;
    },
  };
  return { state, recorder };
}

function failingDrive(error: Error): DrivePort & { opened: number } {
  const drive = {
    opened: 0,
    listFolderVideos: async () => ({ status: 'error' as const, videos: [], message: '' }),
    getFile: async () => ({ status: 'error' as const, file: null, message: '' }),
    openMedia: async () => {
      drive.opened += 1;
      throw error;
    },
    fetchThumbnail: async () => null,
  };
  return drive;
}

const s3 = { send: async () => ({}) } as unknown as S3Client;
const deps = (recorder: DownloadRecorder, drive: DrivePort): DownloadWorkerDeps => ({
  drive,
  storage: s3MediaStorage({ s3, bucket: 'media' }),
  recorder,
  prober: {
    probe: async () => {
      throw new Error('not reached: these downloads fail before the probe');
    },
  },
  clock: { now: () => new Date('2026-11-22T12:00:00.000Z') },
  maxReceiveCount: 3,
});

describe('processDownloadJob', () => {
  it('keeps the Drive link at once when Drive refuses the file for good', async () => {
    const { state, recorder } = memoryRecorder(version('processing'));
    const drive = failingDrive(new DriveError('permission', 'no access', 403));
    expect(await processDownloadJob(deps(recorder, drive), job, { receiveCount: 1 })).toBe('fell_back');
    expect(state).toMatchObject({ note: IMPORT_MESSAGES.downloadFallbackNote, videoActive: true });
    expect(state.version?.status).toBe('drive_link');
  });

  it('counts one ImportsFailed when the import ends without a stored copy, none on a retry', async () => {
    const metrics = memoryMetrics();
    const { recorder } = memoryRecorder(version('processing'));
    const gone = failingDrive(new DriveError('permission', 'no access', 403));
    expect(await processDownloadJob({ ...deps(recorder, gone), metrics }, job, { receiveCount: 1 })).toBe(
      'fell_back',
    );
    const again = memoryRecorder(version('processing'));
    const flaky = failingDrive(new DriveError('upstream', 'Backend Error', 503));
    await expect(
      processDownloadJob({ ...deps(again.recorder, flaky), metrics }, job, { receiveCount: 1 }),
    ).rejects.toBeInstanceOf(RetryableDownloadError);
    expect(metrics.events).toEqual([[BUSINESS_METRICS.importsFailed, 1]]);
  });

  it('asks for a retry on a transient failure before the last receive, and changes nothing', async () => {
    const { state, recorder } = memoryRecorder(version('processing'));
    const drive = failingDrive(new DriveError('upstream', 'Backend Error', 503));
    await expect(processDownloadJob(deps(recorder, drive), job, { receiveCount: 2 })).rejects.toBeInstanceOf(
      RetryableDownloadError,
    );
    expect(state.version?.status).toBe('processing');
    expect(state.videoActive).toBe(false);
  });

  it('falls back on the last receive and still reports failure (dead-letter queue)', async () => {
    const { state, recorder } = memoryRecorder(version('processing'));
    const drive = failingDrive(new DriveError('upstream', 'Backend Error', 503));
    await expect(processDownloadJob(deps(recorder, drive), job, { receiveCount: 3 })).rejects.toBeInstanceOf(
      DeadLetterAfterFallback,
    );
    expect(state.version?.status).toBe('drive_link');
    expect(state.videoActive).toBe(true);
  });

  it('does nothing but activate the video for a version already recorded, and drops a vanished one', async () => {
    const done = memoryRecorder(version('stored'));
    const drive = failingDrive(new Error('must not be called'));
    expect(await processDownloadJob(deps(done.recorder, drive), job, { receiveCount: 1 })).toBe(
      'already_done',
    );
    expect(done.state.videoActive).toBe(true);
    const gone = memoryRecorder(null);
    expect(await processDownloadJob(deps(gone.recorder, drive), job, { receiveCount: 1 })).toBe('gone');
    expect(drive.opened).toBe(0);
  });
});

describe('download-video handler', () => {
  const record = (id: string, body: string, receiveCount = '1') =>
    ({
      messageId: id,
      receiptHandle: `rh-${id}`,
      body,
      attributes: { ApproximateReceiveCount: receiveCount },
    }) as unknown as SQSRecord;

  it('reports only the failed records and shortens their visibility with a doubling delay', async () => {
    const { recorder } = memoryRecorder(version('stored'));
    const delays: [string, number][] = [];
    const handler = makeDownloadHandler(() => ({
      worker: deps(recorder, failingDrive(new Error('unused'))),
      retryLater: async (r, seconds) => void delays.push([r.messageId, seconds]),
      retryBaseDelaySeconds: 30,
    }));
    const result = await handler(
      {
        Records: [
          record('ok', JSON.stringify(job)),
          record('bad', '{"nope":1}'),
          record('ok2', JSON.stringify(job)),
        ],
      },
      {} as never,
    );
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'bad' }] });
    expect(delays).toEqual([]);
  });

  it('computes retry delays: base doubling per receive, capped at 12 hours', () => {
    expect([1, 2, 3].map((n) => retryDelaySeconds(30, n))).toEqual([30, 60, 120]);
    expect(retryDelaySeconds(30, 30)).toBe(12 * 3600);
  });

  it('delays a transient failure before the next receive', async () => {
    const { recorder } = memoryRecorder(version('processing'));
    const delays: number[] = [];
    const handler = makeDownloadHandler(() => ({
      worker: deps(recorder, failingDrive(new DriveError('rate_limited', 'slow down', 429))),
      retryLater: async (_r, seconds) => void delays.push(seconds),
      retryBaseDelaySeconds: 30,
    }));
    const result = await handler({ Records: [record('m1', JSON.stringify(job), '2')] }, {} as never);
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
    expect(delays).toEqual([60]);
  });
});
