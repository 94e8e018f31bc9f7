/**
 * Google Drive look-ups for the import wizard ('list-drive-files') and the single-file dialogs ('Add video',
 * 'new version'). Served by the `drive` Lambda; the Drive API key stays on the server, the editor's own
 * Google OAuth access token (drive.readonly, obtained in the SPA) is forwarded per call and never stored.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';

/** A Drive id: letters, digits, underscore and hyphen. */
export const driveIdSchema = z
  .string()
  .check(z.minLength(10), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/, 'Not a Google Drive id'));

/** The editor's Google OAuth access token (forwarded to Drive, never stored or logged). */
export const driveAccessTokenSchema = z.string().check(z.minLength(1), z.maxLength(4096));

/** One video of a Drive listing (spec §3 'Drive file'). */
export const driveFileSchema = z.object({
  id: z.string().check(z.minLength(1)),
  /** File name as in Drive, with its extension. */
  name: z.string(),
  /** The name without its extension: the default video title. */
  title: z.string(),
  mimeType: z.string(),
  thumbnailLink: z.nullable(z.string()),
  webViewLink: z.nullable(z.string()),
  /** Bytes; null when Drive does not report a size. */
  size: z.nullable(z.int().check(z.nonnegative())),
  /** The Drive preview (embeddable player) link: the fallback playback source. */
  previewUrl: z.string(),
});
export type DriveFile = z.infer<typeof driveFileSchema>;

export const DRIVE_LIST_STATUSES = ['success', 'permission_required', 'folder_not_found', 'error'] as const;
export type DriveListStatus = (typeof DRIVE_LIST_STATUSES)[number];

export const DRIVE_FILE_STATUSES = ['success', 'permission_required', 'not_found', 'error'] as const;
export type DriveFileStatus = (typeof DRIVE_FILE_STATUSES)[number];

/** The answer of a folder listing; `message` is a user-facing text from shared/messages (empty on success). */
export const driveListResultSchema = z.object({
  status: z.enum(DRIVE_LIST_STATUSES),
  videos: z.array(driveFileSchema),
  message: z.string(),
});
export type DriveListResult = z.infer<typeof driveListResultSchema>;

export const driveFileResultSchema = z.object({
  status: z.enum(DRIVE_FILE_STATUSES),
  file: z.nullable(driveFileSchema),
  message: z.string(),
});
export type DriveFileResult = z.infer<typeof driveFileResultSchema>;

export const listDriveFolderBodySchema = z
  .object({
    /** A folder link as pasted ('/folders/{id}', '?id={id}') or a bare id; one of folderUrl/folderId. */
    folderUrl: z.optional(z.string().check(z.maxLength(2048))),
    folderId: z.optional(driveIdSchema),
    accessToken: z.optional(driveAccessTokenSchema),
  })
  .check(
    z.refine((b) => b.folderUrl !== undefined || b.folderId !== undefined, {
      message: 'Give folderUrl or folderId',
      path: ['folderUrl'],
    }),
  );
export type ListDriveFolderBody = z.infer<typeof listDriveFolderBodySchema>;

export const listDriveFolder = defineEndpoint({
  id: 'listDriveFolder',
  method: 'POST',
  path: '/api/drive/list',
  caller: 'owner',
  lambda: 'drive',
  body: listDriveFolderBodySchema,
  response: driveListResultSchema,
  summary:
    'Lists the videos of a Drive folder (all pages); status success, permission_required, folder_not_found or error.',
});

/** Header carrying the editor's Google access token on GET look-ups (kept out of the URL and logs). */
export const DRIVE_ACCESS_TOKEN_HEADER = 'x-drive-access-token';

export const getDriveFile = defineEndpoint({
  id: 'getDriveFile',
  method: 'GET',
  path: '/api/drive/files/{fileId}',
  caller: 'owner',
  lambda: 'drive',
  params: z.object({ fileId: driveIdSchema }),
  response: driveFileResultSchema,
  summary: `Looks up one Drive file for 'Add video' and 'new version' (optional ${DRIVE_ACCESS_TOKEN_HEADER} header).`,
});

export const driveEndpoints = [listDriveFolder, getDriveFile] as const;
