/**
 * What a finished MediaConvert job left in the media bucket, turned into what the player reads: the last
 * poster capture copied to the version's poster key, the sprite frames sheeted into its sprite
 * (sprite-sheet.ts), and the captures deleted once the result is recorded.
 */
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { ScrubSprite, SpriteLayout } from '../../../shared/domain/scrub-sprite';
import type { DownloadRef, TranscodeOutputs } from '../../projects';
import { captureBases } from './mediaconvert-job';
import { mediaKeys } from './media-keys';
import { readProxyClock } from './proxy-clock';
import { s3RangeSource } from './s3-range-source';
import { sheetFrames } from './sprite-sheet';

/** Frame captures read at once. */
const READ_CONCURRENCY = 8;

async function listKeys(s3: S3Client, bucket: string, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  // MediaConvert numbers captures with zero-padded counters: name order is time order.
  return keys.sort();
}

async function read(s3: S3Client, bucket: string, key: string): Promise<Uint8Array> {
  const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!out.Body) throw new Error(`Empty capture ${key}`);
  return out.Body.transformToByteArray();
}

async function write(s3: S3Client, bucket: string, key: string, body: Uint8Array): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'image/jpeg' }));
}

export function mediaConvertOutputs(s3: S3Client, bucket: string): TranscodeOutputs {
  return {
    async collect(ref: DownloadRef, layout: SpriteLayout | null) {
      const bases = captureBases(ref);
      const keys = await listKeys(s3, bucket, bases.prefix);
      const posters = keys.filter((k) => k.startsWith(`${bases.poster}.`));
      const frames = keys.filter((k) => k.startsWith(`${bases.frame}.`));
      let posterPath: string | null = null;
      const lastPoster = posters.at(-1);
      if (lastPoster) {
        posterPath = mediaKeys.poster(ref);
        await write(s3, bucket, posterPath, await read(s3, bucket, lastPoster));
      }
      let sprite: ScrubSprite | null = null;
      if (layout && frames.length > 0) {
        const used = frames.slice(0, layout.count);
        // A few reads at a time (up to 100 small JPEGs): in time order, without one request per frame in turn.
        const images: Uint8Array[] = [];
        for (let i = 0; i < used.length; i += READ_CONCURRENCY)
          images.push(
            ...(await Promise.all(used.slice(i, i + READ_CONCURRENCY).map((key) => read(s3, bucket, key)))),
          );
        const sheet = sheetFrames(images, layout);
        const path = mediaKeys.sprite(ref);
        await write(s3, bucket, path, sheet.jpeg);
        sprite = {
          path,
          intervalSeconds: layout.intervalSeconds,
          count: sheet.count,
          columns: layout.columns,
          tileWidth: layout.tileWidth,
          tileHeight: layout.tileHeight,
        };
      }
      return { posterPath, sprite };
    },
    async proxyClock(ref: DownloadRef) {
      try {
        return await readProxyClock(await s3RangeSource(s3, bucket, mediaKeys.proxy(ref, 1080)));
      } catch (error) {
        // No proxy to read (a completion repeated after a failure, whose write is refused anyway).
        if (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey')) return null;
        throw error;
      }
    },
    async cleanUp(ref: DownloadRef) {
      const keys = await listKeys(s3, bucket, captureBases(ref).prefix);
      for (let i = 0; i < keys.length; i += 1000) {
        await s3.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
          }),
        );
      }
    },
  };
}
