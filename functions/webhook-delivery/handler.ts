/**
 * The webhook delivery worker (SQS consumer, ReportBatchItemFailures): each message is one attempt of one
 * event for one endpoint. A failed answer is not a failed message: the use case logs it and queues the next
 * attempt itself (backoff beyond SQS's redelivery). A message fails only when the attempt could not be
 * recorded or the retry not queued; SQS then hands it again, and after maxReceiveCount it waits in the DLQ.
 */
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { withRequestContext } from '../platform/runtime/request-context';
import { deliverWebhook, deliveryMessageSchema, type WebhookPorts } from '../webhooks';
import { webhookDeliveryDeps } from './deps';

export function makeWebhookDeliveryHandler(deps: () => WebhookPorts | Promise<WebhookPorts>) {
  return async (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> =>
    withRequestContext({ requestId: context?.awsRequestId ?? 'local', caller: 'worker' }, async () => {
      const ports = await deps();
      const settled = await Promise.allSettled(
        event.Records.map(async (record) =>
          deliverWebhook(ports, deliveryMessageSchema.parse(JSON.parse(record.body))),
        ),
      );
      const batchItemFailures = settled.flatMap((result, index) => {
        if (result.status === 'fulfilled') return [];
        const record = event.Records[index];
        ports.log.error('webhook delivery message failed; SQS will deliver it again', {
          messageId: record?.messageId,
          error: result.reason instanceof Error ? result.reason.message : String(result.reason),
        });
        return record ? [{ itemIdentifier: record.messageId }] : [];
      });
      return { batchItemFailures };
    });
}

export const handler = makeWebhookDeliveryHandler(webhookDeliveryDeps);
