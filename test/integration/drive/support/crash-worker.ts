/**
 * A download worker in its own process, for the crash test: it copies one job's file (throttled by the
 * test's Drive stand-in) and is killed with SIGKILL mid-upload by the test. Arguments: one JSON object
 * { job, driveUrl, bucket, tableName, partSize }. The AWS endpoints come from the inherited environment.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { ENV } from '../../../../shared/config/env-names';
import { googleDriveAdapter } from '../../../../functions/google-drive/google-drive-adapter';
import { downloadJobSchema } from '../../../../functions/projects/download-job';
import { downloadRecorder } from '../../../../functions/media/store/download-recorder';
import { s3MediaProber } from '../../../../functions/media/adapters/s3-media-prober';
import { processDownloadJob } from '../../../../functions/media/use-cases/process-download-job';
import { s3MediaStorage } from '../../../../functions/media/adapters/s3-media-storage';
import { DRIVE_STAND_IN_API_KEY } from '../../../../infra/local/drive-stand-in/drive-fixtures';

const args = z
  .object({
    job: downloadJobSchema,
    driveUrl: z.url(),
    bucket: z.string(),
    tableName: z.string(),
    partSize: z.number().int().positive(),
  })
  .parse(JSON.parse(process.argv[2] ?? '{}'));
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const s3 = new S3Client({
  region: 'us-east-1',
  credentials,
  endpoint: process.env[ENV.s3Endpoint],
  forcePathStyle: true,
  requestChecksumCalculation: 'WHEN_REQUIRED',
});
const dynamo = new DynamoDBClient({
  region: 'us-east-1',
  credentials,
  endpoint: process.env[ENV.dynamoEndpoint],
});

await processDownloadJob(
  {
    drive: googleDriveAdapter({ rootUrl: args.driveUrl, apiKey: async () => DRIVE_STAND_IN_API_KEY }),
    storage: s3MediaStorage({ s3, bucket: args.bucket, partSize: args.partSize }),
    recorder: downloadRecorder({ doc: DynamoDBDocumentClient.from(dynamo), tableName: args.tableName }),
    prober: s3MediaProber(s3, args.bucket),
    clock: { now: () => new Date() },
    maxReceiveCount: 3,
    log: (entry) => console.log(JSON.stringify(entry)),
  },
  args.job,
  { receiveCount: 1 },
);
console.log('finished (the test should have killed this process before)');
