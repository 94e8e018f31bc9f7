/**
 * The download worker's recorder (use-cases/ports.ts `DownloadRecorder`) over the video repository: the
 * target is read by key (BatchGetItem of the version and its video), the result written by the one writer
 * `recordDownloadResult` (one transaction).
 */
import type { DbPort } from './db-port';
import { versionFrameTimingOf } from '../media/mp4-probe';
import type { DownloadRecorder } from '../../use-cases/ports';
import {
  activateProcessingVideo,
  getDownloadTarget,
  recordDownloadResult,
  recordPendingUpload,
} from './video-repository';

export function downloadRecorder(db: DbPort): DownloadRecorder {
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
    async markStored(ref, target, result, at) {
      await recordDownloadResult(db, {
        ...ref,
        version: target.version,
        activateVideo: target.activatesVideo,
        now: at,
        result: {
          kind: 'stored',
          storagePath: result.storagePath,
          thumbnailPath: result.thumbnailPath,
          fileSize: result.fileSize,
          mimeType: result.mimeType,
          durationMs: result.durationMs,
          width: result.width,
          height: result.height,
          frameRate: result.frameRate,
          frameTiming: versionFrameTimingOf(result),
        },
      });
    },
    async markDriveLink(ref, target, note, at) {
      await recordDownloadResult(db, {
        ...ref,
        version: target.version,
        activateVideo: target.activatesVideo,
        now: at,
        result: { kind: 'drive_link', statusNote: note },
      });
    },
    activateVideo: (ref, at) => activateProcessingVideo(db, ref, at),
  };
}
