import { createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cloudFrontUrlSigner,
  playbackSource,
  s3PresignedUrlSigner,
  type MediaUrlSigner,
} from '../../../functions/media/adapters/playback-url';
import { mediaKeys } from '../../../functions/media/adapters/media-keys';
import { SMALL_AVC_PROBE } from '../../support/media-probes';

const now = new Date('2026-11-22T12:00:00.000Z');
const ref = { projectId: 'P1', videoId: 'V1', versionId: 'R1' };
const fake: MediaUrlSigner = { sign: async (key) => ({ url: `signed:${key}`, expiresAt: 'later' }) };
const base = {
  fileId: '1CutroomSample01BrandIntro000001',
  previewUrl: 'https://drive.google.com/file/d/1CutroomSample01BrandIntro000001/preview',
  thumbnailUrl: 'https://drive/thumb',
  thumbnailPath: null,
  storagePath: null,
};

describe('playback sources', () => {
  it('signs the stored copy and its thumbnail', async () => {
    const source = await playbackSource(
      fake,
      {
        ...base,
        status: 'stored',
        storagePath: mediaKeys.video(ref),
        thumbnailPath: mediaKeys.thumbnail(ref),
      },
      now,
    );
    expect(source).toEqual({
      kind: 'stored',
      url: 'signed:media/P1/V1/R1',
      expiresAt: 'later',
      thumbnailUrl: 'signed:thumbnails/P1/V1/R1.jpg',
      alternatives: [],
      scrub: null,
    });
  });

  it('hands out the proxies (1080p first), the original only where a browser plays it; refuses failed', async () => {
    const proxy = {
      status: 'ready' as const,
      progress: 100,
      p1080Path: mediaKeys.proxy(ref, 1080),
      p540Path: mediaKeys.proxy(ref, 540),
      posterPath: mediaKeys.poster(ref),
      error: null,
    };
    const media = (videoCodec: string, container: string) => ({
      ...SMALL_AVC_PROBE,
      container,
      videoCodec,
      videoProfile: null,
      frameCount: 50,
      durationMs: 2000,
    });
    const stored = { ...base, status: 'stored' as const, storagePath: mediaKeys.video(ref) };
    const hevc = await playbackSource(fake, { ...stored, media: media('HEVC', 'mp4'), proxy }, now);
    expect(hevc).toMatchObject({
      kind: 'stored',
      url: 'signed:media/P1/V1/R1-1080p.mp4',
      thumbnailUrl: 'signed:thumbnails/P1/V1/R1-poster.jpg',
    });
    expect(hevc.alternatives.map((a) => a.quality)).toEqual(['1080p', '540p']);
    // Proxies made before sprites existed: no scrubbing thumbnails. With a sprite: signed, with its layout.
    expect(hevc.scrub).toBeNull();
    const sprite = {
      path: mediaKeys.sprite(ref),
      intervalSeconds: 1,
      count: 2,
      columns: 2,
      tileWidth: 160,
      tileHeight: 90,
    };
    const withSprite = await playbackSource(
      fake,
      { ...stored, media: media('HEVC', 'mp4'), proxy: { ...proxy, sprite } },
      now,
    );
    expect(withSprite.scrub).toEqual({
      url: 'signed:thumbnails/P1/V1/R1-sprite.jpg',
      intervalSeconds: 1,
      count: 2,
      columns: 2,
      tileWidth: 160,
      tileHeight: 90,
    });
    const h264 = await playbackSource(fake, { ...stored, media: media('AVC', 'mp4'), proxy }, now);
    expect(h264.alternatives).toContainEqual({ quality: 'original', url: 'signed:media/P1/V1/R1' });
    // While the proxy is made: the unplayable original is not handed out; a playable one plays meanwhile.
    const making = { ...proxy, status: 'processing' as const, progress: 40, p1080Path: null, p540Path: null };
    expect(
      (await playbackSource(fake, { ...stored, media: media('ProRes', 'mov'), proxy: making }, now)).kind,
    ).toBe('processing');
    expect(
      await playbackSource(fake, { ...stored, media: media('AVC', 'mp4'), proxy: making }, now),
    ).toMatchObject({ kind: 'stored', url: 'signed:media/P1/V1/R1' });
    const broken = { ...making, status: 'failed' as const, error: 'ffmpeg exited 1' };
    expect(
      await playbackSource(fake, { ...stored, media: media('HEVC', 'mp4'), proxy: broken }, now),
    ).toMatchObject({ kind: 'failed', url: null });
    expect(await playbackSource(fake, { ...base, status: 'failed' }, now)).toMatchObject({
      kind: 'failed',
      url: null,
    });
  });

  it('plays the Drive preview while processing and after a fallback', async () => {
    expect(await playbackSource(fake, { ...base, status: 'processing' }, now)).toMatchObject({
      kind: 'processing',
      url: base.previewUrl,
      thumbnailUrl: 'https://drive/thumb',
    });
    expect(
      await playbackSource(fake, { ...base, status: 'drive_link', previewUrl: null }, now),
    ).toMatchObject({
      kind: 'drive_link',
      url: `https://drive.google.com/file/d/${base.fileId}/preview`,
    });
  });

  it('presigns S3 GETs for the configured lifetime', async () => {
    const s3 = {
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      credentials: async () => ({ accessKeyId: 'local', secretAccessKey: 'local' }),
    };
    const signed = await s3PresignedUrlSigner({ s3, bucket: 'media', expiresInSeconds: 600 }).sign(
      'media/P1/V1/R1',
      now,
    );
    const url = new URL(signed.url);
    expect(url.pathname).toBe('/media/media/P1/V1/R1');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(signed.expiresAt).toBe('2026-11-22T12:10:00.000Z');
  });

  it('signs CloudFront URLs with a canned policy the public key verifies', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const signer = cloudFrontUrlSigner({
      domain: 'media.example.com',
      keyPairId: 'K2JCJMDEHXQW5F',
      privateKeyPem: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
      expiresInSeconds: 3600,
    });
    const signed = await signer.sign('media/P1/V1/R1', now);
    const url = new URL(signed.url);
    const expires = Number(url.searchParams.get('Expires'));
    expect(expires).toBe(now.getTime() / 1000 + 3600);
    expect(url.searchParams.get('Key-Pair-Id')).toBe('K2JCJMDEHXQW5F');
    const policy = JSON.stringify({
      Statement: [
        {
          Resource: 'https://media.example.com/media/P1/V1/R1',
          Condition: { DateLessThan: { 'AWS:EpochTime': expires } },
        },
      ],
    });
    const signature = Buffer.from(
      (url.searchParams.get('Signature') ?? '').replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'),
      'base64',
    );
    expect(createVerify('RSA-SHA1').update(policy).verify(publicKey, signature)).toBe(true);
  });

  it('refuses unsafe key segments', () => {
    expect(() => mediaKeys.video({ ...ref, videoId: '../x' })).toThrow();
  });
});
