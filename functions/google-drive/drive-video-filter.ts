/**
 * Which Drive files are videos, the two listing queries (video MIME types; file-name extensions as the
 * fallback), and the mapping of a Drive file to the listing's DriveFile.
 */
import type { DriveFile } from '../../shared/api/endpoints/drive';
import { driveFilePreviewUrl } from '../../shared/domain/drive-file-link';
import type { DriveApiFile } from './drive-rest';

export const FOLDER_MIME_TYPE = 'application/vnd.google-apps.folder';

/** The video MIME types of the spec (mp4, avi, mov, wmv, flv, webm, mkv, m4v, 3gp, quicktime). */
export const VIDEO_MIME_TYPES = [
  'video/mp4',
  'video/x-msvideo',
  'video/avi',
  'video/quicktime',
  'video/x-ms-wmv',
  'video/x-flv',
  'video/webm',
  'video/x-matroska',
  'video/x-m4v',
  'video/3gpp',
] as const;

/** The file-name extensions of the fallback query (spec: mp4, avi, mov, wmv, mkv, webm, m4v). */
export const VIDEO_FILE_EXTENSIONS = ['mp4', 'avi', 'mov', 'wmv', 'mkv', 'webm', 'm4v'] as const;

/** A value inside a single-quoted Drive query string. */
function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

export function videoMimeQuery(folderId: string): string {
  const types = VIDEO_MIME_TYPES.map((t) => `mimeType = ${quote(t)}`).join(' or ');
  return `${quote(folderId)} in parents and trashed = false and (${types})`;
}

export function videoExtensionQuery(folderId: string): string {
  const names = VIDEO_FILE_EXTENSIONS.map((ext) => `name contains ${quote(`.${ext}`)}`).join(' or ');
  return `${quote(folderId)} in parents and trashed = false and (${names})`;
}

/** True when the name ends with a video extension (Drive's `name contains` is looser than that). */
export function isVideoFileName(name: string): boolean {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return ext !== undefined && (VIDEO_FILE_EXTENSIONS as readonly string[]).includes(ext);
}

/** The name without its last extension ('cut 3.mp4' → 'cut 3'); the name itself when that would be empty. */
export function titleFromFileName(name: string): string {
  const title = name.replace(/\.[^.]+$/, '').trim();
  return title === '' ? name : title;
}

/** A Drive API file as the listing's DriveFile; null without an id. */
export function toDriveFile(file: DriveApiFile): DriveFile | null {
  if (!file.id) return null;
  const name = file.name ?? '';
  const size =
    file.size !== undefined && file.size !== null && /^\d+$/.test(file.size) ? Number(file.size) : null;
  return {
    id: file.id,
    name,
    title: titleFromFileName(name),
    mimeType: file.mimeType ?? 'application/octet-stream',
    thumbnailLink: file.thumbnailLink ?? null,
    webViewLink: file.webViewLink ?? null,
    size,
    previewUrl: driveFilePreviewUrl(file.id),
  };
}
