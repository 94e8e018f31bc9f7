/**
 * The Drive port: what the import needs from Google Drive. The real adapter (`google-drive-adapter.ts`, Drive
 * API v3's REST endpoints on `fetch`) and the local stand-in are interchangeable by configuration only (the
 * stand-in is the same adapter pointed at another base URL).
 *
 * Access: without `accessToken` the server's API key is used (publicly shared folders and files); with it,
 * the editor's own Google OAuth token (drive.readonly) is sent as a bearer token. Tokens are never stored.
 */
import type { Readable } from 'node:stream';
import type { DriveFile, DriveFileResult, DriveListResult } from '../../shared/api/endpoints/drive';

export type { DriveFile, DriveFileResult, DriveListResult };

export interface DriveAccess {
  /** The editor's Google OAuth access token; absent = API key (public files). */
  accessToken?: string;
}

/** Inclusive byte range, as in an HTTP `Range: bytes=start-end` header (`end` absent = to the end). */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface OpenMediaOptions extends DriveAccess {
  range?: ByteRange;
  /** Aborts the request and the stream (e.g. when the upload fails). */
  signal?: AbortSignal;
}

export interface DriveMedia {
  /** The file's bytes (or the requested range), streamed. */
  stream: Readable;
  /** Bytes in `stream`; null when Drive does not say. */
  size: number | null;
  /** Total file size (from Content-Range on a 206, else `size`). */
  totalSize: number | null;
  mimeType: string | null;
}

export interface DriveThumbnail {
  body: Buffer;
  contentType: string;
}

/** Why a Drive call failed; `retryable` for 429, 5xx and network errors. */
export const DRIVE_ERROR_KINDS = [
  'not_found',
  'permission',
  'invalid',
  'rate_limited',
  'upstream',
  'network',
] as const;
export type DriveErrorKind = (typeof DRIVE_ERROR_KINDS)[number];

export class DriveError extends Error {
  override readonly name = 'DriveError';
  constructor(
    readonly kind: DriveErrorKind,
    message: string,
    readonly httpStatus: number | null = null,
    options?: { cause?: unknown; retryAfter?: number },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    if (options?.retryAfter !== undefined) this.retryAfter = options.retryAfter;
  }

  /** Seconds Drive asked to wait (Retry-After), read by shared/lib/retry.ts. */
  readonly retryAfter?: number;

  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'upstream' || this.kind === 'network';
  }
}

export interface DrivePort {
  /**
   * Every video of a folder (all pages), filtered to video MIME types, with the file-name extension query
   * as a fallback when the MIME query finds none. Never throws for Drive answers: the status says what
   * happened and `message` carries the spec's text.
   */
  listFolderVideos(folderId: string, access?: DriveAccess): Promise<DriveListResult>;
  /** One file's metadata ('Add video', 'new version'); never throws for Drive answers. */
  getFile(fileId: string, access?: DriveAccess): Promise<DriveFileResult>;
  /** The file's bytes (`alt=media`), streamed; throws `DriveError` (retryable or not). */
  openMedia(fileId: string, options?: OpenMediaOptions): Promise<DriveMedia>;
  /**
   * The thumbnail of a file, from the `thumbnailLink` Drive answers for its id (never a URL a client sent),
   * fetched under the host/redirect/type/size guard of thumbnail-fetch.ts; null when there is none or Drive
   * cannot give it; throws `ThumbnailRefusedError` when the guard refuses the answer.
   */
  fetchThumbnail(fileId: string, access?: DriveAccess): Promise<DriveThumbnail | null>;
}

/** Single-file Drive look-ups ('Add video', 'new version'). */
export interface DriveFilesPort {
  getFile(fileId: string, accessToken?: string): Promise<DriveFileResult>;
}
