/** Idempotent creation of the local bucket and queues through the real SDK (as the CDK stack would). */
import { CreateBucketCommand, HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  SetQueueAttributesCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import { DOWNLOAD_QUEUE, ERASURE_QUEUE, REMINDER_QUEUE } from '../../../shared/config/queues';

export const LOCAL_RESOURCE_NAMES = {
  mediaBucket: 'cutroom-media',
  downloadQueue: 'cutroom-downloads',
  downloadDeadLetterQueue: 'cutroom-downloads-dlq',
  erasureQueue: 'cutroom-account-erasure',
  erasureDeadLetterQueue: 'cutroom-account-erasure-dlq',
  reminderQueue: 'cutroom-reminders',
  reminderDeadLetterQueue: 'cutroom-reminders-dlq',
  webhookQueue: 'cutroom-webhooks',
  webhookDeadLetterQueue: 'cutroom-webhooks-dlq',
} as const;

export async function ensureBucket(s3: S3Client, bucket: string): Promise<void> {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  }
}

export interface QueuePair {
  queueUrl: string;
  queueArn: string;
  deadLetterQueueUrl: string;
  deadLetterQueueArn: string;
}

async function queueArn(sqs: SQSClient, queueUrl: string): Promise<string> {
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }),
  );
  const arn = Attributes?.QueueArn;
  if (!arn) throw new Error(`No QueueArn for ${queueUrl}`);
  return arn;
}

/** The download queue with its dead-letter queue and redrive policy (maxReceiveCount from shared config). */
export async function ensureDownloadQueues(
  sqs: SQSClient,
  options: { visibilityTimeoutSeconds: number; maxReceiveCount?: number },
): Promise<QueuePair> {
  const dlq = await sqs.send(
    new CreateQueueCommand({
      QueueName: LOCAL_RESOURCE_NAMES.downloadDeadLetterQueue,
    }),
  );
  const deadLetterQueueUrl = dlq.QueueUrl ?? '';
  const deadLetterQueueArn = await queueArn(sqs, deadLetterQueueUrl);
  await sqs.send(
    new SetQueueAttributesCommand({
      QueueUrl: deadLetterQueueUrl,
      Attributes: { MessageRetentionPeriod: String(DOWNLOAD_QUEUE.deadLetterRetentionSeconds) },
    }),
  );
  const main = await sqs.send(new CreateQueueCommand({ QueueName: LOCAL_RESOURCE_NAMES.downloadQueue }));
  const queueUrl = main.QueueUrl ?? '';
  // Set (not create-with) the attributes, so a restart with other settings updates the persisted queue.
  await sqs.send(
    new SetQueueAttributesCommand({
      QueueUrl: queueUrl,
      Attributes: {
        VisibilityTimeout: String(options.visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({
          deadLetterTargetArn: deadLetterQueueArn,
          maxReceiveCount: options.maxReceiveCount ?? DOWNLOAD_QUEUE.maxReceiveCount,
        }),
      },
    }),
  );
  return { queueUrl, queueArn: await queueArn(sqs, queueUrl), deadLetterQueueUrl, deadLetterQueueArn };
}

/** The account-erasure queue with its dead-letter queue (settings from shared config). */
export async function ensureErasureQueues(
  sqs: SQSClient,
  options: { visibilityTimeoutSeconds?: number } = {},
): Promise<QueuePair> {
  const dlq = await sqs.send(
    new CreateQueueCommand({ QueueName: LOCAL_RESOURCE_NAMES.erasureDeadLetterQueue }),
  );
  const deadLetterQueueUrl = dlq.QueueUrl ?? '';
  const deadLetterQueueArn = await queueArn(sqs, deadLetterQueueUrl);
  const main = await sqs.send(new CreateQueueCommand({ QueueName: LOCAL_RESOURCE_NAMES.erasureQueue }));
  const queueUrl = main.QueueUrl ?? '';
  await sqs.send(
    new SetQueueAttributesCommand({
      QueueUrl: queueUrl,
      Attributes: {
        VisibilityTimeout: String(options.visibilityTimeoutSeconds ?? ERASURE_QUEUE.visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({
          deadLetterTargetArn: deadLetterQueueArn,
          maxReceiveCount: ERASURE_QUEUE.maxReceiveCount,
        }),
      },
    }),
  );
  return { queueUrl, queueArn: await queueArn(sqs, queueUrl), deadLetterQueueUrl, deadLetterQueueArn };
}

/** A queue and its dead-letter queue (redrive after `maxReceiveCount`), created when missing. */
export async function ensureQueueWithDeadLetter(
  sqs: SQSClient,
  names: { queue: string; deadLetterQueue: string },
  settings: { visibilityTimeoutSeconds: number; maxReceiveCount: number },
): Promise<QueuePair> {
  const dlq = await sqs.send(new CreateQueueCommand({ QueueName: names.deadLetterQueue }));
  const deadLetterQueueUrl = dlq.QueueUrl ?? '';
  const deadLetterQueueArn = await queueArn(sqs, deadLetterQueueUrl);
  const main = await sqs.send(new CreateQueueCommand({ QueueName: names.queue }));
  const queueUrl = main.QueueUrl ?? '';
  await sqs.send(
    new SetQueueAttributesCommand({
      QueueUrl: queueUrl,
      Attributes: {
        VisibilityTimeout: String(settings.visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({
          deadLetterTargetArn: deadLetterQueueArn,
          maxReceiveCount: settings.maxReceiveCount,
        }),
      },
    }),
  );
  return { queueUrl, queueArn: await queueArn(sqs, queueUrl), deadLetterQueueUrl, deadLetterQueueArn };
}

/** The reminders fan-out queue (one message per owner whose 09:00 it is) and its dead-letter queue. */
export function ensureReminderQueues(
  sqs: SQSClient,
  options: { visibilityTimeoutSeconds?: number } = {},
): Promise<QueuePair> {
  return ensureQueueWithDeadLetter(
    sqs,
    {
      queue: LOCAL_RESOURCE_NAMES.reminderQueue,
      deadLetterQueue: LOCAL_RESOURCE_NAMES.reminderDeadLetterQueue,
    },
    {
      visibilityTimeoutSeconds: options.visibilityTimeoutSeconds ?? REMINDER_QUEUE.visibilityTimeoutSeconds,
      maxReceiveCount: REMINDER_QUEUE.maxReceiveCount,
    },
  );
}
