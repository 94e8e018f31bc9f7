/**
 * The logo's storage in the media bucket, without the S3 client (as the avatar's): uploads under
 * `brand-uploads/<wsid>/` by presigned PUT, the re-encoded copy under `brand/<wsid>/<sha256>.png` written with
 * a signed PUT and `Cache-Control: public, max-age=31536000, immutable` (its key changes with its content),
 * and its URL for display. With `publicBaseUrl` (the stack's brand-assets distribution, whose origin is the
 * bucket's `brand/` prefix) the URL is public and lasting: a mail read months later still shows its logo.
 * Without it, a presigned GET, signed at the start of the current day with a week's expiry, so the URL is the
 * same for every request of a day and browsers reuse the cached logo instead of refetching.
 */
import type { S3Signing } from '../../platform/aws/clients';
import { s3PresignedGet } from './s3-presigned-get';
import { s3ObjectRequests, s3ObjectSender, S3RequestError } from './s3-object-requests';
import type { Clock } from '../../platform/ports';
import type { LogoStorage } from '../../branding';

export const LOGO_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const DAY_MS = 24 * 60 * 60 * 1000;
/** SigV4's longest presigned lifetime. */
const URL_TTL_SECONDS = 7 * 24 * 60 * 60;

/** The prefix of the re-encoded logos: what the brand-assets distribution serves, and only that. */
const PUBLIC_LOGO_PREFIX = 'brand/';

export function s3LogoStorage(options: {
  s3: S3Signing;
  bucket: string;
  clock: Clock;
  publicBaseUrl?: string | undefined;
}): LogoStorage {
  const target = { ...options.s3, bucket: options.bucket };
  const requests = s3ObjectRequests(target);
  const presignGet = s3PresignedGet(target);
  const sendSigned = s3ObjectSender(target);

  async function send(
    method: 'PUT' | 'DELETE',
    key: string,
    body?: Uint8Array,
    extra: Record<string, string> = {},
  ) {
    const query = method === 'PUT' ? { 'x-id': 'PutObject' } : { 'x-id': 'DeleteObject' };
    const headers = { ...(body ? { 'content-length': String(body.byteLength) } : {}), ...extra };
    const res = await sendSigned({ method, key, query, headers, ...(body ? { body } : {}) });
    await res.body?.cancel();
    if (!res.ok && !(method === 'DELETE' && res.status === 404)) {
      throw new S3RequestError(res.status, `S3 ${method} answered ${res.status}`);
    }
  }

  return {
    async presignUpload({ key, contentType, size, expiresInSeconds }) {
      const url = await requests.presignPut(key, {
        contentType,
        size,
        expiresInSeconds,
        now: options.clock.now(),
      });
      return { url, headers: { 'content-type': contentType } };
    },
    head: (key) => requests.head(key),
    read: (key, size) => requests.readRange(key, 0, Math.max(0, size - 1)),
    putImmutable: (key, bytes, contentType) =>
      send('PUT', key, bytes, { 'content-type': contentType, 'cache-control': LOGO_CACHE_CONTROL }),
    remove: (key) => send('DELETE', key),
    url(key) {
      if (options.publicBaseUrl && key.startsWith(PUBLIC_LOGO_PREFIX)) {
        return Promise.resolve(`${options.publicBaseUrl}/${key.slice(PUBLIC_LOGO_PREFIX.length)}`);
      }
      const dayStart = new Date(Math.floor(options.clock.now().getTime() / DAY_MS) * DAY_MS);
      return presignGet(key, { now: dayStart, expiresInSeconds: URL_TTL_SECONDS });
    },
  };
}
