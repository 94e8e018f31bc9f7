/**
 * The few S3 requests of the avatar without the S3 client: a presigned PUT (content type and length signed),
 * a HEAD and a ranged GET, signed with SigV4 as s3-presigned-get.ts signs GETs and sent with fetch. The
 * editor's API needs nothing else of S3, and the client (its XML protocol, checksums and event streams,
 * ~150 KB) would be loaded in every editor request's cold start for these three.
 *
 * The presigned PUT is the URL @aws-sdk/s3-request-presigner makes for a PutObjectCommand with the local
 * client's settings (test/unit/media/s3-object-requests.test.ts compares them). In the cloud the SDK's
 * default would also sign a CRC32 of the empty body into the URL, which S3 then checks against the image
 * the browser uploads; that checksum is left out.
 */
import { SignatureV4 } from '@smithy/signature-v4';
import { NodeSha256, objectAddress, queryString, type S3PresignedGetOptions } from './s3-presigned-get';

/** SHA-256 of an empty body: what a HEAD or GET carries as its payload hash. */
const EMPTY_BODY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** An S3 answer outside 2xx (`status` as the SDK's `$metadata.httpStatusCode`). */
export class S3RequestError extends Error {
  override readonly name = 'S3RequestError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface S3ObjectRequests {
  presignPut(
    key: string,
    input: { contentType: string; size: number; expiresInSeconds: number; now: Date },
  ): Promise<string>;
  /** The object's size and type; null when there is none. */
  head(key: string): Promise<{ size: number; contentType: string | null } | null>;
  /** The bytes `start`..`end` (inclusive) of the object. */
  readRange(key: string, start: number, end: number): Promise<Uint8Array>;
}

export function s3ObjectRequests(
  options: S3PresignedGetOptions,
  fetchImpl: typeof fetch = fetch,
): S3ObjectRequests {
  const signer = new SignatureV4({
    service: 's3',
    region: options.region,
    credentials: options.credentials,
    sha256: NodeSha256,
    uriEscapePath: false,
    applyChecksum: false,
  });

  async function send(method: 'HEAD' | 'GET', key: string, extra: Record<string, string>): Promise<Response> {
    const { protocol, hostname, port, path, host } = objectAddress(options, key);
    const query: Record<string, string> = method === 'GET' ? { 'x-id': 'GetObject' } : {};
    const signed = await signer.sign({
      method,
      protocol,
      hostname,
      ...(port !== undefined ? { port } : {}),
      path,
      query,
      headers: { host, 'x-amz-content-sha256': EMPTY_BODY_SHA256, ...extra },
    });
    // fetch writes the same Host from the URL itself.
    const headers = Object.fromEntries(Object.entries(signed.headers).filter(([name]) => name !== 'host'));
    const search = queryString(query);
    const res = await fetchImpl(`${protocol}//${host}${path}${search ? `?${search}` : ''}`, {
      method,
      headers,
    });
    return res;
  }

  return {
    async presignPut(key, { contentType, size, expiresInSeconds, now }) {
      const { protocol, hostname, port, path, host } = objectAddress(options, key);
      const signed = await signer.presign(
        {
          method: 'PUT',
          protocol,
          hostname,
          ...(port !== undefined ? { port } : {}),
          path,
          query: { 'x-id': 'PutObject' },
          headers: {
            host,
            'content-type': contentType,
            'content-length': String(size),
            'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
          },
        },
        {
          expiresIn: expiresInSeconds,
          signingDate: now,
          signableHeaders: new Set(['content-type', 'content-length']),
        },
      );
      return `${protocol}//${host}${path}?${queryString(signed.query)}`;
    },

    async head(key) {
      const res = await send('HEAD', key, {});
      if (res.status === 404) return null;
      if (!res.ok) throw new S3RequestError(res.status, `S3 HEAD answered ${res.status}`);
      const length = res.headers.get('content-length');
      return {
        size: length !== null && /^\d+$/.test(length) ? Number(length) : 0,
        contentType: res.headers.get('content-type'),
      };
    },

    async readRange(key, start, end) {
      const res = await send('GET', key, { range: `bytes=${start}-${end}` });
      if (!res.ok) {
        await res.body?.cancel();
        throw new S3RequestError(res.status, `S3 GET answered ${res.status}`);
      }
      return new Uint8Array(await res.arrayBuffer());
    },
  };
}
