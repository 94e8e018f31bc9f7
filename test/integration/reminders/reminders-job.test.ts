/**
 * The reminders against the local system: DynamoDB Local (its own table, so the other test files' projects do
 * not count) and the SES stand-in, through the hourly run's own composition root and handler (with a
 * controllable clock) and the sender's use case on each owner's message, telling through notify's channels;
 * the link warnings, stored in this table's outbox, are handed to the notify handler as its stream would.
 * The fan-out through the real queue is test/integration/reminders/reminders-fan-out.test.ts.
 * Run: `npx vitest run --project integration test/integration/reminders`.
 */
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { ulid } from 'ulid';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENV } from '../../../shared/config/env-names';
import { createTableInput } from '../../../shared/config/table-definition';
import type { Project } from '../../../shared/domain/entities';
import type { ProjectStatus } from '../../../shared/domain/status-values';
import { buildRemindersDeps } from '../../../functions/reminders/deps';
import { makeRemindersHandler } from '../../../functions/reminders/handler';
import type { DbPort } from '../../../functions/platform/db/db-port';
import { projectItem } from '../../../functions/platform/db/items';
import { listUnreadReminders } from '../../../functions/projects/store/notification-repository';
import {
  createProfileIfAbsent,
  setMailPreferences,
} from '../../../functions/projects/store/profile-repository';
import {
  archiveProject,
  createProject,
  getProject,
  updateProjectStatus,
} from '../../../functions/projects/store/project-repository';
import { remindersRepository } from '../../../functions/notify/store/reminder-repository';
import { notifyStore } from '../../../functions/notify/store/notify-store';
import { buildNotifyDeps } from '../../../functions/notify/deps';
import { makeNotifyHandler } from '../../../functions/notify/handler';
import {
  OwnerRemindersFailed,
  sendOwnerReminders,
  type OwnerRemindersOutcome,
} from '../../../functions/notify/use-cases/send-owner-reminders';
import type { OwnerReminders } from '../../../functions/notify/reminder-ports';
import { OUTBOX_ENTITY } from '../../../functions/platform/db/outbox';
import type { MailMessage, MailPort } from '../../../functions/notify/mail/mail-port';
import { sesMail } from '../../../functions/notify/adapters/ses-mail';
import { sesClient } from '../../../functions/platform/aws/clients';
import { mailFrom } from '../../../functions/platform/config/env';
import { assertLocalEndpoint, testSystem } from '../../support/env';
import { mailsTo } from '../review/review-fixture';
import { newToken } from '../db/db-test-kit';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** 09:00 UTC: the delivery hour of the UTC editors. */
const T = Date.UTC(2026, 11, 10, 9, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

let counts: Record<string, number> = {};
let client: DynamoDBClient;
let db: DbPort;

beforeAll(async () => {
  client = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: assertLocalEndpoint(process.env[ENV.dynamoEndpoint]),
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  // Every request of the job is counted (the request-count.test.ts way: a middleware on the client).
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const name = (context.commandName ?? 'unknown').replace(/Command$/, '');
      counts[name] = (counts[name] ?? 0) + 1;
      return next(args);
    },
    { step: 'initialize', name: 'requestCounter' },
  );
});

/** Each test on a table of its own: only its projects can be due. */
async function freshTable(): Promise<void> {
  const tableName = `cutroom-reminders-${ulid().toLowerCase()}`;
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  db = {
    doc: DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } }),
    tableName,
  };
}

afterAll(() => client.destroy());

const sentMail: MailPort = { send: (m) => sesMail(sesClient(), { fromAddress: mailFrom() }).send(m) };

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** notify's channels on this test's table, with this mail port. */
const notifyOn = (mail: MailPort) => buildNotifyDeps({ store: notifyStore(db), mail, log: quiet });

/** The hourly run on its own composition root and handler, its owners' messages kept for the sender. */
async function decideAt(ms: number) {
  const messages: OwnerReminders[] = [];
  const deps = buildRemindersDeps({
    clock: { now: () => new Date(ms) },
    reminders: remindersRepository(db),
    dispatch: { send: async (batches) => void messages.push(...batches) },
  });
  const run = await makeRemindersHandler(() => deps)();
  // Through JSON, as the queue carries them.
  return { run, messages: messages.map((m) => JSON.parse(JSON.stringify(m)) as OwnerReminders) };
}

/** The link warnings of this table's outbox handed to notify as the stream would (twice: a redelivery). */
async function deliverOutbox(mail: MailPort): Promise<void> {
  const out = await db.doc.send(
    new ScanCommand({
      TableName: db.tableName,
      FilterExpression: 'entity = :outbox',
      ExpressionAttributeValues: { ':outbox': OUTBOX_ENTITY },
    }),
  );
  const records: DynamoDBRecord[] = (out.Items ?? []).map((item, i) => ({
    eventID: String(i),
    eventName: 'INSERT',
    dynamodb: {
      NewImage: marshall(item) as NonNullable<DynamoDBRecord['dynamodb']>['NewImage'],
      SequenceNumber: String(i),
    },
  }));
  const handler = makeNotifyHandler(() => notifyOn(mail));
  for (let round = 0; round < 2; round += 1) await handler({ Records: records });
}

/** Each owner's message through the sender (failed ones kept for a redelivery), then the outbox to notify. */
async function send(messages: readonly OwnerReminders[], mail: MailPort = sentMail) {
  const total = { reminded: 0, linkWarnings: 0, mailsSent: 0, claimedBefore: 0, moved: 0, failed: 0 };
  const failedMessages: OwnerReminders[] = [];
  for (const message of messages) {
    try {
      const out: OwnerRemindersOutcome = await sendOwnerReminders(
        // The sender's clock well after the run: a claim of an earlier delivery is never still in flight.
        {
          reminders: remindersRepository(db),
          notify: notifyOn(mail),
          log: quiet,
          clock: { now: () => new Date(Date.parse(message.at) + HOUR) },
        },
        message,
      );
      for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += out[key];
    } catch (error) {
      if (!(error instanceof OwnerRemindersFailed)) throw error;
      total.failed += 1;
      failedMessages.push(message);
    }
  }
  await deliverOutbox(mail);
  return { ...total, failedMessages };
}

/** One hourly run at `ms` and its owners' messages sent. */
async function runAt(ms: number, mail: MailPort = sentMail) {
  const { run, messages } = await decideAt(ms);
  const sent = await send(messages, mail);
  return { ...run, ...sent, failed: run.failed + sent.failed };
}

async function owner(timeZone: string | null = null) {
  const id = ulid();
  const email = `owner-${id.toLowerCase()}@example.com`;
  await createProfileIfAbsent(db, { id, email, fullName: 'Olga Owner', createdAt: iso(T - 60 * DAY) });
  if (timeZone) {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: { pk: `USER#${id}`, sk: 'PROFILE' },
        UpdateExpression: 'SET #tz = :tz',
        ExpressionAttributeNames: { '#tz': 'timeZone' },
        ExpressionAttributeValues: { ':tz': timeZone },
      }),
    );
  }
  return { id, email };
}

/** A project whose last status change was at `changedAt`, moved to `status` through the repository. */
async function project(
  userId: string,
  name: string,
  status: ProjectStatus,
  changedAt: number,
  shareExpiresAt = T + 30 * DAY,
): Promise<Project> {
  const created = await createProject(db, {
    id: ulid(),
    userId,
    name,
    clientDisplayName: 'Client',
    shareToken: newToken(),
    shareExpiresAt: iso(shareExpiresAt),
    createdAt: iso(changedAt - HOUR),
    videos: [],
    activeProjectCap: null,
  });
  // New projects are active; every other status goes through the status writers (the due key follows).
  const moved =
    status === 'archived'
      ? await archiveProject(db, { projectId: created.project.id, ownerId: userId, now: iso(changedAt) })
      : await updateProjectStatus(
          db,
          created.project,
          status === 'active' ? 'pending' : status,
          iso(changedAt),
        );
  if (status === 'active' && moved) {
    return (await updateProjectStatus(db, moved, 'active', iso(changedAt))) ?? moved;
  }
  return moved ?? created.project;
}

async function reminderNames(userId: string): Promise<string[]> {
  const reminders = await listUnreadReminders(db, userId, 100);
  return reminders.map((r) => r.body).sort();
}

describe('reminders job', () => {
  beforeEach(freshTable);

  it('reminds only the due projects, at 09:00 in the owner’s zone, once a day', async () => {
    const { mailUrl } = testSystem();
    const utc = await owner();
    const ny = await owner('America/New_York');
    const a = await project(utc.id, 'A active 4d', 'active', T - 4 * DAY);
    const b = await project(utc.id, 'B pending 3d', 'pending', T - 3 * DAY);
    await project(utc.id, 'C active 2d23h', 'active', T - 3 * DAY + HOUR);
    await project(utc.id, 'D approved 10d', 'approved', T - 10 * DAY);
    await project(utc.id, 'E archived 10d', 'archived', T - 10 * DAY);
    const f = await project(utc.id, 'F active 30d', 'active', T - 30 * DAY);
    const g = await project(ny.id, 'G active 10d (New York)', 'active', T - 10 * DAY);
    await project(utc.id, 'H link in 20h', 'active', T - HOUR, T + 20 * HOUR);
    await project(utc.id, 'I link in 30h', 'active', T - HOUR, T + 30 * HOUR);
    await project(utc.id, 'J approved, link in 10h', 'approved', T - HOUR, T + 10 * HOUR);

    // Two days earlier only F was due.
    const first = await runAt(T - 2 * DAY);
    expect(first).toMatchObject({ reminded: 1, linkWarnings: 0, failed: 0 });
    expect(await reminderNames(utc.id)).toEqual(['"F active 30d" has had no status change for 28 days.']);

    const second = await runAt(T);
    // A and B, H's link warning (its mail from notify, through the outbox); New York's G waits for its 09:00.
    expect(second).toMatchObject({ reminded: 2, linkWarnings: 1, mailsSent: 2, failed: 0, rescheduled: 1 });
    expect(await reminderNames(utc.id)).toEqual(
      [
        '"A active 4d" has had no status change for 4 days.',
        '"B pending 3d" has had no status change for 3 days.',
        '"F active 30d" has had no status change for 28 days.',
        'The review link of "H link in 20h" expires within a day. Extend it if your client still needs it.',
      ].sort(),
    );
    const reminders = await listUnreadReminders(db, utc.id, 100);
    expect(reminders.find((r) => r.body.includes('"A active 4d"'))).toMatchObject({
      type: 'project_reminder',
      title: 'Follow up with your client',
      link: `/Project?id=${a.id}`,
    });
    expect(reminders.find((r) => r.body.includes('"B pending 3d"'))?.link).toBe(`/Project?id=${b.id}`);
    const mails = await mailsTo(mailUrl, utc.email);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        'Reminder: "F active 30d" is waiting',
        'Reminder: "A active 4d" is waiting',
        'Reminder: "B pending 3d" is waiting',
        'The review link of "H link in 20h" expires soon',
      ].sort(),
    );
    expect(mails.find((m) => m.subject.includes('"A active 4d"'))?.body.text).toContain(
      `/Project?id=${a.id}`,
    );

    // A second run the same hour and one later the same day: nothing twice.
    const again = await runAt(T + 60_000);
    expect(again).toMatchObject({ reminded: 0, linkWarnings: 0, mailsSent: 0 });
    expect(await reminderNames(utc.id)).toHaveLength(4);
    expect(await mailsTo(mailUrl, utc.email)).toHaveLength(4);

    // 14:00 UTC is 09:00 in New York: G now, nobody else.
    expect(await reminderNames(ny.id)).toEqual([]);
    const newYork = await runAt(T + 5 * HOUR);
    expect(newYork).toMatchObject({ reminded: 1, linkWarnings: 0, mailsSent: 1 });
    expect(await reminderNames(ny.id)).toEqual([
      '"G active 10d (New York)" has had no status change for 10 days.',
    ]);
    expect((await mailsTo(mailUrl, ny.email)).map((m) => m.subject)).toEqual([
      'Reminder: "G active 10d (New York)" is waiting',
    ]);
    expect(await mailsTo(mailUrl, utc.email)).toHaveLength(4);

    // Each reminder moved its project's next due instant 3 days on: C (due T+1h) and F (reminded at T-2d)
    // two days later; A and B (reminded at T), H and I (changed at T-1h) three days later.
    expect(await runAt(T + 2 * DAY)).toMatchObject({ reminded: 2 });
    expect(await runAt(T + 3 * DAY)).toMatchObject({ reminded: 4 });
    const all = await listUnreadReminders(db, utc.id, 100);
    const times = (name: string) =>
      all.filter(
        (r) =>
          r.type === 'project_reminder' &&
          r.title === 'Follow up with your client' &&
          r.body.includes(`"${name}"`),
      ).length;
    expect(
      ['A active 4d', 'B pending 3d', 'C active 2d23h', 'F active 30d', 'H link in 20h', 'I link in 30h'].map(
        times,
      ),
    ).toEqual([2, 2, 1, 2, 1, 1]);
    expect([times('D approved 10d'), times('E archived 10d'), times('J approved, link in 10h')]).toEqual([
      0, 0, 0,
    ]);
    expect(g.status).toBe('active');
    expect((await getProject(db, f.id))?.status).toBe('active');
  });

  it('a failing mail service delays the reminder and loses nothing; the owners of other messages go on', async () => {
    const { mailUrl } = testSystem();
    const failing = await owner();
    const fine = await owner();
    await project(failing.id, 'Crashy', 'active', T - 5 * DAY);
    await project(fine.id, 'Steady', 'active', T - 5 * DAY);
    const down: MailPort = {
      send: async (m: MailMessage) => {
        if (m.to === failing.email) throw new Error('SES: connection reset');
        return sentMail.send(m);
      },
    };
    const crashed = await runAt(T, down);
    // The failing owner's message fails as a whole (its claim holds); the other owner's is done.
    expect(crashed).toMatchObject({ reminded: 1, mailsSent: 1, failed: 1 });
    expect(await mailsTo(mailUrl, fine.email)).toHaveLength(1);
    expect(await mailsTo(mailUrl, failing.email)).toHaveLength(0);
    // The failed owner's message is delivered again (SQS, after its visibility timeout): still failing, then
    // sent exactly once, and again nothing.
    expect(await send(crashed.failedMessages, down)).toMatchObject({ failed: 1 });
    const retried = await send(crashed.failedMessages);
    expect(retried).toMatchObject({ reminded: 0, claimedBefore: 1, mailsSent: 1, failed: 0 });
    expect(await send(crashed.failedMessages)).toMatchObject({ mailsSent: 0, failed: 0 });
    expect((await mailsTo(mailUrl, failing.email)).map((m) => m.subject)).toEqual([
      'Reminder: "Crashy" is waiting',
    ]);
    expect(await reminderNames(failing.id)).toHaveLength(1);
    // The next hourly run finds nothing due: the claim moved the project on.
    expect(await runAt(T + HOUR)).toMatchObject({ reminded: 0, mailsSent: 0 });
    expect(await mailsTo(mailUrl, failing.email)).toHaveLength(1);
    expect(await mailsTo(mailUrl, fine.email)).toHaveLength(1);
  });

  it('a reminder is due at 09:00 in its owner’s zone: two zones, each at its own morning', async () => {
    const { mailUrl } = testSystem();
    const berlin = await owner('Europe/Berlin');
    const la = await owner('America/Los_Angeles');
    // Both fall due by the rule at 10:00 UTC on 10 December (11:00 in Berlin, 02:00 in Los Angeles).
    await project(berlin.id, 'Berlin film', 'active', T + HOUR - 3 * DAY);
    await project(la.id, 'LA film', 'active', T + HOUR - 3 * DAY);
    const hours = Array.from({ length: 24 }, (_, h) => T + (h + 1) * HOUR);
    const remindedAt: Record<string, string> = {};
    for (const at of hours) {
      const run = await runAt(at);
      if (run.reminded > 0) {
        for (const who of [berlin, la]) {
          if (!remindedAt[who.id] && (await reminderNames(who.id)).length > 0) remindedAt[who.id] = iso(at);
        }
      }
    }
    // 09:00 in Los Angeles is 17:00 UTC the same day; 09:00 in Berlin is 08:00 UTC the next day.
    expect(remindedAt[la.id]).toBe('2026-12-10T17:00:00.000Z');
    expect(remindedAt[berlin.id]).toBe('2026-12-11T08:00:00.000Z');
    expect(await mailsTo(mailUrl, la.email)).toHaveLength(1);
    expect(await mailsTo(mailUrl, berlin.email)).toHaveLength(1);
  }, 120_000);

  it('10,000 projects of which 20 are due: the requests follow the 20, not the 10,000', async () => {
    const owners = await Promise.all(Array.from({ length: 5 }, () => owner()));
    const statuses: ProjectStatus[] = ['active', 'pending', 'approved', 'archived'];
    const items = Array.from({ length: 10_000 }, (_, i) => {
      const due = i < 20;
      const status = due ? (i % 2 ? 'active' : 'pending') : (statuses[i % 4] as ProjectStatus);
      const changedAt = due
        ? T - (3 + (i % 5)) * DAY
        : status === 'active' || status === 'pending'
          ? T - DAY
          : T - 30 * DAY;
      const id = ulid();
      const project: Project = {
        id,
        userId: (owners[i % owners.length] as { id: string }).id,
        name: `Bulk ${i}`,
        clientDisplayName: 'Client',
        shareToken: newToken(),
        shareExpiresAt: iso(T + 10 * DAY),
        status,
        approvedVideosCount: 0,
        videoCount: 0,
        lastStatusChangeAt: iso(changedAt),
        archivedAt: status === 'archived' ? iso(changedAt) : null,
        createdAt: iso(changedAt - HOUR),
        revision: 0,
      };
      return projectItem(project, { videoSeq: 0 });
    });
    for (let i = 0; i < items.length; i += 25) {
      let pending: Record<string, unknown>[] = items
        .slice(i, i + 25)
        .map((Item) => ({ PutRequest: { Item } }));
      while (pending.length > 0) {
        const out = await db.doc.send(new BatchWriteCommand({ RequestItems: { [db.tableName]: pending } }));
        pending = (out.UnprocessedItems?.[db.tableName] ?? []) as Record<string, unknown>[];
      }
    }

    counts = {};
    const { run, messages } = await decideAt(T + 24 * HOUR);
    const decided = { ...counts };
    const sent = await send(messages, { send: async () => undefined });
    const seen = { ...counts };
    const total = Object.values(seen).reduce((x, y) => x + y, 0);
    console.log(
      `reminders job, 10,000 projects (20 due): ${total} DynamoDB requests — ${Object.entries(seen)
        .sort(([x], [y]) => x.localeCompare(y))
        .map(([op, n]) => `${op} ${n}`)
        .join(', ')}`,
    );
    expect(run).toMatchObject({ reminders: 20, owners: 5, messages: 5, failed: 0 });
    expect(sent).toMatchObject({ reminded: 20, mailsSent: 20, failed: 0 });
    // The hourly run: 8 shards × 2 keys-only indexes, one BatchGetItem per index of the due items (100 a
    // call) and one of the owners, whatever the table holds.
    expect(decided['Scan'] ?? 0).toBe(0);
    expect(Object.values(decided).reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(2 * 8 + 2 + 1);
    // The sender, per due project: a COUNT of its pending notes, the claim transaction, notify's audience
    // (the project's creator, its follow choices, the workspace's members) and, per follower, the profile
    // read, mail claim, mail record and notification (plus the test's own outbox Scan).
    expect((seen['Scan'] ?? 0) - 1).toBe(0);
    expect(total).toBeLessThanOrEqual(2 * 8 + 2 + 1 + 20 * 9 + 1);
  }, 240_000);
});

describe('reminders and the owner’s settings', () => {
  beforeEach(freshTable);

  it('skips deactivated owners; with reminders off the notification is made and no mail is sent', async () => {
    const { mailUrl } = testSystem();
    const off = await owner();
    const gone = await owner();
    const on = await owner();
    await setMailPreferences(db, off.id, {
      clientActivity: 'instant',
      reminders: 'off',
      linkExpiry: 'instant',
    });
    await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: { pk: `USER#${gone.id}`, sk: 'PROFILE' },
        UpdateExpression: 'SET deactivatedAt = :at',
        ExpressionAttributeValues: { ':at': iso(T - DAY) },
      }),
    );
    for (const o of [off, gone, on]) await project(o.id, `Waiting ${o.id}`, 'active', T - 10 * DAY);

    const summary = await runAt(T);
    expect(summary).toMatchObject({ reminded: 2, mailsSent: 1, ownerDeactivated: 1, failed: 0 });
    expect(await reminderNames(off.id)).toHaveLength(1);
    expect(await mailsTo(mailUrl, off.email)).toEqual([]);
    expect(await reminderNames(gone.id)).toEqual([]);
    expect(await mailsTo(mailUrl, gone.email)).toEqual([]);
    const [mail] = (await mailsTo(mailUrl, on.email)) as (Awaited<ReturnType<typeof mailsTo>>[number] & {
      headers?: { name: string; value: string }[];
    })[];
    expect(mail?.subject).toContain('Reminder');
    // The one-click unsubscribe of this kind of mail.
    const unsubscribe = mail?.headers?.find((h) => h.name === 'List-Unsubscribe')?.value ?? '';
    expect(unsubscribe).toMatch(/^<http[^>]+\/api\/mail\/unsubscribe\?token=v1\.[^>]+\.reminders\.[^>]+>$/);
  });
});
