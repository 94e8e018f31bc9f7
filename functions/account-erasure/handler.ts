/**
 * The account-erasure worker (SQS consumer, ReportBatchItemFailures): one message per deleted account.
 * A failure anywhere reports the message failed, SQS delivers it again, and the idempotent job carries on
 * where the last run stopped; after maxReceiveCount it lands in the dead-letter queue (alarm).
 */
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from '../platform/zod';
import type { EraseAccountDeps } from '../account';
import { eraseAccount } from '../account';
import { erasureDeps } from './deps';

export const erasureJobSchema = z.object({
  userId: z.string().check(z.minLength(1), z.maxLength(64)),
  email: z.email(),
});

export type ErasureHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

export function makeErasureHandler(deps: () => EraseAccountDeps): ErasureHandler {
  // Only the failed records are reported (ReportBatchItemFailures): SQS redelivers just those.
  return async (event) => {
    const settled = await Promise.allSettled(
      event.Records.map(async (record) => {
        const job = erasureJobSchema.parse(JSON.parse(record.body));
        await eraseAccount(deps(), job);
      }),
    );
    const batchItemFailures = settled.flatMap((result, index) => {
      if (result.status === 'fulfilled') return [];
      const record = event.Records[index];
      console.error(
        JSON.stringify({
          level: 'error',
          fn: 'account-erasure',
          message: 'erasure failed; SQS will deliver it again',
          messageId: record?.messageId,
          error: String(result.reason),
        }),
      );
      return record ? [{ itemIdentifier: record.messageId }] : [];
    });
    return { batchItemFailures };
  };
}

export const handler = makeErasureHandler(erasureDeps);
