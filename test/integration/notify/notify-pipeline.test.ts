/**
 * The one event pipeline against the local system: a client's change stores its domain event with it (the
 * outbox), the local stream poller over DynamoDB Local hands it to the notify handler, which tells the owner
 * in-app and by mail. A redelivered stream batch (the same outbox item's image handed again, as Lambda does
 * after a failure) writes nothing twice and mails nobody twice; a failing mail service delays the mail and
 * loses nothing. Events handed straight to the handler below are never written to the table, so the local
 * poller never sees them: each case controls its own mail port.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../shared/domain/domain-events';
import { outboxKeys, outboxOp } from '../../../functions/platform/db/outbox';
import type { MailPort } from '../../../functions/notify/mail/mail-port';
import { buildNotifyDeps } from '../../../functions/notify/deps';
import { makeNotifyHandler } from '../../../functions/notify/handler';
import { buildReviewApiDeps } from '../../../functions/review-api/deps';
import { submitReviewNotes } from '../../../functions/review/use-cases/submit-review-notes';
import { approveReviewVideo } from '../../../functions/review/use-cases/approve-review-video';
import { apiUrl, testSystem } from '../../support/env';
import { runDigestsAt } from '../review/review-client';
import { createReviewFixture, mailsTo, type ReviewFixture } from '../review/review-fixture';
import { settled, streamRecordOfItem, untilNotified } from './notify-support';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const down: MailPort = {
  send: async () => {
    throw new Error('SES is down');
  },
};

/** The outbox item an event is stored as (what the transaction writes), for events never written here. */
function itemOf(event: DomainEvent): Record<string, unknown> {
  const put = outboxOp(event).op.Put;
  if (!put) throw new Error('no put');
  return put.Item as Record<string, unknown>;
}

async function storedOutboxItem(f: ReviewFixture, eventId: string): Promise<Record<string, unknown>> {
  const out = await f.db.doc.send(
    new GetCommand({ TableName: f.db.tableName, Key: outboxKeys.event(eventId), ConsistentRead: true }),
  );
  if (!out.Item) throw new Error(`no outbox item ${eventId}`);
  return out.Item;
}

const handlerWith = (mail?: MailPort) =>
  makeNotifyHandler(() => buildNotifyDeps({ log: quiet, ...(mail ? { mail } : {}) }));

const batchOf = (...records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: records });

async function mailsOf(f: ReviewFixture) {
  return settled(() => mailsTo(testSystem().mailUrl, f.ownerEmail));
}

function notesEvent(f: ReviewFixture, body: string, at = new Date()): DomainEvent {
  return {
    type: 'notes_submitted',
    id: ulid(),
    at: at.toISOString(),
    ownerId: f.ownerId,
    projectId: f.projectId,
    projectName: f.projectName,
    reviewer: 'Carla',
    clientDisplayName: 'Client',
    notes: [
      { videoTitle: f.videos[0]!.title, timecodeMs: 1000, body, reviewer: 'Carla', at: at.toISOString() },
    ],
  };
}

describe('the event pipeline', () => {
  it('each domain event reaches each channel once; a redelivered stream batch writes nothing twice', async () => {
    const f = await createReviewFixture({ videoCount: 2 });
    const deps = await buildReviewApiDeps({ log: quiet });
    const video = f.videos[0]!;
    await submitReviewNotes(deps, {
      token: f.token,
      sourceIp: '203.0.113.8',
      body: {
        batchId: randomUUID(),
        reviewerName: 'Carla',
        notes: [
          { videoId: video.id, videoVersionId: video.versionId, body: 'Warmer grade', timecodeMs: 500 },
        ],
      },
    });
    const [told] = await untilNotified(f.db, f.ownerId, 1);
    expect(told?.type).toBe('new_feedback');
    const mailed = await mailsOf(f);
    expect(mailed.map((m) => m.subject)).toEqual([`New feedback on ${f.projectName}: 1 note from Carla`]);

    // The same outbox item handed again, twice (a retried batch): nothing new anywhere.
    const item = await storedOutboxItem(f, told!.id);
    const redeliver = handlerWith();
    expect(await redeliver(batchOf(streamRecordOfItem(item, 1)))).toEqual({ batchItemFailures: [] });
    expect(await redeliver(batchOf(streamRecordOfItem(item, 2)))).toEqual({ batchItemFailures: [] });
    expect(await untilNotified(f.db, f.ownerId, 1)).toHaveLength(1);
    expect(await mailsOf(f)).toHaveLength(1);

    // An approval: its event is bundled (the digests job mails it a minute later), told once even when the
    // batch comes again before the job runs.
    await approveReviewVideo(deps, {
      token: f.token,
      videoId: f.videos[1]!.id,
      body: { versionId: f.videos[1]!.versionId, reviewerName: 'Carla' },
    });
    const both = await untilNotified(f.db, f.ownerId, 2);
    const approval = both.find((n) => n.type === 'video_approved');
    expect(approval).toBeDefined();
    await redeliver(batchOf(streamRecordOfItem(await storedOutboxItem(f, approval!.id), 3)));
    await runDigestsAt(new Date(Date.now() + 61_000));
    const after = await mailsOf(f);
    expect(after).toHaveLength(2);
    expect(after[1]?.body.text?.match(/Approved the video/g)).toHaveLength(1);
    expect(await untilNotified(f.db, f.ownerId, 2)).toHaveLength(2);
  });

  it('a failing mail service delays the mail and loses nothing', async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const event = notesEvent(f, 'Fix the lower third');
    const record = streamRecordOfItem(itemOf(event), 1);

    // The mail service is down: the record succeeds (the mail is queued), the notification is there.
    expect(await handlerWith(down)(batchOf(record))).toEqual({ batchItemFailures: [] });
    expect(await untilNotified(f.db, f.ownerId, 1)).toHaveLength(1);
    expect(await mailsOf(f)).toEqual([]);
    // Handed again while the service is back: the queued mail is not sent a second time by the handler.
    await handlerWith()(batchOf(record));

    // The digests job sends the queued mail a minute later, once.
    await runDigestsAt(new Date(Date.parse(event.at) + 61_000));
    await runDigestsAt(new Date(Date.parse(event.at) + 2 * 61_000));
    const mails = await mailsOf(f);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body.text).toContain('Fix the lower third');
  });

  it('a mail with nothing to queue it fails its record, and the redelivery sends it once', async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const event: DomainEvent = {
      type: 'link_expiring',
      id: ulid(),
      at: new Date().toISOString(),
      ownerId: f.ownerId,
      projectId: f.projectId,
      projectName: f.projectName,
      expiresAt: new Date(Date.now() + 12 * 3600_000).toISOString(),
    };
    const record = streamRecordOfItem(itemOf(event), 7);
    const failed = await handlerWith(down)(batchOf(record));
    expect(failed.batchItemFailures).toEqual([{ itemIdentifier: '7' }]);
    expect(await mailsOf(f)).toEqual([]);
    expect(await handlerWith()(batchOf(record))).toEqual({ batchItemFailures: [] });
    expect(await handlerWith()(batchOf(record))).toEqual({ batchItemFailures: [] });
    const mails = await mailsOf(f);
    expect(mails).toHaveLength(1);
    expect(await untilNotified(f.db, f.ownerId, 1)).toHaveLength(1);
  });

  it('one bad record is reported from itself on and blocks nobody: the readable events are told, once', async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const good = streamRecordOfItem(itemOf(notesEvent(f, 'First')), 10);
    const bad = streamRecordOfItem({ ...itemOf(notesEvent(f, 'Broken')), event: { type: 'nonsense' } }, 11);
    const after = streamRecordOfItem(itemOf(notesEvent(f, 'Third')), 12);
    const answer = await handlerWith()(batchOf(good, bad, after));
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: '11' }, { itemIdentifier: '12' }]);
    expect(await untilNotified(f.db, f.ownerId, 2)).toHaveLength(2);
    // The retry from the bad record on tells nobody twice.
    await handlerWith()(batchOf(bad, after));
    expect(await settled(async () => (await untilNotified(f.db, f.ownerId, 2)).length)).toBe(2);
  });

  it('the in-app notification appears within seconds locally', async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    const video = f.videos[0]!;
    const started = Date.now();
    const res = await fetch(apiUrl(`/api/review/${f.token}/notes`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        batchId: randomUUID(),
        reviewerName: 'Carla',
        notes: [{ videoId: video.id, videoVersionId: video.versionId, body: 'Quick one', timecodeMs: 100 }],
      }),
    });
    expect(res.status).toBe(200);
    await untilNotified(f.db, f.ownerId, 1, 5_000);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
