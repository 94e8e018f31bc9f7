/**
 * The Drive API v3 REST calls, on plain `fetch`: `GET drive/v3/files` (files.list) and `GET drive/v3/files/{id}`
 * (files.get, its metadata or `alt=media` bytes). The client library sent these very requests, but weighed
 * about 430 KB in every Lambda that reads a single file's metadata.
 *
 * A non-2xx answer throws a `DriveHttpFailure` carrying the status, headers and body text (read capped), which
 * drive-errors.ts maps to a `DriveError`; a metadata answer is checked against the fields we ask for.
 */
import * as z from '../platform/zod';
import { DriveError } from './drive-port';

export const GOOGLE_API_ROOT = 'https://www.googleapis.com/';

/** The fields of a Drive file resource we ask for (`fields=`); Drive leaves absent ones out. */
const driveApiFile = z.object({
  id: z.nullish(z.string()),
  name: z.nullish(z.string()),
  mimeType: z.nullish(z.string()),
  thumbnailLink: z.nullish(z.string()),
  webViewLink: z.nullish(z.string()),
  /** Bytes, as a decimal string (int64 in JSON). */
  size: z.nullish(z.string()),
  trashed: z.nullish(z.boolean()),
});
export type DriveApiFile = z.infer<typeof driveApiFile>;

const driveFileList = z.object({
  nextPageToken: z.nullish(z.string()),
  files: z.nullish(z.array(driveApiFile)),
});
export type DriveFileList = z.infer<typeof driveFileList>;

export const DRIVE_SCHEMAS = { file: driveApiFile, fileList: driveFileList } as const;

/** Query parameters in the order given; undefined ones are left out. */
export type DriveParams = Record<string, string | number | boolean | undefined>;

const MAX_ERROR_BODY = 64 * 1024;

/** A Drive answer outside 2xx, in the shape drive-errors.ts reads (`status`, `response.headers/data`). */
export class DriveHttpFailure extends Error {
  override readonly name = 'DriveHttpFailure';
  readonly response: { status: number; headers: Headers; data: string };
  constructor(
    readonly status: number,
    headers: Headers,
    body: string,
  ) {
    super(`Drive answered ${status}`);
    this.response = { status, headers, data: body };
  }
}

/** `{root}drive/v3/files[/{fileId}]?params`. */
export function driveFilesUrl(rootUrl: string, fileId: string | null, params: DriveParams): URL {
  const root = rootUrl.endsWith('/') ? rootUrl : `${rootUrl}/`;
  const path = fileId === null ? 'drive/v3/files' : `drive/v3/files/${encodeURIComponent(fileId)}`;
  const url = new URL(path, root);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.append(name, String(value));
  }
  return url;
}

async function cappedText(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      total += value.byteLength;
      if (total >= MAX_ERROR_BODY) {
        await reader.cancel();
        break;
      }
    }
  } catch {
    // whatever arrived is enough
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** One GET; a non-2xx answer throws `DriveHttpFailure`, a failed connection fetch's own error. */
export async function driveGet(
  url: URL,
  init: { headers: Record<string, string>; signal?: AbortSignal },
): Promise<Response> {
  const res = await fetch(url, { headers: init.headers, ...(init.signal ? { signal: init.signal } : {}) });
  if (res.ok) return res;
  throw new DriveHttpFailure(res.status, res.headers, await cappedText(res));
}

/** A JSON answer checked against `schema`; one that is not is Drive misbehaving (worth a retry). */
export async function driveJson<S extends z.ZodMiniType>(res: Response, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await res.json();
  } catch (error) {
    throw new DriveError('upstream', 'Drive answered something that is not JSON', res.status, {
      cause: error,
    });
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) {
    throw new DriveError('upstream', 'Drive answered an unexpected file resource', res.status, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}
