/**
 * The account-erasure worker (SQS consumer, ReportBatchItemFailures): one message per deleted account.
 * A failure anywhere reports the message failed, SQS delivers it again, and the idempotent job carries on
 * where the last run stopped; after maxReceiveCount it lands in the dead-letter queue (alarm).
 */
import middy from '@middy/core';
import sqsPartialBatchFailure from '@middy/sqs-partial-batch-failure';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { z } from 'zod';
import type { EraseAccountDeps } from '../use-cases/account/account-ports';
import { eraseAccount } from '../use-cases/account/erase-account';
import { erasureDeps } from './deps';

export const erasureJobSchema = z.object({ userId: z.string().min(1).max(64), email: z.email() });

export type ErasureHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

export function makeErasureHandler(deps: () => EraseAccountDeps): ErasureHandler {
  const core = async (event: SQSEvent) =>
    Promise.allSettled(
      event.Records.map(async (record) => {
        const job = erasureJobSchema.parse(JSON.parse(record.body));
        await eraseAccount(deps(), job);
      }),
    );
  return middy(core).use(sqsPartialBatchFailure()) as unknown as ErasureHandler;
}

export const handler = makeErasureHandler(erasureDeps);
