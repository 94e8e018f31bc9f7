/**
 * Where the review page's built HTML comes from (CUTROOM_REVIEW_PAGE_SOURCE): `s3://<bucket>/<key>` in the
 * cloud (the SPA bucket's `Review/index.html`, deployed with the SPA), a file path locally
 * (frontend/dist/Review/index.html). Kept a minute per container; without a source or a built page, a bare
 * shell that still carries the tags and `noindex` (the API-only local system of the integration tests).
 */
import { readFile } from 'node:fs/promises';
import { s3PresignedGet } from '../media/adapters/s3-presigned-get';
import type { S3Signing } from '../platform/aws/clients';

export const BARE_REVIEW_PAGE =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="robots" content="noindex, nofollow" />\n    <title>Review</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

const KEEP_MS = 60_000;

export function reviewPageTemplateFrom(
  source: string | undefined,
  s3: () => S3Signing,
  now: () => number = Date.now,
): () => Promise<string> {
  let kept: { html: string; at: number } | undefined;
  const read = async (): Promise<string> => {
    if (!source) return BARE_REVIEW_PAGE;
    const s3Source = /^s3:\/\/([^/]+)\/(.+)$/.exec(source);
    if (s3Source) {
      // A presigned GET with the signer the review API already carries (no S3 client in its bundle).
      const url = await s3PresignedGet({ ...s3(), bucket: s3Source[1] ?? '' })(s3Source[2] ?? '', {
        now: new Date(now()),
        expiresInSeconds: 60,
      });
      const response = await fetch(url);
      if (!response.ok) throw new Error(`The review page could not be read (HTTP ${response.status})`);
      return response.text();
    }
    return readFile(source, 'utf8').catch(() => BARE_REVIEW_PAGE);
  };
  return async () => {
    if (kept && now() - kept.at < KEEP_MS) return kept.html;
    const html = await read();
    kept = { html, at: now() };
    return html;
  };
}
