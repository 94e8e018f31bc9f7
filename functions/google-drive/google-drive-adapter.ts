/**
 * The Drive port over the real Google Drive API v3 (its REST endpoints on `fetch`, drive-rest.ts). Locally the
 * same code talks to the stand-in: only `rootUrl` differs (CUTROOM_DRIVE_ENDPOINT).
 *
 * - Access: the editor's OAuth token as a bearer token when given (never stored or logged), else the API key.
 * - Listing: the folder is looked up first (404 → folder_not_found, 401/403 → permission_required), then every
 *   page of the video-MIME query is read; when it finds none, the file-name-extension query runs instead.
 * - 429, 5xx and network failures are retried with doubling waits (shared/lib/retry.ts), the one policy;
 *   no request timeout (a long media download must not be cut), the caller's signal aborts.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { IMPORT_MESSAGES } from '../../shared/messages/import-messages';
import { VIDEO_MESSAGES } from '../../shared/messages/video-messages';
import { driveErrorMessage } from '../../shared/domain/import-result';
import { withRetry, type RetryOptions } from '../../shared/lib/retry';
import type { DriveFileResult, DriveListResult } from '../../shared/api/endpoints/drive';
import {
  DriveError,
  type DriveAccess,
  type DriveMedia,
  type DrivePort,
  type DriveThumbnail,
  type OpenMediaOptions,
} from './drive-port';
import {
  toDriveFile,
  videoExtensionQuery,
  videoMimeQuery,
  isVideoFileName,
  FOLDER_MIME_TYPE,
} from './drive-video-filter';
import type { SecretText } from '../platform/aws/cached-secret';
import {
  DRIVE_SCHEMAS,
  GOOGLE_API_ROOT,
  driveFilesUrl,
  driveGet,
  driveJson,
  type DriveApiFile,
  type DriveParams,
} from './drive-rest';
import { driveErrorFromResponse, isApiKeyRefused } from './drive-errors';
import {
  fetchThumbnailGuarded,
  ThumbnailRefusedError,
  thumbnailPolicy,
  type ThumbnailFetchPolicy,
} from './thumbnail-fetch';

export interface GoogleDriveAdapterOptions {
  /** Base URL of the API (the stand-in locally); default Google's. */
  rootUrl?: string;
  /** The API key (resolved lazily: Secrets Manager in the cloud; `{ fresh: true }` after Google refused it). */
  apiKey: SecretText;
  /** Files per list page (Drive allows 1–1000). */
  pageSize?: number;
  /** Retry policy for 429/5xx/network failures (spec: 3 retries, 1 s doubling). */
  retry?: Pick<RetryOptions, 'attempts' | 'baseDelayMs' | 'maxDelayMs' | 'sleep'>;
  /** Largest thumbnail copied (bytes). */
  maxThumbnailBytes?: number;
  /** Hosts a thumbnail may come from; default: `rootUrl`'s origin when set, else Google's thumbnail hosts. */
  thumbnailPolicy?: ThumbnailFetchPolicy;
}

const LIST_FIELDS = 'nextPageToken,files(id,name,mimeType,thumbnailLink,webViewLink,size)';
const FILE_FIELDS = 'id,name,mimeType,thumbnailLink,webViewLink,size,trashed';

type Headers = Record<string, string>;

type CallAuth = { headers: Headers; key?: string };

/** The API client and the policy every Drive request shares: whose auth, the API key's refresh, retries. */
interface DriveClient {
  /** `GET drive/v3/files[/{fileId}]` with these parameters and the call's auth (its `key` parameter last). */
  get(fileId: string | null, params: DriveParams, auth: CallAuth, signal?: AbortSignal): Promise<Response>;
  readonly pageSize: number;
  readonly retryOptions: RetryOptions;
  /**
   * Runs a call with the caller's auth; when Google refuses our API key, reads the key again at once and
   * runs it once more (ops replacing the placeholder key must not wait for the secret cache's age).
   */
  withAuth<T>(access: DriveAccess | undefined, run: (auth: CallAuth) => Promise<T>): Promise<T>;
  /** One API request under the retry policy, its failure translated to a DriveError. */
  call<T>(fn: () => Promise<T>): Promise<T>;
}

function driveClientFor(options: GoogleDriveAdapterOptions): DriveClient {
  const rootUrl = options.rootUrl ?? GOOGLE_API_ROOT;
  const retryOptions: RetryOptions = {
    ...options.retry,
    isRetryable: (error) => error instanceof DriveError && error.retryable,
  };

  /** Auth for one call: bearer header, or the `key` parameter. */
  async function auth(access: DriveAccess | undefined, fresh = false): Promise<CallAuth> {
    if (access?.accessToken) return { headers: { Authorization: `Bearer ${access.accessToken}` } };
    return { headers: {}, key: await options.apiKey(fresh ? { fresh } : {}) };
  }

  return {
    get(fileId, params, { headers, key }, signal) {
      const url = driveFilesUrl(rootUrl, fileId, { ...params, key });
      return driveGet(url, { headers, ...(signal ? { signal } : {}) });
    },
    pageSize: options.pageSize ?? 100,
    retryOptions,
    async withAuth(access, run) {
      try {
        return await run(await auth(access));
      } catch (error) {
        if (access?.accessToken || !(error instanceof DriveError) || !isApiKeyRefused(error)) throw error;
        return run(await auth(access, true));
      }
    },
    call(fn) {
      return withRetry(async () => {
        try {
          return await fn();
        } catch (error) {
          throw await driveErrorFromResponse(error);
        }
      }, retryOptions);
    },
  };
}

/** Every page of the files query `q`. */
async function listAll(
  client: DriveClient,
  q: string,
  access: DriveAccess | undefined,
): Promise<DriveApiFile[]> {
  return client.withAuth(access, async (auth) => {
    const files: DriveApiFile[] = [];
    let pageToken: string | undefined;
    do {
      const params: DriveParams = {
        q,
        pageSize: client.pageSize,
        fields: LIST_FIELDS,
        supportsAllDrives: true,
        includeItemsFromAllDrives: true,
        pageToken,
      };
      const page = await client.call(async () =>
        driveJson(await client.get(null, params, auth), DRIVE_SCHEMAS.fileList),
      );
      files.push(...(page.files ?? []));
      pageToken = page.nextPageToken ?? undefined;
    } while (pageToken);
    return files;
  });
}

async function getMetadata(
  client: DriveClient,
  fileId: string,
  access: DriveAccess | undefined,
): Promise<DriveApiFile> {
  return client.withAuth(access, (auth) =>
    client.call(async () =>
      driveJson(
        await client.get(fileId, { fields: FILE_FIELDS, supportsAllDrives: true }, auth),
        DRIVE_SCHEMAS.file,
      ),
    ),
  );
}

/** A Drive failure as the answer's status: not found, no access (the editor may connect Drive), or an error. */
function failedDriveCall<NotFound extends string>(
  error: unknown,
  notFound: { status: NotFound; message: string },
): { status: NotFound | 'permission_required' | 'error'; message: string } {
  if (!(error instanceof DriveError)) throw error;
  if (error.kind === 'not_found') return notFound;
  if (error.kind === 'permission')
    return { status: 'permission_required', message: IMPORT_MESSAGES.driveNoAccess };
  return { status: 'error', message: driveErrorMessage(error.message) };
}

/** The folder's videos: by MIME type, else (none found) by file-name extension. */
async function listFolderVideos(
  client: DriveClient,
  folderId: string,
  access: DriveAccess | undefined,
): Promise<DriveListResult> {
  const folderNotFound = { status: 'folder_not_found', message: IMPORT_MESSAGES.folderNotFound } as const;
  try {
    const folder = await getMetadata(client, folderId, access);
    if (folder.mimeType !== FOLDER_MIME_TYPE || folder.trashed) return { ...folderNotFound, videos: [] };
    let files = await listAll(client, videoMimeQuery(folderId), access);
    if (files.length === 0) {
      files = (await listAll(client, videoExtensionQuery(folderId), access)).filter(
        (f) => f.mimeType !== FOLDER_MIME_TYPE && isVideoFileName(f.name ?? ''),
      );
    }
    const videos = files.map(toDriveFile).filter((f) => f !== null);
    return { status: 'success', videos, message: videos.length === 0 ? IMPORT_MESSAGES.noVideos : '' };
  } catch (error) {
    return { ...failedDriveCall(error, folderNotFound), videos: [] };
  }
}

async function getFile(
  client: DriveClient,
  fileId: string,
  access: DriveAccess | undefined,
): Promise<DriveFileResult> {
  const notFound = { status: 'not_found', message: VIDEO_MESSAGES.driveDetailsFailed } as const;
  try {
    const meta = await getMetadata(client, fileId, access);
    const file = meta.mimeType === FOLDER_MIME_TYPE || meta.trashed ? null : toDriveFile(meta);
    if (!file) return { ...notFound, file: null };
    return { status: 'success', file, message: '' };
  } catch (error) {
    return { ...failedDriveCall(error, notFound), file: null };
  }
}

/** The file's bytes as a stream (a byte range when asked), with the sizes and type its headers give. */
async function openMedia(client: DriveClient, fileId: string, media: OpenMediaOptions): Promise<DriveMedia> {
  const res = await client.withAuth(media, ({ headers, key }) => {
    const auth: CallAuth = {
      headers: media.range
        ? { ...headers, Range: `bytes=${media.range.start}-${media.range.end ?? ''}` }
        : headers,
      ...(key !== undefined ? { key } : {}),
    };
    const params = { alt: 'media', supportsAllDrives: true, acknowledgeAbuse: false };
    return client.call(() => client.get(fileId, params, auth, media.signal));
  });
  // A Node stream of Buffers (what the upload copies from), over fetch's web stream of Uint8Arrays; no copy of
  // the bytes, and destroying it cancels the request's body.
  const stream = res.body ? Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>) : Readable.from([]);
  const length = res.headers.get('content-length');
  const contentRange = res.headers.get('content-range');
  const size = length !== null && /^\d+$/.test(length) ? Number(length) : null;
  const total = contentRange ? /\/(\d+)$/.exec(contentRange)?.[1] : undefined;
  return {
    stream,
    size,
    totalSize: total !== undefined ? Number(total) : size,
    mimeType: res.headers.get('content-type')?.split(';')[0]?.trim() ?? null,
  };
}

/** A copy of the file's thumbnail from the allowed hosts; null when Drive has none or fails. */
async function fetchThumbnail(
  client: DriveClient,
  thumbnails: ThumbnailFetchPolicy,
  fileId: string,
  access: DriveAccess | undefined,
): Promise<DriveThumbnail | null> {
  let link: string | null;
  try {
    link = (await getMetadata(client, fileId, access)).thumbnailLink ?? null;
  } catch (error) {
    if (error instanceof DriveError) return null;
    throw error;
  }
  if (!link) return null;
  const headers: Headers = access?.accessToken ? { authorization: `Bearer ${access.accessToken}` } : {};
  try {
    return await withRetry(async () => {
      try {
        return await fetchThumbnailGuarded(link, thumbnails, { headers });
      } catch (error) {
        if (error instanceof ThumbnailRefusedError) throw error;
        throw await driveErrorFromResponse(error);
      }
    }, client.retryOptions);
  } catch (error) {
    // A thumbnail is nice to have: the version falls back to Drive's link. A refusal is thrown on, so
    // the worker logs it.
    if (error instanceof DriveError) return null;
    throw error;
  }
}

export function googleDriveAdapter(options: GoogleDriveAdapterOptions): DrivePort {
  const client = driveClientFor(options);
  const thumbnails =
    options.thumbnailPolicy ??
    thumbnailPolicy(options.rootUrl, {
      ...(options.maxThumbnailBytes !== undefined ? { maxBytes: options.maxThumbnailBytes } : {}),
    });
  return {
    listFolderVideos: (folderId, access) => listFolderVideos(client, folderId, access),
    getFile: (fileId, access) => getFile(client, fileId, access),
    openMedia: (fileId, media = {}) => openMedia(client, fileId, media),
    fetchThumbnail: (fileId, access) => fetchThumbnail(client, thumbnails, fileId, access),
  };
}
