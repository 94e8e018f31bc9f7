/**
 * Sends messages to an SQS queue with SendMessageBatch in chunks of 10 (the SQS maximum), retrying the
 * entries SQS reports as failed a few times; throws with SQS's reasons when some still fail.
 */
import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';

const SQS_BATCH_MAX = 10;
const ATTEMPTS = 3;

export async function sendMessageBatches(
  sqs: SQSClient,
  queueUrl: string,
  messages: readonly { id: string; body: string }[],
): Promise<void> {
  for (let i = 0; i < messages.length; i += SQS_BATCH_MAX) {
    let pending = messages.slice(i, i + SQS_BATCH_MAX);
    for (let attempt = 1; pending.length > 0; attempt++) {
      const result = await sqs.send(
        new SendMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: pending.map((m) => ({ Id: m.id, MessageBody: m.body })),
        }),
      );
      const failed = new Set((result.Failed ?? []).map((f) => f.Id));
      const next = pending.filter((m) => failed.has(m.id));
      if (next.length > 0 && attempt >= ATTEMPTS) {
        const reasons = (result.Failed ?? []).map((f) =>
          `${f.Id}: ${f.Code ?? ''} ${f.Message ?? ''}`.trim(),
        );
        throw new Error(`SQS refused ${next.length} message(s): ${reasons.join('; ')}`);
      }
      pending = next;
    }
  }
}
