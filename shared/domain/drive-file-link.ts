/**
 * Google Drive single-file links (the 'Add New Video to Project' dialog and the version update form).
 * The file id (25 or more letters, digits, underscores or hyphens) comes from `/file/d/{id}`,
 * `open?id={id}` or `/file/u/{n}/d/{id}`. The input is trimmed first. The invalid-link text differs by form:
 * 'Invalid Google Drive URL format.' (update form) and
 * 'The URL does not seem to be a valid Google Drive file link.' (add dialog).
 */
import { VIDEO_MESSAGES } from '../messages/video-messages';
import type { DriveLinkError } from './drive-folder-link';

const FILE_D = /\/file\/d\/([A-Za-z0-9_-]{25,})/;
const OPEN_ID = /open\?id=([A-Za-z0-9_-]{25,})/;
const FILE_U_D = /\/file\/u\/\d+\/d\/([A-Za-z0-9_-]{25,})/;

export const DRIVE_FILE_LINK_FORMS = ['file_d', 'open_id', 'file_u_d'] as const;
export type DriveFileLinkForm = (typeof DRIVE_FILE_LINK_FORMS)[number];

/** Which form asks: the text for an invalid link depends on it. */
export const DRIVE_FILE_LINK_CONTEXTS = ['add', 'update'] as const;
export type DriveFileLinkContext = (typeof DRIVE_FILE_LINK_CONTEXTS)[number];

export type DriveFileLinkResult =
  | { readonly ok: true; readonly fileId: string; readonly form: DriveFileLinkForm }
  | { readonly ok: false; readonly error: DriveLinkError; readonly message: string };

/** Parse a single-file link; never throws. */
export function parseDriveFileLink(input: string, context: DriveFileLinkContext): DriveFileLinkResult {
  const value = input.trim();
  if (value === '') return { ok: false, error: 'empty', message: VIDEO_MESSAGES.fileUrlRequired };
  const d = FILE_D.exec(value);
  if (d?.[1]) return { ok: true, fileId: d[1], form: 'file_d' };
  const open = OPEN_ID.exec(value);
  if (open?.[1]) return { ok: true, fileId: open[1], form: 'open_id' };
  const ud = FILE_U_D.exec(value);
  if (ud?.[1]) return { ok: true, fileId: ud[1], form: 'file_u_d' };
  return {
    ok: false,
    error: 'invalid',
    message: context === 'add' ? VIDEO_MESSAGES.fileUrlInvalidAdd : VIDEO_MESSAGES.fileUrlInvalidUpdate,
  };
}

/** The web view link of a file id. */
export function driveFileViewUrl(fileId: string): string {
  return `https://drive.google.com/file/d/${encodeURIComponent(fileId)}/view`;
}

/** The embeddable preview link of a file id (the player fallback when no stored copy exists). */
export function driveFilePreviewUrl(fileId: string): string {
  return `https://drive.google.com/file/d/${encodeURIComponent(fileId)}/preview`;
}
