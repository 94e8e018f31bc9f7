/**
 * Streams one Drive file into the media bucket: Drive `alt=media` → a pass-through that counts bytes →
 * `@aws-sdk/lib-storage` multipart upload (parts of `partSize`, `queueSize` in
 * flight). Memory stays flat whatever the file size (about queueSize × partSize); nothing touches the disk.
 * A failure anywhere aborts the multipart upload (lib-storage does, with leavePartsOnError false) and the
 * Drive request; a short read (fewer bytes than Drive announced) fails before the upload completes.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { DrivePort } from '../drive/drive-port';

/**
 * The bounded part queue: at most UPLOAD_QUEUE_SIZE parts in flight plus the one being filled (issue 18: the
 * 1 GiB bench peaked at 256 MB RSS with 4 × 8 MiB; 3 × 6 MiB keeps the worker well under it).
 */
export const UPLOAD_PART_SIZE = 6 * 1024 * 1024;
export const UPLOAD_QUEUE_SIZE = 3;

export interface StreamToS3Input {
  drive: DrivePort;
  s3: S3Client;
  bucket: string;
  key: string;
  fileId: string;
  /** Used when Drive does not send a Content-Type. */
  mimeType?: string;
  partSize?: number;
  queueSize?: number;
  /** Called once the multipart upload exists (so a crash can be cleaned up on redelivery). */
  onUploadStarted?: (uploadId: string) => Promise<void>;
  signal?: AbortSignal;
}

export interface StreamToS3Result {
  bytes: number;
  mimeType: string;
}

export class ShortReadError extends Error {
  override readonly name = 'ShortReadError';
}

export async function streamDriveFileToS3(input: StreamToS3Input): Promise<StreamToS3Result> {
  const abort = new AbortController();
  const onOuterAbort = () => abort.abort(input.signal?.reason);
  input.signal?.addEventListener('abort', onOuterAbort, { once: true });
  try {
    const media = await input.drive.openMedia(input.fileId, { signal: abort.signal });
    const mimeType =
      media.mimeType && media.mimeType !== 'application/octet-stream'
        ? media.mimeType
        : (input.mimeType ?? media.mimeType ?? 'application/octet-stream');
    let bytes = 0;
    const expected = media.size;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback: TransformCallback) {
        bytes += chunk.length;
        callback(null, chunk);
      },
      flush(callback: TransformCallback) {
        if (expected !== null && bytes !== expected) {
          callback(new ShortReadError(`Drive sent ${bytes} of ${expected} bytes`));
          return;
        }
        callback();
      },
    });

    // No abort controller on the upload: a failure reaches it through `meter`, and lib-storage then aborts
    // the multipart upload before done() rejects (an abort signal would reject first and abort later).
    const upload = new Upload({
      client: input.s3,
      params: { Bucket: input.bucket, Key: input.key, Body: meter, ContentType: mimeType },
      partSize: input.partSize ?? UPLOAD_PART_SIZE,
      queueSize: input.queueSize ?? UPLOAD_QUEUE_SIZE,
      leavePartsOnError: false,
    });
    let recording: Promise<void> | undefined;
    upload.on('httpUploadProgress', () => {
      if (!recording && upload.uploadId && input.onUploadStarted) {
        recording = input.onUploadStarted(upload.uploadId);
      }
    });

    let feedFailedFirst = false;
    const uploading = upload.done().catch((error: unknown) => {
      // S3 failed (or saw the feed's error): stop reading Drive.
      abort.abort(error);
      media.stream.destroy();
      meter.destroy();
      throw error;
    });
    const feeding = pipeline(media.stream, meter).catch((error: unknown) => {
      feedFailedFirst ||= !abort.signal.aborted;
      throw error;
    });
    const [feedResult, uploadResult] = await Promise.allSettled([feeding, uploading]);
    if (recording) await recording.catch(() => undefined);
    if (uploadResult.status === 'rejected') {
      throw feedFailedFirst && feedResult.status === 'rejected' ? feedResult.reason : uploadResult.reason;
    }
    if (feedResult.status === 'rejected') throw feedResult.reason;
    return { bytes, mimeType };
  } finally {
    input.signal?.removeEventListener('abort', onOuterAbort);
    abort.abort();
  }
}
