/** The download worker's unit tests' job and version: one Drive file imported as the first version of V1. */
import type { VideoVersion } from '../../../shared/domain/entities';
import type { DownloadJob } from '../../../functions/projects/download-job';

export const job: DownloadJob = {
  projectId: 'P1',
  videoId: 'V1',
  versionId: 'R1',
  versionNumber: 1,
  fileId: '1CutroomSample01BrandIntro000001',
  fileName: 'a.mp4',
};

export function version(status: VideoVersion['status']): VideoVersion {
  return {
    id: 'R1',
    videoId: 'V1',
    projectId: 'P1',
    versionNumber: 1,
    sourceType: 'drive',
    sourceUrl: 'x',
    fileId: job.fileId,
    previewUrl: null,
    thumbnailUrl: null,
    fileName: 'a.mp4',
    fileSize: null,
    mimeType: null,
    storagePath: null,
    thumbnailPath: null,
    status,
    statusNote: null,
    durationMs: null,
    width: null,
    height: null,
    frameRate: null,
    createdAt: '2026-11-22T12:00:00.000Z',
  };
}
