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
import { createHash } from 'node:crypto';
import { objectAddress, queryString, s3Signer, type S3PresignedGetOptions } from './s3-presigned-get';

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

/** One request to an object: its query and extra headers are signed, and so is the body's SHA-256. */
export interface SignedObjectRequest {
  method: 'GET' | 'HEAD' | 'PUT' | 'DELETE';
  key: string;
  query: Record<string, string>;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

/** Signs requests to the bucket's objects with SigV4 and sends them with fetch; the answer is the caller's. */
export function s3ObjectSender(options: S3PresignedGetOptions, fetchImpl: typeof fetch = fetch) {
  const signer = s3Signer(options);
  return async ({ method, key, query, headers = {}, body }: SignedObjectRequest): Promise<Response> => {
    const { protocol, hostname, port, path, host } = objectAddress(options, key);
    const signed = await signer.sign({
      method,
      protocol,
      hostname,
      ...(port !== undefined ? { port } : {}),
      path,
      query,
      headers: {
        host,
        'x-amz-content-sha256': createHash('sha256')
          .update(body ?? '')
          .digest('hex'),
        ...headers,
      },
      ...(body !== undefined ? { body } : {}),
    });
    // fetch writes the same Host from the URL itself.
    const sent = Object.fromEntries(Object.entries(signed.headers).filter(([name]) => name !== 'host'));
    const search = queryString(query);
    return fetchImpl(`${protocol}//${host}${path}${search ? `?${search}` : ''}`, {
      method,
      headers: sent,
      // A copy on an ArrayBuffer of its own: what fetch's body type accepts.
      ...(body !== undefined ? { body: typeof body === 'string' ? body : new Uint8Array(body) } : {}),
    });
  };
}

export function s3ObjectRequests(
  options: S3PresignedGetOptions,
  fetchImpl: typeof fetch = fetch,
): S3ObjectRequests {
  const signer = s3Signer(options);
  const send = s3ObjectSender(options, fetchImpl);

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
      const res = await send({ method: 'HEAD', key, query: {} });
      if (res.status === 404) return null;
      if (!res.ok) throw new S3RequestError(res.status, `S3 HEAD answered ${res.status}`);
      const length = res.headers.get('content-length');
      return {
        size: length !== null && /^\d+$/.test(length) ? Number(length) : 0,
        contentType: res.headers.get('content-type'),
      };
    },

    async readRange(key, start, end) {
      const res = await send({
        method: 'GET',
        key,
        query: { 'x-id': 'GetObject' },
        headers: { range: `bytes=${start}-${end}` },
      });
      if (!res.ok) {
        await res.body?.cancel();
        throw new S3RequestError(res.status, `S3 GET answered ${res.status}`);
      }
      return new Uint8Array(await res.arrayBuffer());
    },
  };
}
