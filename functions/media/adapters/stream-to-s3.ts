/**
 * Streams one Drive file into the media bucket: Drive `alt=media`, read chunk by chunk straight into an S3
 * multipart upload whose parts are filled in a fixed pool of buffers (`queueSize` parts in flight, one being
 * filled), so memory stays flat whatever the file size and nothing touches the disk. A file of one part is one
 * PutObject. A failure anywhere aborts the multipart upload and the Drive request; a short read (fewer bytes
 * than Drive announced) fails before the upload completes.
 *
 * A copy longer than one invocation is paused and resumed: with `pausable`, it stops at a part boundary once
 * `pauseAt` fires (after at least one part of its own, so every invocation moves it on), or at once when
 * `signal` fires after a part of its own, and answers where it stands (`paused`: the upload id, the parts'
 * ETags, the next byte); `resumeFrom` continues that upload with a ranged read from the next byte. A resumed
 * copy keeps its upload on failure: the caller retries from its checkpoint and aborts the upload on the
 * final failure.
 */
import { STORAGE_LIFECYCLE } from '../../../shared/config/storage-lifecycle';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { DrivePort } from '../../google-drive';

/**
 * The bounded part pool: UPLOAD_QUEUE_SIZE parts in flight plus the one being filled, each UPLOAD_PART_SIZE
 * (S3's least, 5 MiB). The buffers are allocated once and reused: cutting parts by concatenating the incoming
 * chunks (lib-storage's way) allocates a part-sized buffer per part, and the freed ones kept the worker's RSS
 * far above its start after a 1 GiB copy, which with the probe's WebAssembly after it passed 256 MB. Measured
 * on that copy: 4 × 6 MiB peaked 230–238 MB, 3 × 5 MiB 219 MB.
 */
export const UPLOAD_PART_SIZE = 5 * 1024 * 1024;
export const UPLOAD_QUEUE_SIZE = 2;
/** S3's most parts per upload: a larger file gets larger parts. */
const MAX_PARTS = 10_000;
/**
 * Most parts of a pausable copy: its checkpoint keeps every part's ETag (~40 bytes each) in one item, which
 * stays far below DynamoDB's 400 KB item limit at 4,000 (a 20 GiB file gets ~5 MiB parts, 100 GiB ~25 MiB).
 */
export const PAUSABLE_MAX_PARTS = 4_000;

/** Where a paused copy stands: all a later invocation needs to continue the same multipart upload. */
export interface UploadProgress {
  uploadId: string;
  /** The next byte of the source to read: every byte before it is in `parts`. */
  nextOffset: number;
  partSize: number;
  /** The source's whole size (a resumed read must find the same). */
  totalBytes: number;
  mimeType: string;
  /** The ETag of part n at index n − 1 (parts are contiguous from 1). */
  partEtags: string[];
}

export interface StreamToS3Input {
  /** Drive, or any footage source: only its media is read. */
  drive: Pick<DrivePort, 'openMedia'>;
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
  /** The copy may pause (see the file's comment) instead of failing when it runs out of time. */
  pausable?: boolean;
  /** Pause at the next part boundary once this fires (pausable copies only). */
  pauseAt?: AbortSignal;
  /** Continue a paused copy from where it stood. */
  resumeFrom?: UploadProgress;
}

export interface StreamToS3Result {
  /** The object's size (a paused copy: the bytes in its parts so far). */
  bytes: number;
  mimeType: string;
  /** Set when the copy paused before its end: where to continue. */
  paused?: UploadProgress;
}

export class ShortReadError extends Error {
  override readonly name = 'ShortReadError';
}

export async function streamDriveFileToS3(input: StreamToS3Input): Promise<StreamToS3Result> {
  const abort = new AbortController();
  const onOuterAbort = () => abort.abort(input.signal?.reason);
  input.signal?.addEventListener('abort', onOuterAbort, { once: true });
  try {
    const resume = input.resumeFrom;
    const media = await input.drive.openMedia(input.fileId, {
      signal: abort.signal,
      ...(resume ? { range: { start: resume.nextOffset } } : {}),
    });
    if (resume && media.totalSize !== resume.totalBytes)
      throw new ShortReadError(`The source is ${media.totalSize} bytes now, ${resume.totalBytes} before`);
    const mimeType = resume
      ? resume.mimeType
      : media.mimeType && media.mimeType !== 'application/octet-stream'
        ? media.mimeType
        : (input.mimeType ?? media.mimeType ?? 'application/octet-stream');
    const expected = resume ? resume.totalBytes : media.size;
    // Without a known size a copy cannot say where it stands: it runs to its end (or fails) as before.
    const pausable = input.pausable === true && expected !== null;
    const partSize =
      resume?.partSize ??
      Math.max(
        input.partSize ?? UPLOAD_PART_SIZE,
        expected !== null ? Math.ceil(expected / (pausable ? PAUSABLE_MAX_PARTS : MAX_PARTS)) : 0,
      );
    // The Drive stream is read straight into the part buffers (no stream stage between: each one allocates
    // per chunk, and the garbage grew the worker's heap during a long copy). Leaving the loop on an S3 failure
    // destroys the Drive stream; the abort below ends its request.
    const uploaded = await uploadInParts(media.stream as AsyncIterable<Buffer>, {
      s3: input.s3,
      bucket: input.bucket,
      key: input.key,
      contentType: mimeType,
      partSize,
      queueSize: input.queueSize ?? UPLOAD_QUEUE_SIZE,
      expectedBytes: expected,
      onStarted: input.onUploadStarted,
      pausable,
      pauseAt: input.pauseAt,
      stop: input.signal,
      resume,
    });
    return uploaded.paused
      ? { bytes: uploaded.paused.nextOffset, mimeType, paused: uploaded.paused }
      : { bytes: uploaded.bytes, mimeType };
  } finally {
    input.signal?.removeEventListener('abort', onOuterAbort);
    abort.abort();
  }
}

/** Originals are tagged so the bucket's lifecycle moves them to infrequent access (shared/config/storage-lifecycle). */
const ORIGINAL_TAGGING = `${STORAGE_LIFECYCLE.kindTag.key}=${STORAGE_LIFECYCLE.kindTag.original}`;

interface PartsTarget {
  s3: S3Client;
  bucket: string;
  key: string;
  contentType: string;
  partSize: number;
  queueSize: number;
  /** What Drive announced: fewer bytes is a short read, refused before the upload completes. */
  expectedBytes: number | null;
  onStarted: ((uploadId: string) => Promise<void>) | undefined;
  pausable: boolean;
  pauseAt: AbortSignal | undefined;
  /** The caller's hard stop: a pausable copy that sent a part of its own pauses instead of failing. */
  stop: AbortSignal | undefined;
  resume: UploadProgress | undefined;
}

/**
 * The parts of one copy: `queueSize + 1` reused buffers, the parts in flight, and the one multipart upload they
 * go to (created by the first part; a resumed copy continues its checkpoint's). A part that fails is kept as
 * `failure`, which every later step throws.
 */
class PartPool {
  private readonly target: PartsTarget;
  private readonly free: Buffer[] = [];
  private allocated = 0;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly parts: CompletedPart[];
  private readonly firstPartHere: number;
  /** The upload being created (the parts sent meanwhile wait for it). */
  private creating: Promise<string> | undefined;
  uploadId: string | undefined;
  failure: unknown;
  /** The last part number handed out. */
  partNumber: number;

  constructor(target: PartsTarget) {
    this.target = target;
    const resume = target.resume;
    this.parts = (resume?.partEtags ?? []).map((ETag, i) => ({ PartNumber: i + 1, ETag }));
    this.uploadId = resume?.uploadId;
    this.partNumber = this.parts.length;
    this.firstPartHere = this.partNumber + 1;
    this.creating = resume ? Promise.resolve(resume.uploadId) : undefined;
  }

  /** This invocation sent a part of its own (so pausing moves the copy on). */
  sentHere(): boolean {
    return this.partNumber >= this.firstPartHere;
  }

  throwIfFailed(): void {
    if (this.failure !== undefined) throw this.failure;
  }

  /** A free buffer; waits while every buffer is in flight (backpressure on the source). */
  async takeBuffer(): Promise<Buffer> {
    while (this.free.length === 0 && this.allocated > this.target.queueSize)
      await Promise.race(this.inFlight);
    this.throwIfFailed();
    const reused = this.free.pop();
    if (reused) return reused;
    this.allocated += 1;
    return Buffer.allocUnsafeSlow(this.target.partSize);
  }

  /** The multipart upload's id, creating the upload on the first call. */
  started(): Promise<string> {
    const { s3, bucket, key, contentType } = this.target;
    return (this.creating ??= (async () => {
      const created = await s3.send(
        new CreateMultipartUploadCommand({
          Bucket: bucket,
          Key: key,
          ContentType: contentType,
          Tagging: ORIGINAL_TAGGING,
        }),
      );
      if (!created.UploadId) throw new Error('S3 started no multipart upload');
      this.uploadId = created.UploadId;
      await this.target.onStarted?.(this.uploadId);
      return this.uploadId;
    })());
  }

  /** Sends the first `length` bytes of `buffer` as the next part; the buffer is free again once it is sent. */
  send(buffer: Buffer, length: number): void {
    const { s3, bucket, key } = this.target;
    const number = ++this.partNumber;
    const sending = (async () => {
      const id = await this.started();
      const answer = await s3.send(
        new UploadPartCommand({
          Bucket: bucket,
          Key: key,
          UploadId: id,
          PartNumber: number,
          Body: buffer.subarray(0, length),
          ContentLength: length,
        }),
      );
      this.parts.push({ PartNumber: number, ETag: answer.ETag });
    })()
      .catch((error: unknown) => {
        this.failure ??= error;
      })
      .finally(() => {
        this.inFlight.delete(sending);
        this.free.push(buffer);
      });
    this.inFlight.add(sending);
  }

  private sortedParts(): CompletedPart[] {
    return [...this.parts].sort((a, b) => (a.PartNumber ?? 0) - (b.PartNumber ?? 0));
  }

  /** Waits for the parts in flight and says where the copy stands. */
  async pause(): Promise<{ bytes: number; paused: UploadProgress }> {
    await Promise.all(this.inFlight);
    this.throwIfFailed();
    const nextOffset = this.partNumber * this.target.partSize;
    return {
      bytes: nextOffset,
      paused: {
        uploadId: await this.started(),
        nextOffset,
        partSize: this.target.partSize,
        totalBytes: this.target.expectedBytes ?? 0,
        mimeType: this.target.contentType,
        partEtags: this.sortedParts().map((p) => p.ETag ?? ''),
      },
    };
  }

  /** A copy of one part or less: one PutObject, no multipart upload. */
  async putWhole(buffer: Buffer, length: number): Promise<void> {
    const { s3, bucket, key, contentType } = this.target;
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: buffer.subarray(0, length),
        ContentLength: length,
        ContentType: contentType,
        Tagging: ORIGINAL_TAGGING,
      }),
    );
  }

  /** Waits for the parts in flight and completes the multipart upload. */
  async complete(): Promise<void> {
    await Promise.all(this.inFlight);
    this.throwIfFailed();
    await this.target.s3.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.target.bucket,
        Key: this.target.key,
        UploadId: await this.started(),
        MultipartUpload: { Parts: this.sortedParts() },
      }),
    );
  }

  /** The copy failed: lets the parts in flight settle and aborts an upload of its own. */
  async abandon(): Promise<void> {
    await Promise.allSettled(this.inFlight);
    // A resumed copy's upload is its checkpoint's: the retry continues it, the final failure aborts it.
    if (this.uploadId && !this.target.resume)
      await this.target.s3
        .send(
          new AbortMultipartUploadCommand({
            Bucket: this.target.bucket,
            Key: this.target.key,
            UploadId: this.uploadId,
          }),
        )
        .catch(() => undefined);
  }
}

/**
 * Uploads what `source` yields in parts of `partSize`, copied into the pool's reused buffers; reading waits
 * while every buffer is in flight (backpressure on the Drive stream). One part or less: one PutObject. On any
 * failure the multipart upload is aborted before the error is thrown.
 */
async function uploadInParts(
  source: AsyncIterable<Buffer>,
  target: PartsTarget,
): Promise<{ bytes: number; paused?: UploadProgress }> {
  const { partSize } = target;
  const pool = new PartPool(target);
  let bytes = target.resume?.nextOffset ?? 0;
  try {
    let buffer = await pool.takeBuffer();
    let filled = 0;
    let pausing = false;
    read: for await (const chunk of source) {
      bytes += chunk.length;
      let at = 0;
      while (at < chunk.length) {
        const copied = chunk.copy(buffer, filled, at);
        filled += copied;
        at += copied;
        if (filled === partSize) {
          // A full part goes once a buffer is free for the next bytes (reading waits meanwhile).
          const full = buffer;
          buffer = await pool.takeBuffer();
          pool.send(full, partSize);
          filled = 0;
          // Time to hand over: the bytes after this part are read again by the next invocation.
          if (target.pausable && target.pauseAt?.aborted && bytes < (target.expectedBytes ?? 0)) {
            pausing = true;
            break read;
          }
        }
      }
      pool.throwIfFailed();
    }
    if (pausing) return await pool.pause();
    if (target.expectedBytes !== null && bytes !== target.expectedBytes)
      throw new ShortReadError(`Drive sent ${bytes} of ${target.expectedBytes} bytes`);
    if (pool.partNumber === 0) {
      await pool.putWhole(buffer, filled);
      return { bytes };
    }
    if (filled > 0) pool.send(buffer, filled);
    await pool.complete();
    return { bytes };
  } catch (error) {
    if (target.pausable && target.stop?.aborted && pool.sentHere() && pool.failure === undefined) {
      // Stopped for time after a part of its own: hand over what is uploaded instead of failing.
      try {
        return await pool.pause();
      } catch {
        // A part in flight failed: fail as below (the upload is kept for the retry).
      }
    }
    await pool.abandon();
    throw error;
  }
}
