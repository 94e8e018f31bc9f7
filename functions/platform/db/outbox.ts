/**
 * The outbox: a domain event (shared/domain/domain-events) is one item written in the SAME transaction as the
 * change it tells about, so a change is never stored without its event nor an event without its change. The
 * table's stream carries the item to the `notify` Lambda (its event source filter keeps only INSERTs of
 * `entity = outbox`); the TTL removes it after OUTBOX_TTL_SECONDS.
 *
 * | item | pk | sk | written by |
 * |---|---|---|---|
 * | outbox event | `EVENT#<eventId>` | `EVENT` | `outboxOp(event)` inside the change's TransactWriteItems |
 * | mail claim | `EVENT#<eventId>` | `MAIL` | notify's mail channel before it sends: a redelivered event mails nobody twice |
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import {
  OUTBOX_TTL_SECONDS,
  outboxEventSchema,
  type DomainEvent,
  type OutboxEvent,
} from '../../../shared/domain/domain-events';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed, oldItemOf } from './db-errors';
import type { DbPort } from './db-port';
import type { TxOp } from './transact-write';
import { NOTIFY_PIPELINE } from '../../../shared/config/notify-pipeline';
import { outboxKeys } from './keys';

export const OUTBOX_ENTITY = NOTIFY_PIPELINE.outboxEntity;
const MAIL_CLAIM_ENTITY = 'event_mail_claim';

export { outboxKeys };

/** Epoch seconds of an item's expiry, from the event's time. */
export function outboxExpiry(at: string): number {
  const from = Date.parse(at);
  return Math.floor((Number.isNaN(from) ? Date.now() : from) / 1000) + OUTBOX_TTL_SECONDS;
}

/**
 * The outbox Put of one event, to add to the change's transaction. Conditional: an event id is written once,
 * so a retried transaction cannot emit it twice.
 */
export function outboxOp(event: OutboxEvent): TxOp {
  return {
    op: {
      Put: {
        Item: {
          ...outboxKeys.event(event.id),
          entity: OUTBOX_ENTITY,
          eventType: event.type,
          event: outboxEventSchema.parse(event),
          expiresAt: outboxExpiry(event.at),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  };
}

/** The outbox Puts of the events given (none when absent), for `[...ops, ...outboxOps(input.events)]`. */
export function outboxOps(events: readonly DomainEvent[] | undefined): TxOp[] {
  return (events ?? []).map(outboxOp);
}

/**
 * The event of a stream record's NewImage; null when the image is not an outbox item. Throws when it is one
 * but does not parse (a bad record: reported as the batch's failed item, so it ends in the DLQ).
 */
export function eventOfStreamImage(image: Record<string, unknown> | undefined): OutboxEvent | null {
  if (!image) return null;
  // The stream's image is DynamoDB JSON; Lambda's and the SDK's types spell the same shape differently.
  const item = unmarshall(image as Record<string, AttributeValue>);
  if (item['entity'] !== OUTBOX_ENTITY) return null;
  return outboxEventSchema.parse(item['event']);
}

/**
 * Claims the mail of one event before it is sent (conditional put): 'fresh' = this delivery sends it;
 * 'done' = an earlier delivery finished it; 'unfinished' = an earlier delivery claimed it and stopped before
 * finishing (it may or may not have sent).
 */
export async function claimEventMail(
  db: DbPort,
  eventId: string,
  at: string,
): Promise<'fresh' | 'done' | 'unfinished'> {
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: {
          ...outboxKeys.mailClaim(eventId),
          entity: MAIL_CLAIM_ENTITY,
          done: false,
          expiresAt: outboxExpiry(at),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return 'fresh';
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    const old = oldItemOf((error as { Item?: unknown }).Item);
    return old?.['done'] === true ? 'done' : 'unfinished';
  }
}

/** Records the event's mail as handled (sent, queued or held): a redelivery does nothing. */
export async function finishEventMail(db: DbPort, eventId: string): Promise<void> {
  await db.doc.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: outboxKeys.mailClaim(eventId),
      UpdateExpression: 'SET done = :yes',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
}

/** Gives the claim back (the send failed and nothing holds the mail): the event's redelivery sends it. */
export async function releaseEventMail(db: DbPort, eventId: string): Promise<void> {
  await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: outboxKeys.mailClaim(eventId) }));
}
