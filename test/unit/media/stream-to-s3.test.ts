/**
 * The download worker's part uploader against a scripted S3 (the SDK's commands are recorded and answered):
 * what it sends, in which order, with which upload id. The real S3 stand-in paths (crash, faults, short reads)
 * are in test/integration/drive and test/integration/hardening.
 */
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import type { DrivePort } from '../../../functions/google-drive/drive-port';
import { ShortReadError, streamDriveFileToS3 } from '../../../functions/media/adapters/stream-to-s3';

interface Sent {
  name: string;
  input: Record<string, unknown>;
}

/** An S3 whose CreateMultipartUpload answers after `createDelayMs` (each call a new upload id). */
function scriptedS3(createDelayMs: number) {
  const sent: Sent[] = [];
  let uploads = 0;
  const client = {
    async send(command: { constructor: { name: string }; input: Record<string, unknown> }) {
      const name = command.constructor.name;
      sent.push({ name, input: command.input });
      if (name === 'CreateMultipartUploadCommand') {
        await new Promise((r) => setTimeout(r, createDelayMs));
        uploads += 1;
        return { UploadId: `upload-${uploads}` };
      }
      if (name === 'UploadPartCommand') return { ETag: `"etag-${String(command.input['PartNumber'])}"` };
      return {};
    },
  };
  return { s3: client as unknown as S3Client, sent };
}

function drive(chunks: Buffer[], size: number | null): DrivePort {
  return {
    openMedia: async () => ({ stream: Readable.from(chunks), size, totalSize: size, mimeType: 'video/mp4' }),
  } as unknown as DrivePort;
}

const bytes = (n: number, fill: number) => Buffer.alloc(n, fill);

describe('streaming a Drive file into S3 parts', () => {
  it('parts sent while the multipart upload is being created all go to that one upload', async () => {
    const { s3, sent } = scriptedS3(50);
    const chunks = [bytes(10, 1), bytes(10, 2), bytes(10, 3), bytes(5, 4)];
    const result = await streamDriveFileToS3({
      drive: drive(chunks, 35),
      s3,
      bucket: 'b',
      key: 'k',
      fileId: 'f',
      partSize: 8,
      queueSize: 2,
    });
    expect(result.bytes).toBe(35);
    expect(sent.filter((s) => s.name === 'CreateMultipartUploadCommand')).toHaveLength(1);
    const parts = sent.filter((s) => s.name === 'UploadPartCommand');
    expect(parts.map((p) => [p.input['UploadId'], p.input['PartNumber'], p.input['ContentLength']])).toEqual([
      ['upload-1', 1, 8],
      ['upload-1', 2, 8],
      ['upload-1', 3, 8],
      ['upload-1', 4, 8],
      ['upload-1', 5, 3],
    ]);
    const complete = sent.find((s) => s.name === 'CompleteMultipartUploadCommand');
    expect(complete?.input).toMatchObject({
      UploadId: 'upload-1',
      MultipartUpload: { Parts: [1, 2, 3, 4, 5].map((n) => ({ PartNumber: n, ETag: `"etag-${n}"` })) },
    });
  });

  it('a file of one part is one PutObject; a short read aborts the upload and completes nothing', async () => {
    const small = scriptedS3(0);
    await streamDriveFileToS3({
      drive: drive([bytes(5, 1)], 5),
      s3: small.s3,
      bucket: 'b',
      key: 'k',
      fileId: 'f',
      partSize: 8,
    });
    expect(small.sent.map((s) => s.name)).toEqual(['PutObjectCommand']);

    const short = scriptedS3(0);
    await expect(
      streamDriveFileToS3({
        drive: drive([bytes(10, 1), bytes(10, 2)], 30),
        s3: short.s3,
        bucket: 'b',
        key: 'k',
        fileId: 'f',
        partSize: 8,
      }),
    ).rejects.toBeInstanceOf(ShortReadError);
    expect(short.sent.map((s) => s.name)).toContain('AbortMultipartUploadCommand');
    expect(short.sent.map((s) => s.name)).not.toContain('CompleteMultipartUploadCommand');
  });
});
