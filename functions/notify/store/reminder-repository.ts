/**
 * The reminders job's reads and writes (../reminder-ports.ts), over two sparse, sharded
 * indexes (see README.md):
 *
 * - GSI3 `REMINDER#<shard>` / `<dueAt>#<pid>`: active and pending projects by when they fall due by the
 *   shared reminder rule (written by `statusChange` and `projectItem` whenever the rule's inputs change, and
 *   here when a reminder is claimed), plus the claims whose mail is not recorded as sent yet.
 * - GSI4 `LINKEXP#<shard>` / `<shareExpiresAt>#<pid>`: projects by when their review link expires.
 *
 * A run reads each shard once (DUE_INDEX_SHARDS Queries per index) with the sort key bounded by now, so it
 * reads only what is due. Claims (`PROJECT#<pid>` / `REMINDERCLAIM#<day>#<kind>`) are put with
 * attribute_not_exists in the same transaction as the notification (and the project's next due key).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { storedMailPreferencesSchema } from '../../../shared/domain/mail-preferences';
import { reminderDueAt } from '../../../shared/domain/reminder-rule';
import type {
  DueProject,
  ReminderClaimRef,
  ReminderOwner,
  RemindersRepository,
  UnsentClaim,
} from '../reminder-ports';
import { batchGetAll } from '../../platform/db/batch-get';
import { isConditionalCheckFailed } from '../../platform/db/db-errors';
import type { DbPort } from '../../platform/db/db-port';
import { notificationItem, toProject, type RawItem } from '../../platform/db/items';
import { DUE_INDEX_SHARDS, ENTITY_TYPES, keys } from '../../platform/db/keys';
import { countAllPages, queryAllPages } from '../../platform/db/query-pages';
import { transactWrite, type TxOp } from '../../platform/db/transact-write';
import { putNew } from '../../platform/db/tx-ops';

/** Claims are kept this long (TTL), well past the day they guard. */
const CLAIM_TTL_DAYS = 14;

/** Raised inside the claim transaction: the claim exists or the project moved. Never leaves this file. */
class NotClaimed extends Error {}

const mailSchema = z.object({
  to: z.string(),
  fromName: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  listUnsubscribeUrl: z.string().optional(),
});
const claimSchema = z.object({
  projectId: z.string(),
  userId: z.string(),
  kind: z.enum(['reminder', 'link']),
  day: z.string(),
  mail: mailSchema.nullable(),
  retriedAt: z.string().optional(),
});
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

export async function listDueReminders(
  db: DbPort,
  now: Date,
): Promise<{ projects: DueProject[]; unsentClaims: UnsentClaim[] }> {
  const pages = await Promise.all(
    shards().map((shard) =>
      queryAllPages(db, {
        IndexName: 'GSI3',
        KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk < :upTo',
        ExpressionAttributeValues: { ':pk': keys.reminderDueGsi3Pk(shard), ':upTo': upTo(now.toISOString()) },
      }),
    ),
  );
  const projects: DueProject[] = [];
  const unsentClaims: UnsentClaim[] = [];
  for (const item of pages.flat()) {
    if (item['entity'] === ENTITY_TYPES.project) {
      const last = item['lastRemindedAt'];
      projects.push({ project: toProject(item), lastRemindedAt: typeof last === 'string' ? last : null });
    } else if (item['entity'] === ENTITY_TYPES.reminderClaim) {
      const claim = claimSchema.parse(item);
      unsentClaims.push({ ...claim, retried: claim.retriedAt !== undefined });
    }
  }
  return { projects, unsentClaims };
}

export async function listLinksExpiring(db: DbPort, now: Date, until: Date) {
  const pages = await Promise.all(
    shards().map((shard) =>
      queryAllPages(db, {
        IndexName: 'GSI4',
        KeyConditionExpression: 'gsi4pk = :pk AND gsi4sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': keys.linkExpiryGsi4Pk(shard),
          ':from': now.toISOString(),
          ':to': upTo(until.toISOString()),
        },
      }),
    ),
  );
  return pages.flat().map(toProject);
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
  const { ref, project, mail, now } = input;
  return {
    ...keys.reminderClaim(ref.projectId, ref.kind, ref.day),
    // Only a claim with a mail to send waits in the due index (due at once) until the mail is recorded.
    ...(mail ? keys.reminderDueGsi3(ref.projectId, now, `#claim#${ref.kind}`) : {}),
    entity: ENTITY_TYPES.reminderClaim,
    projectId: ref.projectId,
    userId: project.userId,
    kind: ref.kind,
    day: ref.day,
    mail,
    claimedAt: now,
    notificationId: input.notification.id,
    expiresAt: Math.floor(Date.parse(now) / 1000) + CLAIM_TTL_DAYS * 24 * 60 * 60,
  };
}

export async function claimReminder(
  db: DbPort,
  input: Parameters<RemindersRepository['claim']>[0],
): Promise<boolean> {
  const { project, now } = input;
  const ops: TxOp[] = [
    putNew(claimItem(input), () => new NotClaimed()),
    putNew(notificationItem(input.notification)),
  ];
  if (input.ref.kind === 'reminder') {
    // The reminder is one of the rule's inputs: the project's next due key moves with lastRemindedAt.
    const next = reminderDueAt(project, now);
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
      onConditionFailed: () => new NotClaimed(),
    });
  }
  try {
    await transactWrite(db, ops);
    return true;
  } catch (error) {
    if (error instanceof NotClaimed) return false;
    throw error;
  }
}

export async function markReminderMailed(db: DbPort, ref: ReminderClaimRef, now: string): Promise<void> {
  await db.doc.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.reminderClaim(ref.projectId, ref.kind, ref.day),
      UpdateExpression: 'SET mailedAt = :now REMOVE gsi3pk, gsi3sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': now },
    }),
  );
}

export async function takeReminderForRetry(db: DbPort, ref: ReminderClaimRef, now: string): Promise<boolean> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.reminderClaim(ref.projectId, ref.kind, ref.day),
        // Leaves the due index at once: whatever happens to this retry, there is no second one.
        UpdateExpression: 'SET retriedAt = :now REMOVE gsi3pk, gsi3sk',
        ConditionExpression:
          'attribute_exists(pk) AND attribute_not_exists(mailedAt) AND attribute_not_exists(retriedAt)',
        ExpressionAttributeValues: { ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
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
    claim: (input) => claimReminder(db, input),
    markMailed: (ref, now) => markReminderMailed(db, ref, now),
    takeForRetry: (ref, now) => takeReminderForRetry(db, ref, now),
  };
}
