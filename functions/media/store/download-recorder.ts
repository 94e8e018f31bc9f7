/**
 * The download worker's recorder (projects/aggregate.ts `DownloadRecorder`) over the video repository: the
 * target is read by key (BatchGetItem of the version, its video and its project), the result written by the
 * one writer `recordDownloadResult` (one transaction, with the domain event the owner hears: the version is
 * ready, or its import failed).
 */
import type { DomainEvent } from '../../../shared/domain/domain-events';
import type { Project, Video } from '../../../shared/domain/entities';
import { VIDEO_MESSAGES } from '../../../shared/messages/video-messages';
import type { DbPort } from '../../platform/db/db-port';
import type { IdSource } from '../../platform/ports';
import { monotonicIds, systemClock } from '../../platform/runtime/runtime-ports';
import type { Clock } from '../../platform/ports';
import type {
  DownloadRecorder,
  DownloadRef,
  DownloadTarget,
  MediaEventAudience,
  ProxyRecorder,
} from '../../projects';
import {
  activateProcessingVideo,
  getDownloadTarget,
  recordDownloadResult,
  recordPendingUpload,
  recordProxyProgress,
  type RecordDownloadInput,
} from '../../projects';

/**
 * What a media event says about its project: it is addressed to the project's workspace (`ownerId`, the
 * stream's ordering line); which members hear it is the notify Lambda's one question to the workspaces
 * capability, `projectAudience` (its followers who are members now), as for every project event.
 */
export function mediaEventAudience(
  project: Project | null,
  video: Video | null,
): MediaEventAudience | undefined {
  if (!project) return undefined;
  return { ownerId: project.userId, projectName: project.name, videoTitle: video?.title ?? '' };
}

/** The event a download or proxy result raises; none when nobody is told or the version is still processing. */
export function mediaEvent(
  ids: IdSource,
  ref: DownloadRef,
  audience: MediaEventAudience | undefined,
  at: string,
  outcome: 'ready' | 'refused' | 'drive_link' | 'proxy_pending',
): DomainEvent[] {
  if (!audience || outcome === 'proxy_pending') return [];
  const base = {
    id: ids.next(),
    at,
    ownerId: audience.ownerId,
    projectId: ref.projectId,
    projectName: audience.projectName,
    videoId: ref.videoId,
    videoTitle: audience.videoTitle,
    versionNumber: ref.versionNumber,
  };
  return outcome === 'ready'
    ? [{ ...base, type: 'version_ready' }]
    : [{ ...base, type: 'import_failed', outcome }];
}

export function downloadRecorder(db: DbPort, ids: IdSource = monotonicIds()): DownloadRecorder {
  async function record(
    ref: DownloadRef,
    target: DownloadTarget,
    at: string,
    result: RecordDownloadInput['result'],
  ): Promise<void> {
    const outcome =
      result.kind === 'stored'
        ? result.proxy
          ? 'proxy_pending'
          : 'ready'
        : result.kind === 'damaged'
          ? 'refused'
          : result.kind === 'drive_link'
            ? 'drive_link'
            : 'proxy_pending';
    await recordDownloadResult(db, {
      ...ref,
      version: target.version,
      activateVideo: target.activatesVideo,
      now: at,
      result,
      events: mediaEvent(ids, ref, target.audience, at, outcome),
      ...(target.audience ? { workspaceId: target.audience.ownerId } : {}),
    });
  }
  return {
    async find(ref) {
      const target = await getDownloadTarget(db, ref);
      if (!target) return null;
      const audience = mediaEventAudience(target.project, target.video);
      return {
        version: target.version,
        pendingUploadId: target.pendingUploadId,
        activatesVideo:
          target.video?.status === 'processing' && target.video.currentVersionId === target.version.id,
        ...(audience ? { audience } : {}),
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

/**
 * The transcoder's recorder: progress on the version, the result through the one writer (proxy branch). Ready
 * proxies tell the owner the version is ready; a failed proxy does not (the stored original still plays where
 * the browser can, and the project page says why the proxy is missing).
 */
export function proxyRecorder(
  db: DbPort,
  ids: IdSource = monotonicIds(),
  clock: Clock = systemClock,
): ProxyRecorder {
  return {
    progress: (ref, percent) => recordProxyProgress(db, ref, percent),
    result: async (ref, proxy) => {
      let events: DomainEvent[] = [];
      if (proxy.status === 'ready') {
        const target = await getDownloadTarget(db, ref);
        const at = clock.now().toISOString();
        events = mediaEvent(
          ids,
          ref,
          mediaEventAudience(target?.project ?? null, target?.video ?? null),
          at,
          'ready',
        );
      }
      await recordDownloadResult(db, {
        ...ref,
        activateVideo: false,
        result: { kind: 'proxy', proxy },
        events,
      });
    },
  };
}
