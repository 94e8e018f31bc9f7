/**
 * A new version of a video from a Drive file (import selection, Add video, new version): processing until the
 * download worker records its copy; links default to the file's Drive view and preview pages.
 */
import { driveFilePreviewUrl, driveFileViewUrl } from '../../../shared/domain/drive-file-link';
import type { VideoVersion } from '../../../shared/domain/entities';

export interface DriveVersionSource {
  fileId: string;
  fileName: string;
  mimeType: string | null;
  size: number | null;
  webViewLink: string | null;
  previewUrl: string | null;
  thumbnailLink: string | null;
}

export function driveVersion(
  ids: { id: string; projectId: string; videoId: string },
  file: DriveVersionSource,
  at: string,
): Omit<VideoVersion, 'versionNumber'> {
  return {
    ...ids,
    sourceType: 'drive',
    sourceUrl: file.webViewLink || driveFileViewUrl(file.fileId),
    fileId: file.fileId,
    previewUrl: file.previewUrl || driveFilePreviewUrl(file.fileId),
    thumbnailUrl: file.thumbnailLink,
    fileName: file.fileName,
    fileSize: file.size,
    mimeType: file.mimeType,
    storagePath: null,
    thumbnailPath: null,
    status: 'processing',
    statusNote: null,
    durationMs: null,
    width: null,
    height: null,
    frameRate: null,
    createdAt: at,
  };
}
