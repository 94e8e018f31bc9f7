/**
 * The notify Lambda: the table's stream (INSERTs of outbox items only, by the event source's filter) → one
 * domain event per record → its channels (./use-cases/notify-event.ts). Each owner's records are handled in order (the
 * owners side by side); the first that fails is reported with every record after it
 * (ReportBatchItemFailures), so the stream retries from there and the records before it are not handed again. A record that is not an event it can read fails too, and
 * ends on the on-failure destination after the retries. After the events that change what a project's
 * analytics say, the project's analytics digest is worked out again (functions/analytics).
 */
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { eventOfStreamImage } from '../platform/db/outbox';
import { withRequestContext } from '../platform/runtime/request-context';
import { changesDigest, refreshProjectDigest } from '../analytics/use-cases/workspace-analytics';
import { notifyDeps } from './deps';
import { mailContactMessage } from './use-cases/mail-contact-message';
import { notifyEvent } from './use-cases/notify-event';
import type { NotifyPorts } from './ports';

export function makeNotifyHandler(deps: () => NotifyPorts | Promise<NotifyPorts>) {
  return async (stream: DynamoDBStreamEvent, context?: Context): Promise<DynamoDBBatchResponse> =>
    withRequestContext({ requestId: context?.awsRequestId ?? 'local', caller: 'worker' }, async () => {
      const ports = await deps();
      // One owner's events in order; different owners' side by side, so one busy owner delays nobody else.
      const byOwner = new Map<string, number[]>();
      const failed: number[] = [];
      const events = stream.Records.map((record, index) => {
        try {
          return record.eventName === 'INSERT' ? eventOfStreamImage(record.dynamodb?.NewImage) : null;
        } catch (error) {
          failed.push(index);
          ports.log.error('notify: unreadable record', { eventId: record.eventID, error: String(error) });
          return null;
        }
      });
      events.forEach((event, index) => {
        // A contact message has no owner: each is its own line.
        const owner = event && (event.type === 'contact_received' ? event.id : event.ownerId);
        if (owner) byOwner.set(owner, [...(byOwner.get(owner) ?? []), index]);
      });
      await Promise.all(
        [...byOwner.values()].map(async (indexes) => {
          for (const index of indexes) {
            const event = events[index];
            if (!event) continue;
            try {
              await (event.type === 'contact_received'
                ? mailContactMessage(ports, event)
                : notifyEvent(ports, event));
              if (event.type !== 'contact_received' && ports.analyticsDigests && changesDigest(event))
                await refreshProjectDigest(ports.analyticsDigests, {
                  workspaceId: event.ownerId,
                  projectId: event.projectId,
                });
            } catch (error) {
              ports.log.error('notify: record failed', {
                eventId: stream.Records[index]?.eventID,
                error: error instanceof Error ? error.message : String(error),
              });
              failed.push(index);
              return;
            }
          }
        }),
      );
      // From the first failed record on (handing the later ones again is harmless: every write is keyed).
      const first = failed.length === 0 ? stream.Records.length : Math.min(...failed);
      return {
        batchItemFailures: stream.Records.slice(first).map((r) => ({
          itemIdentifier: r.dynamodb?.SequenceNumber ?? '',
        })),
      };
    });
}

export const handler = makeNotifyHandler(notifyDeps);
