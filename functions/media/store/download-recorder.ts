/**
 * The download worker's recorder (projects/aggregate.ts `DownloadRecorder`) over the video repository: the
 * target is read by key (BatchGetItem of the version and its video), the result written by the one writer
 * `recordDownloadResult` (one transaction).
 */
import { VIDEO_MESSAGES } from '../../../shared/messages/video-messages';
import type { DbPort } from '../../platform/db/db-port';
import type { DownloadRecorder, DownloadRef, DownloadTarget, ProxyRecorder } from '../../projects';
import {
  activateProcessingVideo,
  getDownloadTarget,
  recordDownloadResult,
  recordPendingUpload,
  recordProxyProgress,
  type RecordDownloadInput,
} from '../../projects';

export function downloadRecorder(db: DbPort): DownloadRecorder {
  async function record(
    ref: DownloadRef,
    target: DownloadTarget,
    at: string,
    result: RecordDownloadInput['result'],
  ): Promise<void> {
    await recordDownloadResult(db, {
      ...ref,
      version: target.version,
      activateVideo: target.activatesVideo,
      now: at,
      result,
    });
  }
  return {
    async find(ref) {
      const target = await getDownloadTarget(db, ref);
      if (!target) return null;
      return {
        version: target.version,
        pendingUploadId: target.pendingUploadId,
        activatesVideo:
          target.video?.status === 'processing' && target.video.currentVersionId === target.version.id,
      };
    },
    recordUploadStarted: (ref, uploadId) => recordPendingUpload(db, ref, uploadId),
    markStored: (ref, target, result, at) =>
      record(ref, target, at, {
        kind: 'stored',
        storagePath: result.storagePath,
        thumbnailPath: result.thumbnailPath,
        fileSize: result.fileSize,
        mimeType: result.mimeType,
        durationMs: result.durationMs,
        width: result.width,
        height: result.height,
        frameRate: result.frameRate,
        frameTiming: result.frameTiming,
        media: result.media,
        ...(result.proxy ? { proxy: result.proxy } : {}),
      }),
    markDamaged: (ref, target, result, at) =>
      record(ref, target, at, {
        kind: 'damaged',
        statusNote: VIDEO_MESSAGES.damagedFile,
        media: result.media,
        fileSize: result.fileSize,
        mimeType: result.mimeType,
      }),
    markDriveLink: (ref, target, note, at) =>
      record(ref, target, at, { kind: 'drive_link', statusNote: note }),
    activateVideo: (ref, at) => activateProcessingVideo(db, ref, at),
  };
}

/** The transcoder's recorder: progress on the version, the result through the one writer (proxy branch). */
export function proxyRecorder(db: DbPort): ProxyRecorder {
  return {
    progress: (ref, percent) => recordProxyProgress(db, ref, percent),
    result: async (ref, proxy) => {
      await recordDownloadResult(db, { ...ref, activateVideo: false, result: { kind: 'proxy', proxy } });
    },
  };
}
