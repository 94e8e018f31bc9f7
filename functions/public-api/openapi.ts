/**
 * The OpenAPI document the public-api Lambda serves: the committed module `npm run docs` writes from the
 * contract (infra/docs/openapi-file.ts), unpacked once per container on the first request.
 */
import { gunzipSync } from 'node:zlib';
import { OPENAPI_DOCUMENT_GZIP_BASE64 } from './openapi-document';

let unpacked: Record<string, unknown> | undefined;

export function servedOpenApiDocument(): Record<string, unknown> {
  unpacked ??= JSON.parse(
    gunzipSync(Buffer.from(OPENAPI_DOCUMENT_GZIP_BASE64, 'base64')).toString('utf8'),
  ) as Record<string, unknown>;
  return unpacked;
}
