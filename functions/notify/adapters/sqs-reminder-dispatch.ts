/** The reminders' fan-out over SQS: one message per owner (see REMINDER_QUEUE), read by the sender Lambda. */
import type { SQSClient } from '@aws-sdk/client-sqs';
import { sendMessageBatches } from '../../platform/aws/sqs-batches';
import type { ReminderDispatch } from '../reminder-ports';

export function sqsReminderDispatch(sqs: SQSClient, queueUrl: string): ReminderDispatch {
  return {
    send: (batches) =>
      sendMessageBatches(
        sqs,
        queueUrl,
        batches.map((batch, i) => ({ id: String(i), body: JSON.stringify(batch) })),
      ),
  };
}
