/**
 * Waiting for the event pipeline in integration tests: the local system's stream poller hands each outbox
 * event to the notify handler within moments; the in-app notification is the event's last write, so once an
 * owner has `count` notifications every channel has had their events.
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { outboxOp } from '../../../functions/platform/db/outbox';
import type { OutboxEvent } from '../../../shared/domain/domain-events';
import { listNotifications } from '../../../functions/projects/store/notification-repository';
import type { DbPort } from '../../../functions/platform/db/db-port';
import type { Notification } from '../../../shared/domain/entities';

export async function untilNotified(
  db: DbPort,
  userId: string,
  count: number,
  timeoutMs = 15_000,
): Promise<Notification[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { items } = await listNotifications(db, { userId, limit: 100 });
    if (items.length >= count) return items;
    if (Date.now() > deadline) {
      throw new Error(`${userId}: ${items.length} of ${count} notifications after ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Polls `read` until `done` holds of its answer (the pipeline's writes land within moments). */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Reads until two reads `quietMs` apart agree (whatever the pipeline had to write has landed). */
export async function settled<T>(read: () => Promise<T>, quietMs = 400): Promise<T> {
  let last = JSON.stringify(await read());
  for (let i = 0; i < 40; i += 1) {
    await new Promise((r) => setTimeout(r, quietMs));
    const value = await read();
    const now = JSON.stringify(value);
    if (now === last) return value;
    last = now;
  }
  throw new Error('still changing');
}

/**
 * The stream record Lambda hands for an outbox event (the NewImage of the item its transaction writes), for
 * events handed straight to the notify handler and never written (so the local poller never sees them).
 */
export function streamRecordOf(event: OutboxEvent, sequence: number): DynamoDBRecord {
  const item = outboxOp(event).op.Put?.Item;
  if (!item) throw new Error('no put');
  return streamRecordOfItem(item, sequence);
}

/** The stream record Lambda hands for a stored item (its NewImage), sequence numbers in order. */
export function streamRecordOfItem(item: Record<string, unknown>, sequence: number): DynamoDBRecord {
  return {
    eventID: `record-${sequence}`,
    eventName: 'INSERT',
    eventSource: 'aws:dynamodb',
    dynamodb: {
      NewImage: marshall(item, { removeUndefinedValues: true }) as NonNullable<
        DynamoDBRecord['dynamodb']
      >['NewImage'],
      SequenceNumber: String(sequence),
      StreamViewType: 'NEW_IMAGE',
    },
  };
}
