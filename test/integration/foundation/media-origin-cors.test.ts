/**
 * The local media origin (the S3 stand-in) answers the SPA the way the cloud bucket and CloudFront do: CORS
 * for the app's origin on signed GETs with Range and on preflights, `Vary: Origin` on every answer (so the
 * browser never reuses the player's plain answer for the PDF report's CORS request of the same URL), and the
 * signed `response-content-disposition` as the answer's Content-Disposition.
 */
import { CreateBucketCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Sqs, type RunningS3Sqs } from '../../../infra/local/services/s3-sqs';

const APP_ORIGIN = 'http://127.0.0.1:3000';
const BUCKET = 'cors-media';
let server: RunningS3Sqs;
let s3: S3Client;

beforeAll(async () => {
  server = await startS3Sqs({ port: 0 });
  s3 = new S3Client({
    region: 'us-east-1',
    endpoint: server.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    forcePathStyle: true,
  });
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
  await s3.send(
    new PutObjectCommand({
      Bucket: BUCKET,
      Key: 'v.mp4',
      Body: new Uint8Array(1000),
      ContentType: 'video/mp4',
    }),
  );
});
afterAll(async () => {
  s3?.destroy();
  await server?.stop();
});

const signed = (extra: Partial<ConstructorParameters<typeof GetObjectCommand>[0]> = {}) =>
  getSignedUrl(s3, new GetObjectCommand({ Bucket: BUCKET, Key: 'v.mp4', ...extra }), { expiresIn: 600 });

describe('local media origin', () => {
  it('varies every answer by Origin, even a plain one (what the player asks), so a CORS request never reuses it', async () => {
    const plain = await fetch(await signed(), { headers: { range: 'bytes=0-99' } });
    expect(plain.status).toBe(206);
    expect(plain.headers.get('vary')?.toLowerCase()).toContain('origin');
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("answers a Range GET from the app's origin with CORS headers (a canvas may read the frames)", async () => {
    const res = await fetch(await signed(), { headers: { origin: APP_ORIGIN, range: 'bytes=10-19' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(res.headers.get('access-control-expose-headers')).toContain('content-range');
    expect(res.headers.get('vary')?.toLowerCase()).toContain('origin');
    expect((await res.arrayBuffer()).byteLength).toBe(10);
  });

  it('answers a preflight for a Range request, and no other origin', async () => {
    const url = await signed();
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'range',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('range');
    const stranger = await fetch(url, { headers: { origin: 'https://evil.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a GET signed with response-content-disposition with that Content-Disposition (Download saves)', async () => {
    const disposition = `attachment; filename="v.mp4"; filename*=UTF-8''v.mp4`;
    const res = await fetch(await signed({ ResponseContentDisposition: disposition }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(disposition);
    const plain = await fetch(await signed());
    expect(plain.headers.get('content-disposition')).toBeNull();
  });
});
