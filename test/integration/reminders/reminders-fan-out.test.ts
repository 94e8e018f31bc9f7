/**
 * The reminders fan-out through the local system: the hourly run's messages (one per owner) go to the real
 * reminder queue through the run's SQS adapter; the local SQS event source mapping (several consumers, as the
 * sender's concurrency) hands them to the sender Lambda's own handler, which claims each reminder and tells the
 * owner through notify's channels. A message delivered twice tells nobody twice.
 */
import { SQSClient } from '@aws-sdk/client-sqs';
import { ulid } from 'ulid';
import { afterAll, describe, expect, it } from 'vitest';
import { ENV } from '../../../shared/config/env-names';
import { localTime } from '../../../shared/domain/reminder-rule';
import { sqsReminderDispatch } from '../../../functions/notify/adapters/sqs-reminder-dispatch';
import type { OwnerReminders } from '../../../functions/notify/reminder-ports';
import { createProject } from '../../../functions/projects/store/project-repository';
import { assertLocalEndpoint, testSystem } from '../../support/env';
import { newOwner, newToken, testDb } from '../db/db-test-kit';
import { mailsTo } from '../review/review-fixture';
import { settled, untilNotified } from '../notify/notify-support';

const db = testDb();
const sqs = new SQSClient({
  region: 'us-east-1',
  endpoint: assertLocalEndpoint(testSystem().sqsEndpoint),
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
afterAll(() => {
  db.destroy();
  sqs.destroy();
});

const DAY = 24 * 60 * 60 * 1000;

/** An owner in `timeZone` with `count` projects quiet for 5 days, and the run's message for them. */
async function ownerWithDueProjects(timeZone: string, count: number): Promise<OwnerReminders> {
  const ownerId = await newOwner(db, `Owner in ${timeZone}`);
  const now = new Date();
  const items = [];
  for (let i = 0; i < count; i += 1) {
    const { project } = await createProject(db, {
      id: ulid(),
      userId: ownerId,
      name: `${timeZone} film ${i + 1}`,
      clientDisplayName: 'Client',
      shareToken: newToken(),
      shareExpiresAt: null,
      createdAt: new Date(now.getTime() - 5 * DAY).toISOString(),
      videos: [],
      activeProjectCap: null,
    });
    items.push({ kind: 'reminder' as const, due: { project, lastRemindedAt: null } });
  }
  return { ownerId, timeZone, day: localTime(now, timeZone).day, at: now.toISOString(), items };
}

describe('the reminders fan-out', () => {
  it('one message per owner, consumed by the sender in parallel: every owner told once, even twice delivered', async () => {
    const queueUrl = testSystem().env[ENV.reminderQueueUrl];
    expect(queueUrl).toBeTruthy();
    const owners = await Promise.all([
      ownerWithDueProjects('Europe/Berlin', 3),
      ownerWithDueProjects('America/New_York', 2),
      ownerWithDueProjects('Asia/Tokyo', 1),
    ]);
    const dispatch = sqsReminderDispatch(sqs, queueUrl!);
    await dispatch.send(owners);
    // The Berlin owner's message again (a retried run, or SQS's at-least-once delivery).
    await dispatch.send([owners[0]!]);

    for (const message of owners) {
      const told = await untilNotified(db, message.ownerId, message.items.length, 30_000);
      expect(told.map((n) => n.type)).toEqual(message.items.map(() => 'project_reminder'));
      const email = `${message.ownerId}@example.com`;
      const mails = await settled(() => mailsTo(testSystem().mailUrl, email), 1_000);
      expect(mails.map((m) => m.subject).sort()).toEqual(
        message.items.map((i) => `Reminder: "${i.due.project.name}" is waiting`).sort(),
      );
    }
    // Nothing more arrives once the duplicate has been handled.
    const berlin = owners[0]!;
    expect(await settled(async () => (await untilNotified(db, berlin.ownerId, 3)).length, 1_000)).toBe(3);
  }, 90_000);
});
