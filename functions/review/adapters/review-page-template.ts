/**
 * Where the review page's built HTML comes from (CUTROOM_REVIEW_PAGE_SOURCE): `s3://<bucket>/<key>` in the
 * cloud (the SPA bucket's `Review/index.html`, deployed with the SPA), a file path locally
 * (frontend/dist/Review/index.html). Kept a minute per container; without a source or a built page, a bare
 * shell that still carries the tags and `noindex` (the API-only local system of the integration tests).
 */
import { readFile } from 'node:fs/promises';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';

export const BARE_REVIEW_PAGE =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="robots" content="noindex, nofollow" />\n    <title>Review</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

const KEEP_MS = 60_000;

export function reviewPageTemplateFrom(
  source: string | undefined,
  s3: () => Pick<S3Client, 'send'>,
  now: () => number = Date.now,
): () => Promise<string> {
  let kept: { html: string; at: number } | undefined;
  const read = async (): Promise<string> => {
    if (!source) return BARE_REVIEW_PAGE;
    const s3Source = /^s3:\/\/([^/]+)\/(.+)$/.exec(source);
    if (s3Source) {
      const out = await s3().send(new GetObjectCommand({ Bucket: s3Source[1], Key: s3Source[2] }));
      return (await out.Body?.transformToString('utf-8')) ?? BARE_REVIEW_PAGE;
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
