/**
 * The reminder sender (SQS consumer of the reminders fan-out, ReportBatchItemFailures): each message is one
 * owner's due reminders, handled side by side. A message with a failed item is reported failed, SQS delivers
 * it again (the claims and notify's keyed writes make that tell nobody twice), and after maxReceiveCount it
 * waits in the dead-letter queue (alarmed). A message that does not parse fails too and ends there.
 */
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { withRequestContext } from '../platform/runtime/request-context';
import { ownerRemindersSchema, sendOwnerReminders, type ReminderSenderPorts } from '../notify';
import { reminderSenderDeps } from './deps';

export function makeReminderSenderHandler(deps: () => ReminderSenderPorts | Promise<ReminderSenderPorts>) {
  return async (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> =>
    withRequestContext({ requestId: context?.awsRequestId ?? 'local', caller: 'worker' }, async () => {
      const ports = await deps();
      const settled = await Promise.allSettled(
        event.Records.map(async (record) =>
          sendOwnerReminders(ports, ownerRemindersSchema.parse(JSON.parse(record.body))),
        ),
      );
      const batchItemFailures = settled.flatMap((result, index) => {
        if (result.status === 'fulfilled') return [];
        const record = event.Records[index];
        ports.log.error('reminder message failed; SQS will deliver it again', {
          messageId: record?.messageId,
          error: result.reason instanceof Error ? result.reason.message : String(result.reason),
        });
        return record ? [{ itemIdentifier: record.messageId }] : [];
      });
      return { batchItemFailures };
    });
}

export const handler = makeReminderSenderHandler(reminderSenderDeps);
