/**
 * Presigned S3 GETs of the media bucket without the S3 client: the URL @aws-sdk/s3-request-presigner makes
 * for a GetObjectCommand (same host, path, query and SigV4 query signature; test/unit/media/
 * s3-presigned-get.test.ts compares them), signed with @smithy/signature-v4 and node's crypto. Signing a URL
 * sends nothing, and the S3 client (its XML protocol, checksums and event streams, ~150 KB) would be loaded
 * by the review page's API only to compute this string, in every client's cold start.
 *
 * Cloud: virtual-hosted `https://<bucket>.s3.<region>.amazonaws.com/<key>` (the aws partition, where the stack
 * deploys), `x-amz-checksum-mode=ENABLED` as the SDK asks by default. Locally (an endpoint): path-style
 * `<endpoint>/<bucket>/<key>`, checksums only when required, as functions/platform/aws/clients.ts configures.
 */
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';

type SourceData = string | ArrayBuffer | ArrayBufferView;

export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

function bytesOf(data: SourceData): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}

/** SHA-256 and HMAC-SHA256 in the shape the SigV4 signer asks for, on node's crypto. */
export class NodeSha256 {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: SourceData) {
    this.hash = this.fresh();
  }
  private fresh(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(this.secret));
  }
  update(data: SourceData): void {
    this.hash.update(bytesOf(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset(): void {
    this.hash = this.fresh();
  }
}

/** RFC 3986 escaping, as SigV4 and the SDK's URLs use it. */
function escapeUri(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A key in the path: each segment escaped, the slashes kept. */
function keyPath(key: string): string {
  return key.split('/').map(escapeUri).join('/');
}

export interface S3PresignedGetOptions {
  bucket: string;
  region: string;
  /** The local stand-in's endpoint: path-style URLs, no checksum mode. Absent: the region's S3. */
  endpoint?: string;
  credentials: () => Promise<SigningCredentials>;
}

/** A signed request's query as the SDK writes it: sorted by name, RFC 3986 escaped. */
export function queryString(query: Record<string, string | (string | null)[] | null> | undefined): string {
  return Object.entries(query ?? {})
    .flatMap(([name, value]) => (Array.isArray(value) ? value.map((v) => [name, v]) : [[name, value]]))
    .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${escapeUri(name)}=${escapeUri(value)}`)
    .join('&');
}

/** Where one object is addressed: virtual-hosted in the cloud, path-style on the local stand-in. */
export function objectAddress(
  options: Pick<S3PresignedGetOptions, 'bucket' | 'region' | 'endpoint'>,
  key: string,
): { protocol: string; hostname: string; port?: number; path: string; host: string } {
  const local = options.endpoint ? new URL(options.endpoint) : null;
  const hostname = local ? local.hostname : `${options.bucket}.s3.${options.region}.amazonaws.com`;
  const port = local?.port ? Number(local.port) : undefined;
  return {
    protocol: local ? local.protocol : 'https:',
    hostname,
    ...(port !== undefined ? { port } : {}),
    path: local ? `/${options.bucket}/${keyPath(key)}` : `/${keyPath(key)}`,
    host: port !== undefined ? `${hostname}:${port}` : hostname,
  };
}

/**
 * The SigV4 signer of every S3 request here: the path is already escaped (keyPath), and no checksum is signed
 * (the SDK's settings for these requests, which the unit tests compare URLs against).
 */
export function s3Signer(options: Pick<S3PresignedGetOptions, 'region' | 'credentials'>): SignatureV4 {
  return new SignatureV4({
    service: 's3',
    region: options.region,
    credentials: options.credentials,
    sha256: NodeSha256,
    uriEscapePath: false,
    applyChecksum: false,
  });
}

/** Signs a GET of one object; `responseContentDisposition` as GetObject's override of that header. */
export function s3PresignedGet(options: S3PresignedGetOptions) {
  const signer = s3Signer(options);
  const local = options.endpoint ? new URL(options.endpoint) : null;
  return async (
    key: string,
    input: { now: Date; expiresInSeconds: number; responseContentDisposition?: string },
  ): Promise<string> => {
    const { protocol, hostname, port, path, host } = objectAddress(options, key);
    const signed = await signer.presign(
      {
        method: 'GET',
        protocol,
        hostname,
        ...(port !== undefined ? { port } : {}),
        path,
        query: {
          ...(input.responseContentDisposition
            ? { 'response-content-disposition': input.responseContentDisposition }
            : {}),
          'x-id': 'GetObject',
        },
        headers: {
          host,
          'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
          ...(local ? {} : { 'x-amz-checksum-mode': 'ENABLED' }),
        },
      },
      {
        expiresIn: input.expiresInSeconds,
        signingDate: input.now,
        unsignableHeaders: new Set(['content-type']),
      },
    );
    return `${protocol}//${signed.headers['host'] ?? host}${path}?${queryString(signed.query)}`;
  };
}
