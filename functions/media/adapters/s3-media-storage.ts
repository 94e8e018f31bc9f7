/** The download worker's media storage port on S3 (the local stand-in speaks the same API). */
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { MediaStoragePort } from '../ports';
import { streamDriveFileToS3 } from './stream-to-s3';

export function s3MediaStorage(config: {
  s3: S3Client;
  bucket: string;
  /** Multipart part size and parallel parts (smaller in tests, so a small file still has several parts). */
  partSize?: number;
  queueSize?: number;
}): MediaStoragePort {
  const { s3, bucket } = config;
  return {
    copyFromDrive: (input) =>
      streamDriveFileToS3({
        ...input,
        s3,
        bucket,
        ...(config.partSize ? { partSize: config.partSize } : {}),
        ...(config.queueSize ? { queueSize: config.queueSize } : {}),
      }),
    async abortUpload(key, uploadId) {
      try {
        await s3.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }));
      } catch (error) {
        // Already completed or aborted: nothing left behind.
        if ((error as { name?: string }).name !== 'NoSuchUpload') throw error;
      }
    },
    async put(key, body, contentType) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
