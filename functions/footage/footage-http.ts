/**
 * The HTTP every footage adapter shares: each request through the one guarded fetch (the link and every
 * redirect hop judged first), a service's failure as a DriveError whose kind says whether a retry can help,
 * JSON answers checked with zod, and the checks a file passes before its bytes are copied (footage-media.ts).
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import * as z from '../platform/zod';
import {
  FetchRefusedError,
  guardedFetch,
  type FetchGuard,
  type GuardedFetchInit,
} from '../platform/http/guarded-fetch';
import { DriveError, type DriveMedia } from '../google-drive';
import {
  FOOTAGE_LIMITS,
  isVideoContentType,
  isVideoSignature,
} from '../../shared/domain/footage/footage-media';
import type { FootageSource } from '../../shared/domain/footage/footage-source';
import { FootageRefusedError } from './footage-port';
import type { SecretText } from '../platform/aws/cached-secret';

export interface FootageHttp {
  guard: FetchGuard;
  fetchImpl?: typeof fetch;
  maxBytes?: number;
}

function kindOf(status: number): DriveError['kind'] {
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'upstream';
  if (status === 404 || status === 410 || status === 409) return 'not_found';
  if (status === 401 || status === 403) return 'permission';
  return 'invalid';
}

/** One guarded request; a refused hop is a FootageRefusedError, a failed connection a network DriveError. */
export async function footageRequest(
  http: FootageHttp,
  url: string,
  init: GuardedFetchInit = {},
): Promise<Response> {
  try {
    const { response } = await guardedFetch(url, http.guard, {
      ...init,
      ...(http.fetchImpl ? { fetchImpl: http.fetchImpl } : {}),
    });
    return response;
  } catch (error) {
    if (error instanceof FetchRefusedError)
      throw new FootageRefusedError('address', error.message, { cause: error });
    if (error instanceof DriveError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new DriveError('network', message || 'Network error', null, { cause: error });
  }
}

/** A non-2xx answer as a DriveError (its body dropped). */
export async function failedAnswer(response: Response, what: string): Promise<DriveError> {
  await response.body?.cancel();
  const retryAfter = Number(response.headers.get('retry-after'));
  return new DriveError(kindOf(response.status), `${what} answered ${response.status}`, response.status, {
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
  });
}

/** A guarded request whose 2xx JSON answer is checked against `schema`. */
export async function footageJson<S extends z.ZodMiniType>(
  http: FootageHttp,
  url: string,
  init: GuardedFetchInit,
  schema: S,
  what: string,
): Promise<z.infer<S>> {
  const response = await footageRequest(http, url, init);
  if (!response.ok) throw await failedAnswer(response, what);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new DriveError('upstream', `${what} answered something that is not JSON`, response.status, {
      cause: error,
    });
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) {
    throw new DriveError('upstream', `${what} answered an unexpected shape`, response.status, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

function declaredSize(response: Response): number | null {
  const range = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1];
  if (range !== undefined) return Number(range);
  const length = response.headers.get('content-length');
  return length !== null && /^\d+$/.test(length) ? Number(length) : null;
}

/** The first `count` bytes of a stream, and the stream of every byte (those included) to read on. */
async function peek(
  body: ReadableStream<Uint8Array>,
  count: number,
): Promise<{ head: Uint8Array; rest: Readable }> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < count && !done) {
    const next = await reader.read();
    done = next.done;
    if (next.value) {
      chunks.push(next.value);
      length += next.value.byteLength;
    }
  }
  const head = Buffer.concat(chunks);
  async function* all(): AsyncGenerator<Buffer> {
    try {
      if (head.byteLength > 0) yield head;
      for (;;) {
        const next = await reader.read();
        if (next.done) return;
        yield Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
      }
    } finally {
      await reader.cancel().catch(() => undefined);
    }
  }
  return { head, rest: Readable.from(all(), { objectMode: false }) };
}

/**
 * A file's answer checked before its bytes are copied: declared size within the limit, a type a video can
 * have, first bytes a video container's signature. Refusals are FootageRefusedErrors (never retried).
 */
export async function checkedMedia(
  http: FootageHttp,
  response: Response,
  what: string,
): Promise<DriveMedia & { head: Uint8Array }> {
  if (!response.ok) throw await failedAnswer(response, what);
  const maxBytes = http.maxBytes ?? FOOTAGE_LIMITS.maxBytes;
  const total = declaredSize(response);
  const fail = async (error: FootageRefusedError) => {
    await response.body?.cancel();
    return error;
  };
  if (total !== null && total > maxBytes)
    throw await fail(new FootageRefusedError('too_large', `${what}: ${total} bytes, more than ${maxBytes}`));
  const contentType = response.headers.get('content-type');
  if (!isVideoContentType(contentType))
    throw await fail(new FootageRefusedError('not_video', `${what}: served as ${contentType ?? 'nothing'}`));
  if (!response.body) throw new FootageRefusedError('not_video', `${what}: an empty answer`);
  const { head, rest } = await peek(response.body as ReadableStream<Uint8Array>, FOOTAGE_LIMITS.sniffBytes);
  if (!isVideoSignature(head)) {
    rest.destroy();
    throw new FootageRefusedError('not_video', `${what}: not a video container`);
  }
  const length = response.headers.get('content-length');
  const size = length !== null && /^\d+$/.test(length) ? Number(length) : null;
  return {
    stream: rest,
    size,
    totalSize: total,
    mimeType: contentType?.split(';')[0]?.trim() ?? null,
    head,
  };
}

/** The stable id of a footage item (the import's file id): the source's mark and a hash of link and item. */
export function footageFileId(source: FootageSource, link: string, item: string): string {
  const hash = createHash('sha256').update(`${source}\n${link}\n${item}`).digest('base64url').slice(0, 32);
  return `${source}_${hash}`;
}

/** The file name of a URL's last path segment ('' when there is none). */
export function nameFromUrl(url: string): string {
  try {
    const segment = new URL(url).pathname.split('/').filter(Boolean).pop() ?? '';
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** The file name a Content-Disposition header gives (RFC 6266 `filename*` first), else null. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star.trim());
    } catch {
      return null;
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header)?.[1];
  return plain?.trim() || null;
}

/**
 * The app token's Authorization header, read at each call: in the cloud the token is a Secrets Manager secret
 * read through the short-lived cache, so a token replaced by ops is used without a redeploy.
 */
export async function bearer(token: SecretText | undefined): Promise<Record<string, string>> {
  return token ? { Authorization: `Bearer ${await token()}` } : {};
}
