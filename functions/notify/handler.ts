/**
 * The notify Lambda: the table's stream (INSERTs of outbox items only, by the event source's filter) → one
 * domain event per record → its channels (./use-cases/notify-event.ts). Records are handled in order; the first that
 * fails is reported with every record after it (ReportBatchItemFailures), so the stream retries from there
 * and the records before it are not handed again. A record that is not an event it can read fails too, and
 * ends on the on-failure destination after the retries.
 */
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { eventOfStreamImage } from '../platform/db/outbox';
import { withRequestContext } from '../platform/runtime/request-context';
import { notifyDeps } from './deps';
import { notifyEvent } from './use-cases/notify-event';
import type { NotifyPorts } from './ports';

export function makeNotifyHandler(deps: () => NotifyPorts | Promise<NotifyPorts>) {
  return async (stream: DynamoDBStreamEvent, context?: Context): Promise<DynamoDBBatchResponse> =>
    withRequestContext({ requestId: context?.awsRequestId ?? 'local', caller: 'worker' }, async () => {
      const ports = await deps();
      for (const [index, record] of stream.Records.entries()) {
        try {
          const event = record.eventName === 'INSERT' ? eventOfStreamImage(record.dynamodb?.NewImage) : null;
          if (event) await notifyEvent(ports, event);
        } catch (error) {
          ports.log.error('notify: record failed', {
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

export const handler = makeNotifyHandler(notifyDeps);
