/**
 * A stored object as the probe's {@link RangeSource}: each read is one S3 ranged GET (`Range: bytes=a-b`), so
 * probing a file costs the few ranges MediaInfo asks for (head, tail), never the whole object.
 */
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { RangeSource } from './media-probe';

export async function s3RangeSource(
  s3: S3Client,
  bucket: string,
  key: string,
  knownSize?: number,
): Promise<RangeSource> {
  const size =
    knownSize ?? (await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength ?? 0;
  return {
    size,
    async read(offset, length) {
      if (length <= 0 || offset >= size) return new Uint8Array(0);
      const end = Math.min(size, offset + length) - 1;
      const out = await s3.send(
        new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=${offset}-${end}` }),
      );
      if (!out.Body) return new Uint8Array(0);
      return out.Body.transformToByteArray();
    },
  };
}
