/**
 * The presigned GETs the API Lambdas make without the S3 client are the very URLs the SDK's presigner makes
 * for a GetObjectCommand (same host, path, query and signature), in the cloud (virtual-hosted, checksum mode)
 * and locally (path-style against the stand-in), with and without a download file name.
 */
import { GetObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { s3PresignedGet } from '../../../functions/media/adapters/s3-presigned-get';
import { attachmentDisposition } from '../../../functions/media/adapters/playback-url';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'example-secret', sessionToken: 'token' };
const now = new Date('2026-11-27T10:00:00Z');
const bucket = 'cutroom-dev-mediabucket-1a2b3c';

const targets: [string, S3ClientConfig, { region: string; endpoint?: string }][] = [
  ['the cloud (eu-central-1)', { region: 'eu-central-1', credentials }, { region: 'eu-central-1' }],
  ['the cloud (us-east-1)', { region: 'us-east-1', credentials }, { region: 'us-east-1' }],
  [
    'the local stand-in',
    {
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:3102',
      forcePathStyle: true,
      credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
    { region: 'us-east-1', endpoint: 'http://127.0.0.1:3102' },
  ],
];

describe('presigned S3 GETs without the S3 client', () => {
  it.each(targets)('sign the same URL as the SDK presigner for %s', async (_, sdkConfig, signing) => {
    const presign = s3PresignedGet({ ...signing, bucket, credentials: async () => credentials });
    const client = new S3Client(sdkConfig);
    for (const key of ['media/P1/V1/R1/proxy-1080.mp4', "media/P1/V1/R1/Rough cut (v2) ü!*'.mov"]) {
      for (const fileName of [undefined, 'Rough cut "final" – ü.mov']) {
        const disposition = fileName ? attachmentDisposition(fileName) : undefined;
        const expected = await getSignedUrl(
          client,
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(disposition ? { ResponseContentDisposition: disposition } : {}),
          }),
          { expiresIn: 3600, signingDate: now },
        );
        const url = await presign(key, {
          now,
          expiresInSeconds: 3600,
          ...(disposition ? { responseContentDisposition: disposition } : {}),
        });
        expect(url).toBe(expected);
      }
    }
    client.destroy();
  });
});
