/**
 * Google Drive folder links (import step 1). The folder id is taken from, in this order:
 * - a `/folders/{id}` path with 10 or more id characters;
 * - an `id=` query value with 10 or more id characters;
 * - the whole input as a bare id of 25 or more id characters.
 * Id characters are letters, digits, underscore and hyphen. The input is trimmed first.
 */
import { IMPORT_MESSAGES } from '../messages/import-messages';

export const DRIVE_ID_MIN_LENGTH = { folderPath: 10, idQuery: 10, bareId: 25, fileId: 25 } as const;

const FOLDER_PATH = /\/folders\/([A-Za-z0-9_-]{10,})/;
const ID_QUERY = /[?&]id=([A-Za-z0-9_-]{10,})/;
const BARE_ID = /^[A-Za-z0-9_-]{25,}$/;

export const DRIVE_FOLDER_LINK_FORMS = ['folder_path', 'id_query', 'bare_id'] as const;
export type DriveFolderLinkForm = (typeof DRIVE_FOLDER_LINK_FORMS)[number];

export type DriveLinkError = 'empty' | 'invalid';

export type DriveFolderLinkResult =
  | { readonly ok: true; readonly folderId: string; readonly form: DriveFolderLinkForm }
  | { readonly ok: false; readonly error: DriveLinkError; readonly message: string };

/** Parse a folder link or id; never throws. */
export function parseDriveFolderLink(input: string): DriveFolderLinkResult {
  const value = input.trim();
  if (value === '') return { ok: false, error: 'empty', message: IMPORT_MESSAGES.folderUrlRequired };
  const path = FOLDER_PATH.exec(value);
  if (path?.[1]) return { ok: true, folderId: path[1], form: 'folder_path' };
  const query = ID_QUERY.exec(value);
  if (query?.[1]) return { ok: true, folderId: query[1], form: 'id_query' };
  if (BARE_ID.test(value)) return { ok: true, folderId: value, form: 'bare_id' };
  return { ok: false, error: 'invalid', message: IMPORT_MESSAGES.folderUrlInvalid };
}

/** The canonical web link of a folder id. */
export function driveFolderUrl(folderId: string): string {
  return `https://drive.google.com/drive/folders/${encodeURIComponent(folderId)}`;
}
