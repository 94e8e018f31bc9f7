import { createVerify, generateKeyPairSync } from 'node:crypto';
import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import {
  cloudFrontUrlSigner,
  playbackSource,
  s3PresignedUrlSigner,
  type MediaUrlSigner,
} from '../../../functions/lib/media/playback-url';
import { mediaKeys } from '../../../functions/lib/media/media-keys';

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
    const s3 = new S3Client({
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      forcePathStyle: true,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
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
