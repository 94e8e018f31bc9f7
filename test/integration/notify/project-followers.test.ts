/**
 * A project's followers hear about it: a client's notes on a project an Editor created reach the Editor
 * (its creator) and the Owner who chose to follow it, each once even when the stream hands the event again,
 * each by their own mail preference; a member who unfollowed, one who was removed, and one who never
 * followed hear nothing. Following goes through the product's route (any role may use it).
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildNotifyDeps } from '../../../functions/notify/deps';
import { makeNotifyHandler } from '../../../functions/notify/handler';
import { keys } from '../../../functions/platform/db/keys';
import { outboxKeys } from '../../../functions/platform/db/outbox';
import { listNotifications } from '../../../functions/projects/store/notification-repository';
import { buildReviewApiDeps } from '../../../functions/review-api/deps';
import { submitReviewNotes } from '../../../functions/review/use-cases/submit-review-notes';
import { getProjectFollow, setProjectFollow } from '../../../shared/api/endpoints/follow';
import { updateMailPreferences } from '../../../shared/api/endpoints/profile';
import { testSystem } from '../../support/env';
import { callEndpoint } from '../editor-api/support/editor-client';
import { ensureProfileOf, type TestUser } from '../editor-api/support/fixtures';
import { signedInUser } from '../editor-api/support/users';
import { createReviewFixture, mailsTo, type ReviewFixture } from '../review/review-fixture';
import { inWorkspace, memberOf, removeFromWorkspace } from '../workspaces/workspace-support';
import { settled, untilNotified } from './notify-support';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

let f: ReviewFixture;
let owner: TestUser;
let editor: TestUser;
let admin: TestUser;
let unfollowed: TestUser;
let removed: TestUser;
let bystander: TestUser;

async function follow(user: TestUser, following: boolean): Promise<boolean> {
  const result = await callEndpoint<{ following: boolean }>(setProjectFollow, {
    token: user.token,
    headers: inWorkspace(owner.userId),
    params: { projectId: f.projectId },
    body: { following },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.following;
}

async function follows(user: TestUser): Promise<boolean> {
  const result = await callEndpoint<{ following: boolean }>(getProjectFollow, {
    token: user.token,
    headers: inWorkspace(owner.userId),
    params: { projectId: f.projectId },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.following;
}

const notificationsOf = async (user: TestUser) =>
  (await listNotifications(f.db, { userId: user.userId, limit: 100 })).items;
/** The mails about the project (sign-up sent each user its own code mail before). */
const mailsOf = async (user: TestUser) =>
  (await mailsTo(testSystem().mailUrl, user.email)).filter((m) => m.subject.includes(f.projectName));

beforeAll(async () => {
  owner = await signedInUser('followers-owner', 'Olga Owner');
  await ensureProfileOf(owner);
  f = await createReviewFixture({ videoCount: 1, owner });
  [editor, admin, unfollowed, removed, bystander] = await Promise.all([
    memberOf(owner.userId, 'editor', 'followers-editor'),
    memberOf(owner.userId, 'admin', 'followers-admin'),
    memberOf(owner.userId, 'viewer', 'followers-unfollowed'),
    memberOf(owner.userId, 'editor', 'followers-removed'),
    memberOf(owner.userId, 'viewer', 'followers-bystander'),
  ]);
  // The project as the Editor created it in the Owner's workspace (the fixture writes it for the Owner).
  await f.db.doc.send(
    new UpdateCommand({
      TableName: f.db.tableName,
      Key: keys.project(f.projectId),
      UpdateExpression: 'SET createdBy = :editor',
      ExpressionAttributeValues: { ':editor': editor.userId },
    }),
  );
}, 120_000);

describe('following a project', () => {
  it('its creator follows it from the start; another member only once they choose to', async () => {
    expect(await follows(editor)).toBe(true);
    expect(await follows(owner)).toBe(false);
    expect(await follows(bystander)).toBe(false);
    expect(await follow(owner, true)).toBe(true);
    expect(await follows(owner)).toBe(true);
  });

  it('tells every follower who is still a member, once each under redelivery, by their own mail preference', async () => {
    // The Admin follows with client-activity mail off; a Viewer follows then unfollows; an Editor follows
    // and is then removed from the workspace.
    const off = await callEndpoint(updateMailPreferences, {
      token: admin.token,
      body: { clientActivity: 'off', reminders: 'instant', linkExpiry: 'instant' },
    });
    expect(off.status).toBe(200);
    await follow(admin, true);
    await follow(unfollowed, true);
    await follow(unfollowed, false);
    await follow(removed, true);
    await removeFromWorkspace(owner.userId, removed);

    const deps = await buildReviewApiDeps({ log: quiet });
    await submitReviewNotes(deps, {
      token: f.token,
      sourceIp: '203.0.113.9',
      body: {
        batchId: randomUUID(),
        reviewerName: 'Carla',
        notes: [
          {
            videoId: f.videos[0]!.id,
            videoVersionId: f.videos[0]!.versionId,
            body: 'Tighter cut at the start',
            timecodeMs: 800,
          },
        ],
      },
    });
    const [told] = await untilNotified(f.db, owner.userId, 1);
    await untilNotified(f.db, editor.userId, 1);
    await untilNotified(f.db, admin.userId, 1);
    expect(told?.type).toBe('new_feedback');

    // The same outbox item handed again, twice (a retried batch).
    const stored = await f.db.doc.send(
      new GetCommand({ TableName: f.db.tableName, Key: outboxKeys.event(told!.id), ConsistentRead: true }),
    );
    const record = (sequence: number): DynamoDBRecord => ({
      eventID: randomUUID(),
      eventName: 'INSERT',
      eventSource: 'aws:dynamodb',
      dynamodb: {
        NewImage: marshall(stored.Item!, { removeUndefinedValues: true }) as NonNullable<
          DynamoDBRecord['dynamodb']
        >['NewImage'],
        SequenceNumber: String(sequence),
        StreamViewType: 'NEW_IMAGE',
      },
    });
    const redeliver = makeNotifyHandler(() => buildNotifyDeps({ log: quiet }));
    expect(await redeliver({ Records: [record(1)] })).toEqual({ batchItemFailures: [] });
    expect(await redeliver({ Records: [record(2)] })).toEqual({ batchItemFailures: [] });

    const subject = `New feedback on ${f.projectName}: 1 note from Carla`;
    for (const follower of [owner, editor]) {
      expect((await settled(() => notificationsOf(follower))).map((n) => n.id)).toEqual([told!.id]);
      expect((await settled(() => mailsOf(follower))).map((m) => m.subject)).toEqual([subject]);
    }
    // Mail off: the bell only.
    expect((await settled(() => notificationsOf(admin))).map((n) => n.id)).toEqual([told!.id]);
    expect(await mailsOf(admin)).toEqual([]);
    for (const silent of [unfollowed, removed, bystander]) {
      expect(await notificationsOf(silent)).toEqual([]);
      expect(await mailsOf(silent)).toEqual([]);
    }
  });
});
