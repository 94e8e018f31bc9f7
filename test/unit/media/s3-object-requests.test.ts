/**
 * The avatar's presigned PUT made without the S3 client is the very URL the SDK's presigner makes for a
 * PutObjectCommand (content type and length signed) with the client's settings of the local stand-in, and
 * the same apart from the SDK's empty-body CRC32 in the cloud.
 */
import { PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { s3ObjectRequests } from '../../../functions/media/adapters/s3-object-requests';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'example-secret', sessionToken: 'token' };
const now = new Date('2026-11-27T10:00:00Z');
const bucket = 'cutroom-dev-mediabucket-1a2b3c';
const local = {
  region: 'us-east-1',
  endpoint: 'http://127.0.0.1:3102',
  forcePathStyle: true,
  credentials,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
} as const;

const targets: [string, S3ClientConfig, { region: string; endpoint?: string }][] = [
  ['the local stand-in', local, { region: 'us-east-1', endpoint: 'http://127.0.0.1:3102' }],
  [
    'the cloud (eu-central-1)',
    { region: 'eu-central-1', credentials, requestChecksumCalculation: 'WHEN_REQUIRED' },
    { region: 'eu-central-1' },
  ],
];

describe('the avatar upload URL without the S3 client', () => {
  it.each(targets)('is the SDK presigner PUT URL for %s', async (_, sdkConfig, signing) => {
    const requests = s3ObjectRequests({ ...signing, bucket, credentials: async () => credentials });
    const client = new S3Client(sdkConfig);
    for (const key of ['avatars/U1/01ABC.png', "avatars/U1/me (2) ü!*'.jpg"]) {
      const expected = await getSignedUrl(
        client,
        new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: 'image/png', ContentLength: 12_345 }),
        {
          expiresIn: 300,
          signingDate: now,
          signableHeaders: new Set(['content-type', 'content-length']),
        },
      );
      const url = await requests.presignPut(key, {
        contentType: 'image/png',
        size: 12_345,
        expiresInSeconds: 300,
        now,
      });
      expect(url).toBe(expected);
    }
    client.destroy();
  });
});
