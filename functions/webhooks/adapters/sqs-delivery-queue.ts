/** SQS adapter of the delivery queue: one message per attempt, delayed up to SQS's 15 minutes. */
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { DeliveryQueue } from '../ports';

export function sqsDeliveryQueue(sqs: SQSClient, queueUrl: string): DeliveryQueue {
  return {
    async enqueue(message, delaySeconds) {
      await sqs.send(
        new SendMessageCommand({
          QueueUrl: queueUrl,
          MessageBody: JSON.stringify(message),
          DelaySeconds: Math.max(0, Math.min(900, Math.round(delaySeconds))),
        }),
      );
    },
  };
}
