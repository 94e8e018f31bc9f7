/** The worker's probe port (projects/aggregate.ts `MediaProber`): the stored object, probed by S3 ranged GETs. */
import type { S3Client } from '@aws-sdk/client-s3';
import type { MediaProber } from '../../projects';
import { probeMedia } from './media-probe';
import { s3RangeSource } from './s3-range-source';

export function s3MediaProber(s3: S3Client, bucket: string): MediaProber {
  return {
    probe: async (storagePath, size) => probeMedia(await s3RangeSource(s3, bucket, storagePath, size)),
  };
}
