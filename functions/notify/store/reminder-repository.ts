/**
 * The reminders job's reads and writes (../reminder-ports.ts), over two sparse, sharded
 * indexes (see README.md):
 *
 * - GSI3 `REMINDER#<shard>` / `<dueAt>#<pid>`: active and pending projects by when they fall due by the
 *   shared reminder rule (written by `statusChange` and `projectItem` whenever the rule's inputs change), moved
 *   here to the owner's next 09:00 (`reschedule`, and the claim's next due time), so a run at an hour reads
 *   the projects of the owners whose morning it is, not every zone's.
 * - GSI4 `LINKEXP#<shard>` / `<shareExpiresAt>#<pid>`: projects by when their review link expires.
 *
 * A run reads each shard once (DUE_INDEX_SHARDS Queries per index) with the sort key bounded by now, so it
 * reads only what is due; both indexes hold only the keys, the due projects are read by key (BatchGetItem). Claims (`PROJECT#<pid>` / `REMINDERCLAIM#<day>#<kind>`) are put with
 * attribute_not_exists in the same transaction as the project's next due key; what the owner is told is
 * notify's (the event handed to its channels, or stored in the outbox).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { DomainEvent } from '../../../shared/domain/domain-events';
import { storedMailPreferencesSchema } from '../../../shared/domain/mail-preferences';
import type { ClaimOutcome, DueProject, ReminderOwner, RemindersRepository } from '../reminder-ports';
import { outboxOp } from '../../platform/db/outbox';
import { batchGetAll } from '../../platform/db/batch-get';
import { isConditionalCheckFailed } from '../../platform/db/db-errors';
import type { DbPort } from '../../platform/db/db-port';
import { toProject, type RawItem } from '../../platform/db/items';
import { DUE_INDEX_SHARDS, ENTITY_TYPES, keys } from '../../platform/db/keys';
import { countAllPages, queryAllPages } from '../../platform/db/query-pages';
import { itemsOf, onIndex } from '../../platform/db/index-query';
import { GSIS } from '../../../shared/config/table-definition';
import { transactWrite, type TxOp } from '../../platform/db/transact-write';
import { putNew } from '../../platform/db/tx-ops';

/** Claims are kept this long (TTL), well past the day they guard. */
const CLAIM_TTL_DAYS = 14;

/** Raised inside the claim transaction: the claim exists already (when it was made). Never leaves this file. */
class ClaimedBefore extends Error {
  constructor(readonly claimedAt: string | undefined) {
    super('claimed before');
  }
}
/** Raised inside the claim transaction: the project moved since it was read. Never leaves this file. */
class ProjectMoved extends Error {}
/** Raised inside the outbox put: the event is stored already. Never leaves this file. */
class EventStored extends Error {}
const ownerSchema = z.object({
  id: z.string(),
  email: z.string().nullish(),
  displayName: z.string().nullish(),
  fullName: z.string().nullish(),
  timeZone: z.string().nullish(),
  deactivatedAt: z.string().nullish(),
  mailPreferences: z.nullish(storedMailPreferencesSchema),
});

const shards = () => Array.from({ length: DUE_INDEX_SHARDS }, (_, shard) => shard);
/** The sort keys are `<ISO instant>#<pid>…`; '$' sorts right after '#', so `< <iso>$` means "at or before". */
const upTo = (iso: string) => `${iso}$`;

export async function listDueReminders(db: DbPort, now: Date): Promise<DueProject[]> {
  const pages = await Promise.all(
    shards().map((shard) =>
      onIndex(GSIS.gsi3, (IndexName) =>
        queryAllPages(db, {
          IndexName,
          KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk < :upTo',
          ExpressionAttributeValues: {
            ':pk': keys.reminderDueGsi3Pk(shard),
            ':upTo': upTo(now.toISOString()),
          },
        }),
      ),
    ),
  );
  // Claims of the job before this one (kept in the index until mailed) are the sender's history now: only
  // the projects' own items are read.
  const projectEntries = pages.flat().filter((e) => e['sk'] === keys.project('').sk);
  const projects: DueProject[] = [];
  for (const { entry, item } of await itemsOf(db, projectEntries)) {
    if (item['entity'] !== ENTITY_TYPES.project) continue;
    const last = item['lastRemindedAt'];
    const dueKey = entry['gsi3sk'];
    projects.push({
      project: toProject(item),
      lastRemindedAt: typeof last === 'string' ? last : null,
      dueKey: typeof dueKey === 'string' ? dueKey : undefined,
    });
  }
  return projects;
}

/** Moves a due project's key to `at` (its owner's next 09:00), unless it moved since it was read. */
export async function rescheduleReminder(db: DbPort, due: DueProject, at: string): Promise<boolean> {
  const next = keys.reminderDueGsi3(due.project.id, at);
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.project(due.project.id),
        UpdateExpression: 'SET gsi3pk = :pk, gsi3sk = :sk',
        ConditionExpression: 'gsi3sk = :read',
        ExpressionAttributeValues: { ':pk': next.gsi3pk, ':sk': next.gsi3sk, ':read': due.dueKey ?? '' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** The outbox put of an event on its own (the reminders' link warning): false when it was stored before. */
export async function writeOutboxEvent(db: DbPort, event: DomainEvent): Promise<boolean> {
  try {
    await transactWrite(db, [{ ...outboxOp(event), onConditionFailed: () => new EventStored() }]);
    return true;
  } catch (error) {
    if (error instanceof EventStored) return false;
    throw error;
  }
}

export async function listLinksExpiring(db: DbPort, now: Date, until: Date) {
  const pages = await Promise.all(
    shards().map((shard) =>
      onIndex(GSIS.gsi4, (IndexName) =>
        queryAllPages(db, {
          IndexName,
          KeyConditionExpression: 'gsi4pk = :pk AND gsi4sk BETWEEN :from AND :to',
          ExpressionAttributeValues: {
            ':pk': keys.linkExpiryGsi4Pk(shard),
            ':from': now.toISOString(),
            ':to': upTo(until.toISOString()),
          },
        }),
      ),
    ),
  );
  return (await itemsOf(db, pages.flat())).map(({ item }) => toProject(item));
}

/** The owners' address, name and time zone: BatchGetItem of their profiles (100 per call, unprocessed retried). */
export async function getReminderOwners(
  db: DbPort,
  userIds: readonly string[],
): Promise<Map<string, ReminderOwner>> {
  const owners = new Map<string, ReminderOwner>();
  const items = await batchGetAll(
    db,
    userIds.map((id) => keys.profile(id)),
    {
      ProjectionExpression: 'id, email, displayName, fullName, #tz, deactivatedAt, mailPreferences',
      ExpressionAttributeNames: { '#tz': 'timeZone' },
    },
  );
  for (const raw of items) {
    const p = ownerSchema.parse(raw);
    owners.set(p.id, {
      userId: p.id,
      email: p.email?.trim() || null,
      name: p.displayName?.trim() || p.fullName?.trim() || null,
      timeZone: p.timeZone ?? null,
      deactivated: Boolean(p.deactivatedAt),
      mailPreferences: p.mailPreferences ?? null,
    });
  }
  return owners;
}

export function countPendingNotes(db: DbPort, projectId: string): Promise<number> {
  return countAllPages(db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :note)',
    FilterExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pk': keys.projectPk(projectId), ':note': 'NOTE#', ':pending': 'pending' },
  });
}

function claimItem(input: Parameters<RemindersRepository['claim']>[0]): RawItem {
  const { ref, due, now } = input;
  return {
    ...keys.reminderClaim(ref.projectId, ref.kind, ref.day),
    entity: ENTITY_TYPES.reminderClaim,
    projectId: ref.projectId,
    userId: due.project.userId,
    kind: ref.kind,
    day: ref.day,
    claimedAt: now,
    expiresAt: Math.floor(Date.parse(now) / 1000) + CLAIM_TTL_DAYS * 24 * 60 * 60,
  };
}

export async function claimReminder(
  db: DbPort,
  input: Parameters<RemindersRepository['claim']>[0],
): Promise<ClaimOutcome> {
  const { project } = input.due;
  const { now } = input;
  const ops: TxOp[] = [
    putNew(claimItem(input), (old) => {
      const at = old?.['claimedAt'];
      return new ClaimedBefore(typeof at === 'string' ? at : undefined);
    }),
  ];
  if (input.ref.kind === 'reminder') {
    // The reminder is one of the rule's inputs: the project's next due key moves with lastRemindedAt.
    const next = input.nextDueAt;
    ops.push({
      op: {
        Update: {
          Key: keys.project(project.id),
          UpdateExpression:
            next === null
              ? 'SET lastRemindedAt = :now REMOVE gsi3pk, gsi3sk'
              : 'SET lastRemindedAt = :now, gsi3pk = :gsi3pk, gsi3sk = :gsi3sk',
          ConditionExpression: '#status = :status AND lastStatusChangeAt = :lsc',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':now': now,
            ':status': project.status,
            ':lsc': project.lastStatusChangeAt,
            ...(next === null
              ? {}
              : (() => {
                  const g = keys.reminderDueGsi3(project.id, next);
                  return { ':gsi3pk': g.gsi3pk, ':gsi3sk': g.gsi3sk };
                })()),
          },
        },
      },
      onConditionFailed: () => new ProjectMoved(),
    });
  }
  try {
    await transactWrite(db, ops);
    return { outcome: 'claimed', claimedAt: now };
  } catch (error) {
    if (error instanceof ClaimedBefore)
      return { outcome: 'claimed-before', claimedAt: error.claimedAt ?? now };
    if (error instanceof ProjectMoved) return { outcome: 'moved', claimedAt: now };
    throw error;
  }
}

/** The RemindersRepository port over DynamoDB. */
export function remindersRepository(db: DbPort): RemindersRepository {
  return {
    listDue: (now) => listDueReminders(db, now),
    listLinksExpiring: (now, until) => listLinksExpiring(db, now, until),
    owners: (userIds) => getReminderOwners(db, userIds),
    countPendingNotes: (projectId) => countPendingNotes(db, projectId),
    reschedule: (due, at) => rescheduleReminder(db, due, at),
    claim: (input) => claimReminder(db, input),
    writeEvent: (event) => writeOutboxEvent(db, event),
  };
}
