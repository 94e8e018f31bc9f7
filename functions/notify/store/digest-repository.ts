/**
 * The client-activity digest queue. Items in the editor's partition (`USER#<uid>`):
 *
 * | item | sk | written by |
 * |---|---|---|
 * | an event (its digest lines) | `DIGEST#EV#<at>#<eventId>` | `enqueueDigestEvent`: ONE TransactWriteItems — the event put (`attribute_not_exists`: a retry stores it once) + the pending item `ADD events 1`, `SET dueAt/gsi3 = if_not_exists(...)` (a bundle: the earlier of the stored and the event's due time), on condition that no claim of that due time exists (else a millisecond later) |
 * | the pending digest | `DIGEST#PENDING` | the same transaction; GSI3 `DIGEST#<shard>` / `<dueAt>#<uid>` (sparse, 8 shards by user id) |
 * | a claim per due time | `DIGEST#SENT#<dueAt>` | `claimDigest` (`attribute_not_exists`) before the mail; `mailedAt` after it, `failedAt` when it failed (retried once); TTL a week |
 *
 * The job queries each GSI3 shard for `gsi3sk <= now` (cost grows with the due editors, never with the table),
 * reads the editor's events up to now, claims, mails, then deletes the events it mailed and the pending item
 * (conditional on the event count it read; events that arrived meanwhile move it to the next period).
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { digestEntrySchema, type DigestEntry, type DigestWindow } from '../../../shared/domain/digest';
import { isConditionalCheckFailed } from '../../platform/db/db-errors';
import type { DbPort } from '../../platform/db/db-port';
import { deleteKeys } from '../../platform/db/delete-keys';
import { DUE_INDEX_SHARDS, ENTITY_TYPES, keys } from '../../platform/db/keys';
import { queryAllPages } from '../../platform/db/query-pages';
import { itemsOf, onIndex } from '../../platform/db/index-query';
import { GSIS } from '../../../shared/config/table-definition';
import { getReminderOwners } from './reminder-repository';
import type { DigestQueue } from '../use-cases/send-digests';
import { transactWrite } from '../../platform/db/transact-write';
import { z } from 'zod';

const WEEK_SECONDS = 7 * 86_400;

export interface DigestEventInput {
  userId: string;
  eventId: string;
  at: string;
  window: DigestWindow;
  /** When a new pending digest would be due (an existing one keeps its time). */
  dueAt: string;
  entries: readonly DigestEntry[];
}

export async function enqueueDigestEvent(db: DbPort, input: DigestEventInput): Promise<void> {
  let event = input;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await enqueueOnce(db, event);
      return;
    } catch (error) {
      // A digest of this due time went out already (the event was decided just before it, written just
      // after): a pending item made now takes the next millisecond, so its own claim is fresh and the event
      // is mailed, not dropped as "mailed before".
      if (!(error instanceof DueTimeClaimed) || attempt >= 3) throw error;
      event = { ...event, dueAt: new Date(Date.parse(event.dueAt) + 1).toISOString() };
    }
  }
}

async function enqueueOnce(db: DbPort, input: DigestEventInput): Promise<void> {
  // A bundle goes at its earliest due time (an approval's minute is not held back by feedback that waits for
  // its window, nor a mail to send again); digests keep the period their first event started.
  if (input.window === 'bundle') {
    try {
      await enqueue(db, input, 'earlier');
      return;
    } catch (error) {
      if (!(error instanceof DueLater)) throw error;
    }
  }
  await enqueue(db, input, 'ifAbsent');
}

/**
 * ONE transaction: the event (once per id) and the pending item counting it. `earlier` sets the pending
 * item's due time to this event's, on condition that it is earlier than the one stored (DueLater otherwise);
 * `ifAbsent` keeps a stored due time.
 */
async function enqueue(db: DbPort, input: DigestEventInput, due: 'earlier' | 'ifAbsent'): Promise<void> {
  const gsi = keys.digestDueGsi3(input.userId, input.dueAt);
  const setDue =
    due === 'earlier'
      ? 'dueAt = :due, gsi3pk = :gpk, gsi3sk = :gsk'
      : 'dueAt = if_not_exists(dueAt, :due), gsi3pk = if_not_exists(gsi3pk, :gpk), gsi3sk = if_not_exists(gsi3sk, :gsk)';
  try {
    await transactWrite(db, [
      {
        op: {
          Put: {
            Item: {
              ...keys.digestEvent(input.userId, input.at, input.eventId),
              entity: ENTITY_TYPES.digestEvent,
              entries: input.entries,
              createdAt: input.at,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        onConditionFailed: () => new AlreadyQueued(),
      },
      {
        op: {
          ConditionCheck: {
            Key: keys.digestClaim(input.userId, input.dueAt),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        onConditionFailed: () => new DueTimeClaimed(),
      },
      {
        op: {
          Update: {
            Key: keys.digestPending(input.userId),
            UpdateExpression: `SET entity = :entity, userId = :uid, #window = :window, ${setDue} ADD events :one`,
            ...(due === 'earlier'
              ? { ConditionExpression: 'attribute_not_exists(dueAt) OR dueAt > :due' }
              : {}),
            ExpressionAttributeNames: { '#window': 'window' },
            ExpressionAttributeValues: {
              ':entity': ENTITY_TYPES.digestPending,
              ':uid': input.userId,
              ':window': input.window,
              ':due': input.dueAt,
              ':gpk': gsi.gsi3pk,
              ':gsk': gsi.gsi3sk,
              ':one': 1,
            },
          },
        },
        onConditionFailed: () => new DueLater(),
      },
    ]);
  } catch (error) {
    // The same event stored by an earlier attempt: nothing to do.
    if (error instanceof AlreadyQueued) return;
    throw error;
  }
}

/** The pending bundle is due no later than this event: queue it keeping that time. */
class DueLater extends Error {}

/** A digest was claimed for this event's due time already. */
class DueTimeClaimed extends Error {}
class AlreadyQueued extends Error {}

const pendingSchema = z.object({
  userId: z.string(),
  window: z.enum(['hourly', 'daily', 'bundle']),
  dueAt: z.string(),
  events: z.number().int(),
  /** Due times whose mail failed twice (deferred by `deferDigest`); absent when none. */
  deferrals: z.number().int().optional(),
});
export type PendingDigest = z.infer<typeof pendingSchema>;

/** Pending digests due at `now` (every shard's GSI3 partition, `gsi3sk <= now`). */
export async function listDueDigests(db: DbPort, now: string): Promise<PendingDigest[]> {
  const due: PendingDigest[] = [];
  for (let shard = 0; shard < DUE_INDEX_SHARDS; shard += 1) {
    // The index holds only the keys: the pending items are read by key.
    const entries = await onIndex(GSIS.gsi3, (IndexName) =>
      queryAllPages(db, {
        IndexName,
        KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk <= :now',
        ExpressionAttributeValues: { ':pk': keys.digestDueGsi3Pk(shard), ':now': `${now}#~` },
      }),
    );
    for (const { item } of await itemsOf(db, entries)) {
      const parsed = pendingSchema.safeParse(item);
      if (parsed.success) due.push(parsed.data);
    }
  }
  return due;
}

export interface DigestEvents {
  entries: DigestEntry[];
  /** The events' keys (deleted once mailed). */
  keys: { pk: string; sk: string }[];
}

/** The editor's queued events up to `now`, oldest first (consistent read of the partition's range). */
export async function readDigestEvents(db: DbPort, userId: string, now: string): Promise<DigestEvents> {
  const items = await queryAllPages(db, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.userPk(userId),
      ':from': keys.digestEventSkPrefix,
      ':to': `${keys.digestEventSkPrefix}${now}~`,
    },
    ConsistentRead: true,
  });
  const entries: DigestEntry[] = [];
  for (const item of items) {
    const parsed = z.array(digestEntrySchema).safeParse(item['entries']);
    if (parsed.success) entries.push(...parsed.data);
  }
  entries.sort((a, b) => a.at.localeCompare(b.at));
  return { entries, keys: items.map((i) => ({ pk: String(i['pk']), sk: String(i['sk']) })) };
}

export type DigestClaim = { fresh: true } | { fresh: false; mailed: boolean; retried: boolean };

/** Claims the digest due at `dueAt` before its mail; an existing claim says whether it was mailed. */
export async function claimDigest(
  db: DbPort,
  input: { userId: string; dueAt: string; now: string; events: number },
): Promise<DigestClaim> {
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: {
          ...keys.digestClaim(input.userId, input.dueAt),
          entity: ENTITY_TYPES.digestClaim,
          claimedAt: input.now,
          events: input.events,
          expiresAt: Math.floor(Date.parse(input.now) / 1000) + WEEK_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { fresh: true };
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
  const out = await db.doc.send(
    new GetCommand({
      TableName: db.tableName,
      Key: keys.digestClaim(input.userId, input.dueAt),
      ConsistentRead: true,
    }),
  );
  return {
    fresh: false,
    mailed: typeof out.Item?.['mailedAt'] === 'string',
    retried: typeof out.Item?.['retriedAt'] === 'string',
  };
}

/**
 * An unsent claim is retried once: true when this call took the retry. Only a claim whose mail failed, or
 * one older than `staleBefore` (its run died), is taken: a run still sending it is left alone.
 */
export async function takeDigestRetry(
  db: DbPort,
  input: { userId: string; dueAt: string; now: string; staleBefore: string },
): Promise<boolean> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.digestClaim(input.userId, input.dueAt),
        UpdateExpression: 'SET retriedAt = :now',
        ConditionExpression:
          'attribute_exists(pk) AND attribute_not_exists(retriedAt) AND attribute_not_exists(mailedAt) AND (attribute_exists(failedAt) OR claimedAt <= :stale)',
        ExpressionAttributeValues: { ':now': input.now, ':stale': input.staleBefore },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** The claim's mail failed: the next run may retry it at once. */
export function markDigestFailed(db: DbPort, userId: string, dueAt: string, now: string): Promise<void> {
  return stampDigestClaim(db, { userId, dueAt, now, attribute: 'failedAt', mustExist: true });
}

export function markDigestMailed(db: DbPort, userId: string, dueAt: string, now: string): Promise<void> {
  return stampDigestClaim(db, { userId, dueAt, now, attribute: 'mailedAt', mustExist: false });
}

/** Sets one time stamp of the claim; `mustExist` keeps a failure mark from creating a claim that was removed. */
async function stampDigestClaim(
  db: DbPort,
  input: {
    userId: string;
    dueAt: string;
    now: string;
    attribute: 'failedAt' | 'mailedAt';
    mustExist: boolean;
  },
): Promise<void> {
  await db.doc.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.digestClaim(input.userId, input.dueAt),
      UpdateExpression: `SET ${input.attribute} = :now`,
      ...(input.mustExist ? { ConditionExpression: 'attribute_exists(pk)' } : {}),
      ExpressionAttributeValues: { ':now': input.now },
    }),
  );
}

/**
 * Removes the events the digest covered and the pending item, unless events arrived meanwhile: then the
 * pending item keeps only those and waits for `nextDueAt`.
 */
export async function finishDigest(
  db: DbPort,
  input: { pending: PendingDigest; covered: Pick<DigestEvents, 'keys'>; nextDueAt: string },
): Promise<void> {
  await deleteKeys(db, input.covered.keys);
  const { userId } = input.pending;
  const count = input.covered.keys.length;
  try {
    await db.doc.send(
      new DeleteCommand({
        TableName: db.tableName,
        Key: keys.digestPending(userId),
        ConditionExpression: 'events <= :n',
        ExpressionAttributeValues: { ':n': count },
      }),
    );
    return;
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
  const due = keys.digestDueGsi3(userId, input.nextDueAt);
  await db.doc.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.digestPending(userId),
      UpdateExpression: 'SET dueAt = :due, gsi3pk = :gpk, gsi3sk = :gsk ADD events :minus REMOVE deferrals',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':due': input.nextDueAt,
        ':gpk': due.gsi3pk,
        ':gsk': due.gsi3sk,
        ':minus': -count,
      },
    }),
  );
}

/** A daily digest checked outside its delivery hour (or whose owner moved zone) waits for `dueAt`. */
export async function postponeDigest(db: DbPort, userId: string, dueAt: string): Promise<void> {
  const due = keys.digestDueGsi3(userId, dueAt);
  await db.doc.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.digestPending(userId),
      UpdateExpression: 'SET dueAt = :due, gsi3pk = :gpk, gsi3sk = :gsk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':due': dueAt, ':gpk': due.gsi3pk, ':gsk': due.gsi3sk },
    }),
  );
}

/**
 * A digest whose mail failed at its due time (and on its retry) waits for `dueAt`, counted in `deferrals`,
 * under a fresh claim then. Nothing when the pending item is gone (another run sent and removed it).
 */
export async function deferDigest(db: DbPort, userId: string, dueAt: string): Promise<void> {
  const due = keys.digestDueGsi3(userId, dueAt);
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.digestPending(userId),
        UpdateExpression: 'SET dueAt = :due, gsi3pk = :gpk, gsi3sk = :gsk ADD deferrals :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':due': dueAt, ':gpk': due.gsi3pk, ':gsk': due.gsi3sk, ':one': 1 },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/** The digest job's port over DynamoDB (owners read like the reminders': one BatchGetItem per 100). */
export function digestQueueRepository(db: DbPort): DigestQueue {
  return {
    listDue: (now) => listDueDigests(db, now),
    owners: (userIds) => getReminderOwners(db, userIds),
    readEvents: (userId, now) => readDigestEvents(db, userId, now),
    claim: (input) => claimDigest(db, input),
    takeRetry: (input) => takeDigestRetry(db, input),
    markFailed: (userId, dueAt, now) => markDigestFailed(db, userId, dueAt, now),
    markMailed: (userId, dueAt, now) => markDigestMailed(db, userId, dueAt, now),
    finish: (input) => finishDigest(db, input),
    postpone: (userId, dueAt) => postponeDigest(db, userId, dueAt),
    defer: (userId, dueAt) => deferDigest(db, userId, dueAt),
  };
}
