/**
 * The one server-side fetch of a thumbnail, guarded against SSRF: the URL always comes from what the
 * Drive API answered for a file id — never from a client — and even then only these answers are accepted:
 * - the URL, and every redirect target, is on an allowed host (Google's thumbnail hosts in the cloud, the
 *   Drive stand-in's own origin locally); a redirect off those hosts is refused, and redirects are followed by
 *   hand (at most `maxRedirects`) so each hop is checked before it is requested;
 * - the answer is `image/*` (SVG refused: it can carry script) and at most `maxBytes` long, checked against
 *   Content-Length first and again while reading, so a lying server cannot make us buffer more.
 * A refusal throws `ThumbnailRefusedError`; the caller keeps Drive's link instead of a copy. The hops are
 * followed by the one guarded fetch (functions/platform/http/guarded-fetch.ts).
 */
import { FetchRefusedError, guardedFetch } from '../platform/http/guarded-fetch';

export interface ThumbnailFetchPolicy {
  /** Whether a URL may be requested (the first one and every redirect target). */
  isAllowed(url: URL): boolean;
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /** Redirects followed (each to an allowed host). */
  maxRedirects: number;
  timeoutMs: number;
  /** Origins connected to without the public-address check (the Drive stand-in's, locally). */
  trustedOrigins?: readonly string[];
}

export interface FetchedThumbnail {
  body: Buffer;
  contentType: string;
}

export class ThumbnailRefusedError extends FetchRefusedError {
  override readonly name = 'ThumbnailRefusedError';
}

/** Google's hosts that serve Drive thumbnails (`thumbnailLink`), over HTTPS only. */
export function isGoogleThumbnailUrl(url: URL): boolean {
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (url.port !== '' && url.port !== '443') return false;
  const host = url.hostname.toLowerCase();
  return host.endsWith('.googleusercontent.com') || host === 'drive.google.com';
}

/** Only URLs of the exact origin of `rootUrl` (the Drive stand-in's, locally). */
export function sameOriginAs(rootUrl: string): (url: URL) => boolean {
  const origin = new URL(rootUrl).origin;
  return (url) => !url.username && !url.password && url.origin === origin;
}

export const DEFAULT_THUMBNAIL_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
  timeoutMs: 15_000,
} as const;

/** The policy for a Drive port: the stand-in's origin when a root URL is configured, else Google's hosts. */
export function thumbnailPolicy(
  rootUrl: string | undefined,
  limits: Partial<Omit<ThumbnailFetchPolicy, 'isAllowed' | 'trustedOrigins'>> = {},
): ThumbnailFetchPolicy {
  return {
    ...DEFAULT_THUMBNAIL_LIMITS,
    ...limits,
    isAllowed: rootUrl ? sameOriginAs(rootUrl) : isGoogleThumbnailUrl,
    ...(rootUrl ? { trustedOrigins: [new URL(rootUrl).origin] } : {}),
  };
}

const IMAGE_TYPE = /^image\/[a-z0-9][a-z0-9.+-]*$/;

/** The media type of a Content-Type header when it is a raster image type we store, else null. */
export function storableImageType(header: string | null): string | null {
  const type = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!IMAGE_TYPE.test(type) || type === 'image/svg+xml') return null;
  return type;
}

async function readCapped(res: Response, maxBytes: number): Promise<Buffer> {
  const reader = res.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new ThumbnailRefusedError(`Thumbnail larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches one thumbnail under the policy. Non-2xx answers throw an Error with `status` (so the caller's
 * Drive error mapping and retry apply); refusals throw `ThumbnailRefusedError`.
 */
export async function fetchThumbnailGuarded(
  link: string,
  policy: ThumbnailFetchPolicy,
  options: { headers?: Record<string, string>; fetchImpl?: typeof fetch } = {},
): Promise<FetchedThumbnail> {
  const { response: res } = await guardedFetch(
    link,
    {
      check: (url) => {
        if (!policy.isAllowed(url)) throw new ThumbnailRefusedError(`Host not allowed: ${url.host}`);
      },
      maxRedirects: policy.maxRedirects,
      refusal: ThumbnailRefusedError,
      // Google's hosts, and the addresses they resolve to public ones, checked in the socket's lookup.
      connectsTo: 'public',
      trustedOrigins: policy.trustedOrigins ?? [],
    },
    {
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
      signal: AbortSignal.timeout(policy.timeoutMs),
    },
  );
  if (!res.ok) {
    await res.body?.cancel();
    throw Object.assign(new Error(`Thumbnail answered ${res.status}`), { status: res.status });
  }
  const contentType = storableImageType(res.headers.get('content-type'));
  if (!contentType) {
    await res.body?.cancel();
    throw new ThumbnailRefusedError(`Not an image: ${res.headers.get('content-type') ?? 'no type'}`);
  }
  const declared = res.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > policy.maxBytes) {
    await res.body?.cancel();
    throw new ThumbnailRefusedError(`Thumbnail larger than ${policy.maxBytes} bytes`);
  }
  return { body: await readCapped(res, policy.maxBytes), contentType };
}
