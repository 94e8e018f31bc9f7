/**
 * Client-activity digests against the local system, with the job's clock moved: an hourly editor
 * gets no mail per batch, then exactly one digest listing every event; a second run sends nothing; a daily
 * editor's digest waits for 09:00 in their zone; a mail that failed after the claim is retried once, never
 * twice, and a run overlapping one still sending leaves it alone; instant editors still get their feedback
 * mail at once, and approvals close together as one mail.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listNotifications } from '../../../functions/projects/store/notification-repository';
import { settled, untilNotified } from '../notify/notify-support';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { buildDigestsDeps } from '../../../functions/digests/deps';
import { enqueueDigestEvent } from '../../../functions/notify/store/digest-repository';
import type { MailPort } from '../../../functions/notify/mail/mail-port';
import { BUNDLE_SECONDS, nextTopOfHour } from '../../../shared/domain/digest';
import { isDeliveryHour } from '../../../shared/domain/reminder-rule';
import { apiUrl, testSystem } from '../../support/env';
import { signedInUser } from '../../support/users';
import { runDigestsAt } from '../review/review-client';
import {
  createReviewFixture,
  mailsTo,
  noteBatchOn,
  testDb,
  type ReviewFixture,
} from '../review/review-fixture';

const HOUR = 3_600_000;

async function choose(authorization: string, clientActivity: string) {
  const res = await fetch(apiUrl('/api/profile/mail-preferences'), {
    method: 'PUT',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ clientActivity, reminders: 'instant', linkExpiry: 'instant' }),
  });
  expect(res.status).toBe(200);
}

/** Runs a client's call and waits until the pipeline has told the owner of it (every channel). */
async function told(f: ReviewFixture, call: () => Promise<void>) {
  const before = (await listNotifications(f.db, { userId: f.ownerId, limit: 100 })).items.length;
  await call();
  await untilNotified(f.db, f.ownerId, before + 1);
  await settled(async () => (await listNotifications(f.db, { userId: f.ownerId, limit: 100 })).items.length);
}

async function submit(f: ReviewFixture, bodies: string[], reviewerName = 'Dana') {
  await told(f, () => submitNow(f, bodies, reviewerName));
}

async function submitNow(f: ReviewFixture, bodies: string[], reviewerName: string) {
  const res = await fetch(apiUrl(`/api/review/${f.token}/notes`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(noteBatchOn(f, bodies, reviewerName)),
  });
  expect(res.status).toBe(200);
}

async function approve(f: ReviewFixture, index: number) {
  await told(f, () => approveNow(f, index));
}

async function approveNow(f: ReviewFixture, index: number) {
  const video = f.videos[index]!;
  const res = await fetch(apiUrl(`/api/review/${f.token}/videos/${video.id}/approve`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ versionId: video.versionId, reviewerName: 'Dana' }),
  });
  expect(res.status).toBe(200);
}

const runAt = runDigestsAt;

/** The product's mails to `to` (the sign-up code mail left out); the job runs for every editor in the table. */
const mails = async (to: string) =>
  (await mailsTo(testSystem().mailUrl, to)).filter((m) => !/code/i.test(m.subject));

/** A review link on `videoCount` videos of a project `editor` owns. */
const projectOf = (editor: { userId: string; email: string }, videoCount: number) =>
  createReviewFixture({ videoCount, owner: { userId: editor.userId, email: editor.email } });

/**
 * An editor's project of two videos with the first approved, and when its bundle is due: a minute after the
 * approval was stored (taken after its answer, however long the call took).
 */
async function approvedFirstVideo() {
  const editor = await signedInUser();
  const f = await projectOf(editor, 2);
  await approve(f, 0);
  return { editor, f, at: new Date(Date.now() + BUNDLE_SECONDS * 1000 + 1_000) };
}

describe('client-activity digests', () => {
  it('hourly: no mail per event, then one digest listing all 12; a second run sends nothing', async () => {
    const editor = await signedInUser();
    await choose(editor.authorization, 'hourly');
    const f = await projectOf(editor, 3);
    const queuedAt = new Date();
    for (let batch = 0; batch < 5; batch += 1) {
      await submit(f, [`Note ${batch}a`, `Note ${batch}b`]);
    }
    await approve(f, 1);
    await approve(f, 2);
    // 10 notes + 2 approvals = 12 events; nothing mailed yet.
    expect(await mails(editor.email)).toEqual([]);

    const due = nextTopOfHour(queuedAt);
    await runAt(new Date(due.getTime() - 60_000));
    expect(await mails(editor.email)).toEqual([]);

    await runAt(new Date(due.getTime() + 1_000));
    const sent = await mails(editor.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Your hourly Cutroom digest: 12 updates');
    const text = sent[0]?.body.text ?? '';
    for (let batch = 0; batch < 5; batch += 1) {
      expect(text).toContain(`Note ${batch}a`);
      expect(text).toContain(`Note ${batch}b`);
    }
    expect(text).toContain(`${f.projectName} · ${f.videos[0]!.title} @ 00:01 · Dana: Note 0a`);
    expect(text.match(/Approved the video/g)).toHaveLength(2);

    await runAt(new Date(due.getTime() + 2_000));
    expect(await mails(editor.email)).toHaveLength(1);
  });

  it('daily: waits for 09:00 in the editor zone (UTC when unknown)', async () => {
    const editor = await signedInUser();
    await choose(editor.authorization, 'daily');
    const f = await projectOf(editor, 1);
    const queuedAt = new Date();
    await submit(f, ['Warmer grade please']);

    let at = nextTopOfHour(queuedAt);
    if (isDeliveryHour(at, null)) at = new Date(at.getTime() + HOUR);
    expect((await runAt(new Date(at.getTime() + 1_000))).postponed).toBeGreaterThanOrEqual(1);
    expect(await mails(editor.email)).toEqual([]);
    while (!isDeliveryHour(at, null)) at = new Date(at.getTime() + HOUR);
    // Still nothing just before 09:00; at 09:00 it goes.
    await runAt(new Date(at.getTime() - 60_000));
    expect(await mails(editor.email)).toEqual([]);
    await runAt(new Date(at.getTime() + 1_000));
    const sent = await mails(editor.email);
    expect(sent.map((m) => m.subject)).toEqual(['Your daily Cutroom digest: 1 update']);
    expect(sent[0]?.body.text).toContain('Warmer grade please');
  });

  it('instant: approvals of 5 videos within a minute make one mail, a minute after the first', async () => {
    const editor = await signedInUser();
    const f = await projectOf(editor, 5);
    const first = new Date();
    for (let i = 0; i < 5; i += 1) await approve(f, i);
    expect(await mails(editor.email)).toEqual([]);
    await runAt(new Date(first.getTime() + 30_000));
    expect(await mails(editor.email)).toEqual([]);
    await runAt(new Date(first.getTime() + BUNDLE_SECONDS * 1000 + 1_000));
    const sent = await mails(editor.email);
    expect(sent.map((m) => m.subject)).toEqual([`"${f.projectName}" is approved`]);
    const text = sent[0]?.body.text ?? '';
    expect(text.match(/Approved the video/g)).toHaveLength(5);
    expect(text).toContain('Approved every video of the project');
    await runAt(new Date(first.getTime() + 5 * 60_000));
    expect(await mails(editor.email)).toHaveLength(1);
  });

  it('a run overlapping one that is still sending leaves its claim alone: one mail, not two', async () => {
    const { editor, at } = await approvedFirstVideo();
    const real = buildDigestsDeps().mail;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let entered = () => {};
    const sending = new Promise<void>((resolve) => (entered = resolve));
    // The first run stops inside its mail (after its claim) until the second run is over.
    const slow: MailPort = {
      send: async (message) => {
        if (message.to === editor.email) {
          entered();
          await released;
        }
        await real.send(message);
      },
    };
    const firstRun = runAt(at, slow);
    await sending;
    await runAt(at);
    release();
    await firstRun;
    expect(await mails(editor.email)).toHaveLength(1);
  });

  it('a digest whose mail fails on its retry too is deferred, not stuck: a later run sends it, once', async () => {
    const { editor, f, at } = await approvedFirstVideo();
    const failing: MailPort = {
      send: async () => {
        throw new Error('SES is down');
      },
    };
    await runAt(at, failing);
    await runAt(at, failing);
    expect(await mails(editor.email)).toEqual([]);
    // Still nothing before the deferred time; the mail service is back a minute later.
    await runAt(new Date(at.getTime() + 30_000));
    expect(await mails(editor.email)).toEqual([]);
    await runAt(new Date(at.getTime() + 61_000));
    await runAt(new Date(at.getTime() + 5 * 60_000));
    const sent = await mails(editor.email);
    expect(sent.map((m) => m.subject)).toEqual([`Dana approved "${f.videos[0]!.title}" (${f.projectName})`]);
  });

  it('an event queued for a due time already mailed is mailed next, not dropped as mailed before', async () => {
    const { editor, f, at } = await approvedFirstVideo();
    await runAt(at);
    expect(await mails(editor.email)).toHaveLength(1);
    // The due time that was mailed (its claim), and an event decided just before it, written just after.
    const db = testDb();
    const claims = await db.doc.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sent)',
        ExpressionAttributeValues: { ':pk': `USER#${editor.userId}`, ':sent': 'DIGEST#SENT#' },
        ConsistentRead: true,
      }),
    );
    const mailedDue = String(claims.Items?.[0]?.['sk']).slice('DIGEST#SENT#'.length);
    await enqueueDigestEvent(db, {
      userId: editor.userId,
      eventId: `late-${randomUUID()}`,
      at: new Date(Date.parse(mailedDue) - 1_000).toISOString(),
      window: 'bundle',
      dueAt: mailedDue,
      entries: [
        {
          kind: 'videoApproved',
          at: new Date(Date.parse(mailedDue) - 1_000).toISOString(),
          projectName: f.projectName,
          videoTitle: f.videos[1]!.title,
          timecodeMs: null,
          reviewer: 'Dana',
          summary: 'Approved the video',
        },
      ],
    });
    await runAt(new Date(at.getTime() + 60_000));
    const sent = await mails(editor.email);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.subject).toBe(`Dana approved "${f.videos[1]!.title}" (${f.projectName})`);
  });

  it('a mail that fails after the claim is retried once, never twice; instant still mails at once', async () => {
    const editor = await signedInUser();
    await choose(editor.authorization, 'hourly');
    const f = await projectOf(editor, 1);
    const queuedAt = new Date();
    await submit(f, ['Check the logo']);
    const at = new Date(nextTopOfHour(queuedAt).getTime() + 1_000);
    const failing: MailPort = {
      send: async () => {
        throw new Error('SES is down');
      },
    };
    expect((await runAt(at, failing)).failed).toBeGreaterThanOrEqual(1);
    expect(await mails(editor.email)).toEqual([]);
    await runAt(at);
    expect(await mails(editor.email)).toHaveLength(1);
    await runAt(at);
    expect(await mails(editor.email)).toHaveLength(1);

    await choose(editor.authorization, 'instant');
    const g = await projectOf(editor, 1);
    await submit(g, ['Right away please']);
    const now = await mails(editor.email);
    expect(now.map((m) => m.subject)).toContainEqual(expect.stringMatching(/^New feedback on /));
  });
});
