/**
 * The webhook-events Lambda: the table's stream (the same outbox INSERTs as notify, its own event source) →
 * one queued delivery per subscribed endpoint (functions/webhooks `fanOutEvent`). The first record that fails
 * is reported with every record after it (ReportBatchItemFailures): the claims make handing them again
 * queue nothing twice.
 */
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { eventOfStreamImage } from '../platform/db/outbox';
import { withRequestContext } from '../platform/runtime/request-context';
import { fanOutEvent, type WebhookPorts } from '../webhooks';
import { webhookEventsDeps } from './deps';

export function makeWebhookEventsHandler(deps: () => WebhookPorts | Promise<WebhookPorts>) {
  return async (stream: DynamoDBStreamEvent, context?: Context): Promise<DynamoDBBatchResponse> =>
    withRequestContext({ requestId: context?.awsRequestId ?? 'local', caller: 'worker' }, async () => {
      const ports = await deps();
      for (const [index, record] of stream.Records.entries()) {
        try {
          const event = record.eventName === 'INSERT' ? eventOfStreamImage(record.dynamodb?.NewImage) : null;
          if (event && event.type !== 'contact_received') await fanOutEvent(ports, event);
        } catch (error) {
          ports.log.error('webhook-events: record failed', {
            eventId: record.eventID,
            error: error instanceof Error ? error.message : String(error),
          });
          return {
            batchItemFailures: stream.Records.slice(index).map((r) => ({
              itemIdentifier: r.dynamodb?.SequenceNumber ?? '',
            })),
          };
        }
      }
      return { batchItemFailures: [] };
    });
}

export const handler = makeWebhookEventsHandler(webhookEventsDeps);
