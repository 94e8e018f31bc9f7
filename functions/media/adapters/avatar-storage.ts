/**
 * Avatar storage in the media bucket under `avatars/<userId>/`: a presigned PUT (content type and length
 * signed), a HEAD and a ranged GET of the first bytes to check what was uploaded, and a signed GET for display.
 */
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { MediaUrlSigner } from './playback-url';
import type { AvatarStoragePort, Clock } from '../../projects';

function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

export function s3AvatarStorage(options: {
  s3: S3Client;
  bucket: string;
  signer: MediaUrlSigner;
  clock: Clock;
}): AvatarStoragePort {
  const { s3, bucket } = options;
  return {
    async presignPut({ key, contentType, size, expiresInSeconds }) {
      const url = await getSignedUrl(
        s3,
        new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType, ContentLength: size }),
        { expiresIn: expiresInSeconds, signableHeaders: new Set(['content-type', 'content-length']) },
      );
      return { url, headers: { 'content-type': contentType } };
    },
    async head(key) {
      try {
        const out = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? null };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async readFirstBytes(key, count) {
      const out = await s3.send(
        new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${Math.max(0, count - 1)}` }),
      );
      return out.Body ? new Uint8Array(await out.Body.transformToByteArray()) : new Uint8Array();
    },
    async signedGetUrl(key) {
      return (await options.signer.sign(key, options.clock.now())).url;
    },
  };
}
