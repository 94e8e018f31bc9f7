/**
 * The outgoing webhooks on the local system, as the cloud runs them: the delivery queue and its dead-letter
 * queue, the table's stream → `functions/webhook-events` (its own stream reader, as its own event source
 * mapping in the cloud), and the queue → `functions/webhook-delivery` (the local SQS event source).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { SQSClient } from '@aws-sdk/client-sqs';
import { WEBHOOK_QUEUE } from '../../shared/config/queues';
import { loadFunctionHandler } from './handler-loader';
import { startQueuePoller, type SqsWorkerHandler } from './queue-poller';
import { LOCAL_AWS } from './services/dynamodb';
import { ensureQueueWithDeadLetter, LOCAL_RESOURCE_NAMES, type QueuePair } from './services/resources';
import { startStreamPoller, type StreamHandler } from './stream-poller';

export function ensureWebhookQueues(
  sqs: SQSClient,
  options: { visibilityTimeoutSeconds?: number } = {},
): Promise<QueuePair> {
  return ensureQueueWithDeadLetter(
    sqs,
    {
      queue: LOCAL_RESOURCE_NAMES.webhookQueue,
      deadLetterQueue: LOCAL_RESOURCE_NAMES.webhookDeadLetterQueue,
    },
    {
      visibilityTimeoutSeconds: options.visibilityTimeoutSeconds ?? WEBHOOK_QUEUE.visibilityTimeoutSeconds,
      maxReceiveCount: WEBHOOK_QUEUE.maxReceiveCount,
    },
  );
}

/** The two event sources of the webhooks; stop() ends both. */
export function startWebhookWorkers(options: {
  sqs: SQSClient;
  queues: QueuePair;
  dynamoEndpoint: string;
  tableName: string;
  log: (message: string) => void;
}): { stop(): Promise<void> } {
  const dynamo = new DynamoDBClient({ ...LOCAL_AWS, endpoint: options.dynamoEndpoint });
  const stream = startStreamPoller({
    dynamo,
    endpoint: options.dynamoEndpoint,
    tableName: options.tableName,
    functionName: 'webhook-events',
    handler: { load: () => loadFunctionHandler<StreamHandler>('webhook-events') },
    log: (message) => options.log(`[webhook-events] ${message}`),
  });
  const delivery = startQueuePoller({
    sqs: options.sqs,
    queueUrl: options.queues.queueUrl,
    queueArn: options.queues.queueArn,
    functionName: 'webhook-delivery',
    batchSize: WEBHOOK_QUEUE.batchSize,
    waitTimeSeconds: 1,
    handler: { load: () => loadFunctionHandler<SqsWorkerHandler>('webhook-delivery') },
    log: (message) => options.log(`[webhook-delivery] ${message}`),
  });
  return {
    async stop() {
      await delivery.stop();
      await stream.stop();
      dynamo.destroy();
    },
  };
}
