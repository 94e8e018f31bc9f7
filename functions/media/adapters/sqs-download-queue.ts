/**
 * SQS adapter of the download queue port: SendMessageBatch in chunks of 10 (the SQS maximum), retrying the
 * entries SQS reports as failed a few times. Standard queues have no deduplication, so the worker is
 * idempotent instead (a duplicate message finds its version already stored and does nothing).
 */
import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { DOWNLOAD_QUEUE } from '../../../shared/config/queues';
import type { DownloadQueuePort, QueueMessage } from '../../projects';

const SQS_BATCH_MAX = 10;
/** The message attribute repeating a message's fairness group (shared/config/queues.ts). */
const FAIRNESS_GROUP_ATTRIBUTE = DOWNLOAD_QUEUE.groupAttribute;
const ATTEMPTS = 3;

export function sqsDownloadQueue(sqs: SQSClient, queueUrl: string): DownloadQueuePort {
  return {
    async sendBatch(messages: readonly QueueMessage[]) {
      for (let i = 0; i < messages.length; i += SQS_BATCH_MAX) {
        let pending = messages.slice(i, i + SQS_BATCH_MAX);
        for (let attempt = 1; pending.length > 0; attempt++) {
          const result = await sqs.send(
            new SendMessageBatchCommand({
              QueueUrl: queueUrl,
              Entries: pending.map((m) => ({
                Id: m.id,
                MessageBody: m.body,
                ...(m.group
                  ? {
                      MessageGroupId: m.group,
                      // The local queue stand-in accepts MessageGroupId but does not return it: the local
                      // poller reads the group from this attribute to schedule fairly as SQS does.
                      MessageAttributes: {
                        [FAIRNESS_GROUP_ATTRIBUTE]: { DataType: 'String', StringValue: m.group },
                      },
                    }
                  : {}),
              })),
            }),
          );
          const failed = new Set((result.Failed ?? []).map((f) => f.Id));
          const next = pending.filter((m) => failed.has(m.id));
          if (next.length > 0 && attempt >= ATTEMPTS) {
            const reasons = (result.Failed ?? []).map((f) =>
              `${f.Id}: ${f.Code ?? ''} ${f.Message ?? ''}`.trim(),
            );
            throw new Error(`SQS refused ${next.length} download job(s): ${reasons.join('; ')}`);
          }
          pending = next;
        }
      }
    },
  };
}
