/**
 * A new version of a video from a Drive file (import selection, Add video, new version): processing until the
 * download worker records its copy; links default to the file's Drive view and preview pages.
 */
import { driveFilePreviewUrl, driveFileViewUrl } from '../../../shared/domain/drive-file-link';
import type { VideoVersion } from '../../../shared/domain/entities';
import type { FootageOrigin } from './footage-origin';

export interface DriveVersionSource {
  fileId: string;
  fileName: string;
  mimeType: string | null;
  size: number | null;
  webViewLink: string | null;
  previewUrl: string | null;
  thumbnailLink: string | null;
}

/** A version from a footage link instead: its source, the shared link it came from, no Drive preview. */
export function withFootageOrigin(
  version: Omit<VideoVersion, 'versionNumber'>,
  origin: FootageOrigin | null,
): Omit<VideoVersion, 'versionNumber'> {
  if (!origin) return version;
  return {
    ...version,
    sourceType: origin.source,
    sourceUrl: origin.link,
    sourceItem: origin.item,
    previewUrl: null,
  };
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
