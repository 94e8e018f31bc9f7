/**
 * Notifications, the dashboard and the profile through HTTP against the local system. Notifications come
 * from the client's actions (the review API) and, for reminders, from the data layer as the reminders
 * schedule would write them.
 */
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/platform/aws/clients';
import type { DbPort } from '../../../functions/platform/db/db-port';
import { createNotification } from '../../../functions/projects/store/notification-repository';
import { untilNotified } from '../notify/notify-support';
import { getDashboard } from '../../../shared/api/endpoints/dashboard';
import {
  dismissReminder,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../../shared/api/endpoints/notifications';
import {
  confirmAvatar,
  getProfile,
  requestAvatarUpload,
  setProfileTimeZone,
  updateProfile,
} from '../../../shared/api/endpoints/profile';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { archiveProject } from '../../../shared/api/endpoints/projects';
import type { Notification } from '../../../shared/domain/entities';
import { AVATAR_MESSAGES } from '../../../shared/messages/avatar-messages';
import { NOTIFICATION_MESSAGES } from '../../../shared/messages/notification-messages';
import { SETTINGS_MESSAGES } from '../../../shared/messages/settings-messages';
import { testTableName } from '../../support/env';
import { callEndpoint } from './support/editor-client';
import {
  createProjectAs,
  expectError,
  expectOk,
  settledProject,
  submitNotesAsClient,
  type TestUser,
} from './support/fixtures';
import { signedInUser } from './support/users';

const db = (): DbPort => ({ doc: documentClient(), tableName: testTableName() });

async function seedNotification(user: TestUser, type: Notification['type'], createdAt = new Date()) {
  const notification: Notification = {
    id: ulid(createdAt.getTime()),
    userId: user.userId,
    type,
    title: type === 'project_reminder' ? 'Follow up' : 'Something happened',
    body: 'Body',
    link: '/Dashboard',
    isRead: false,
    dismissed: false,
    createdAt: createdAt.toISOString(),
  };
  await createNotification(db(), notification);
  return notification;
}

describe('notifications', () => {
  it("lists the client's feedback as a notification with the unread count; marks one and all read", async () => {
    const editor = await signedInUser('notif');
    const project = await createProjectAs(editor, { videos: 1 });
    const detail = await settledProject(editor, project.id);
    // The settled upload is news of its own (its version is ready): read it first, so that what follows is the
    // client's feedback and the seeded approval.
    const [ready] = await untilNotified(db(), editor.userId, 1);
    expect(ready?.type).toBe('version_ready');
    await expectOk(markAllNotificationsRead, { token: editor.token });
    await submitNotesAsClient(detail, [{ videoIndex: 0, body: 'Louder music' }]);
    await untilNotified(db(), editor.userId, 2);
    await seedNotification(editor, 'video_approved');

    const list = await expectOk(listNotifications, { token: editor.token });
    expect(list.unreadCount).toBe(2);
    const unread = list.items.filter((n) => !n.isRead);
    expect(unread.map((n) => n.type).sort()).toEqual(['new_feedback', 'video_approved']);
    expect(list.items[0]!.createdAt >= list.items[1]!.createdAt).toBe(true);

    const read = await expectOk(markNotificationRead, {
      token: editor.token,
      params: { notificationId: list.items[0]!.id },
    });
    expect(read.isRead).toBe(true);
    expect((await expectOk(listNotifications, { token: editor.token })).unreadCount).toBe(1);

    const all = await expectOk(markAllNotificationsRead, { token: editor.token });
    expect(all.updated).toBe(1);
    const after = await expectOk(listNotifications, { token: editor.token });
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((n) => n.isRead)).toBe(true);
  });

  it('shows the 20 newest only', async () => {
    const editor = await signedInUser('notif-20');
    const start = Date.now() - 60_000;
    for (let i = 0; i < 23; i++) await seedNotification(editor, 'video_approved', new Date(start + i * 1000));
    const list = await expectOk(listNotifications, { token: editor.token });
    expect(list.items).toHaveLength(20);
    expect(list.unreadCount).toBe(23);
    expect(list.items[0]!.createdAt).toBe(new Date(start + 22 * 1000).toISOString());
  });

  it('dismisses a reminder (it leaves the dashboard card); unknown ids are 404', async () => {
    const editor = await signedInUser('reminders');
    const reminders = [];
    for (let i = 0; i < 7; i++)
      reminders.push(
        await seedNotification(editor, 'project_reminder', new Date(Date.now() - (10 - i) * 1000)),
      );
    const dashboard = await expectOk(getDashboard, { token: editor.token });
    expect(dashboard.reminders.map((r) => r.id)).toEqual(
      reminders
        .slice(2)
        .reverse()
        .map((r) => r.id),
    );

    const newest = reminders.at(-1)!;
    const dismissed = await expectOk(dismissReminder, {
      token: editor.token,
      params: { notificationId: newest.id },
    });
    expect(dismissed).toMatchObject({ id: newest.id, isRead: true, dismissed: true });
    const again = await expectOk(getDashboard, { token: editor.token });
    expect(again.reminders.map((r) => r.id)).not.toContain(newest.id);
    expect(again.reminders).toHaveLength(5);

    const missing = await callEndpoint(markNotificationRead, {
      token: editor.token,
      params: { notificationId: '01JNOSUCHNOTIFICATION00000' },
    });
    expectError(missing, 404);
  });

  it('refuses dismissing anything but a reminder (409), and leaves it unread', async () => {
    const editor = await signedInUser('dismiss-kind');
    const feedback = await seedNotification(editor, 'new_feedback');
    const refused = await callEndpoint(dismissReminder, {
      token: editor.token,
      params: { notificationId: feedback.id },
    });
    expectError(refused, 409);
    expect(JSON.stringify(refused.body)).toContain(NOTIFICATION_MESSAGES.onlyRemindersDismissed);
    const list = await expectOk(listNotifications, { token: editor.token });
    expect(list.items.find((n) => n.id === feedback.id)).toMatchObject({ isRead: false, dismissed: false });
    expect(list.unreadCount).toBe(1);
    const other = await signedInUser('dismiss-other');
    const theirs = await seedNotification(other, 'project_reminder');
    expectError(
      await callEndpoint(dismissReminder, { token: editor.token, params: { notificationId: theirs.id } }),
      404,
    );
  });
});

describe('dashboard', () => {
  it('shows plan usage, counts, insights, pie, expiring links and the trend of the caller only', async () => {
    const editor = await signedInUser('dashboard');
    const other = await signedInUser('dashboard-other');
    // Another editor's project must not count (the counts below would show it).
    await createProjectAs(other, { videos: 1 });
    const empty = await expectOk(getDashboard, { token: editor.token });
    expect(empty.planUsage).toEqual({ plan: 'free', used: 0, limit: 3, barWidthPct: 0, canCreate: true });
    expect(empty.counts.total).toBe(0);

    await createProjectAs(editor, { videos: 1 });
    const b = await createProjectAs(editor, { videos: 1 });
    const c = await createProjectAs(editor, { videos: 1 });
    const settled = await settledProject(editor, b.id);
    await submitNotesAsClient(settled, [{ videoIndex: 0, body: 'fix' }]);
    await expectOk(archiveProject, { token: editor.token, params: { projectId: c.id } });

    const out = await expectOk(getDashboard, { token: editor.token });
    expect(out.planUsage).toMatchObject({ plan: 'free', used: 2, limit: 3, canCreate: true });
    expect(out.planUsage.barWidthPct).toBeCloseTo((2 / 3) * 100, 5);
    expect(out.counts).toEqual({ total: 2, active: 1, pending: 1, approved: 0, archived: 1 });
    expect(out.insights).toMatchObject({
      newThisWeek: 3,
      pendingFeedback: 1,
      avgDaysToApproval: null,
      expiredLinks: 0,
    });
    expect(out.pie.map((s) => [s.status, s.value])).toEqual([
      ['active', 1],
      ['pending', 1],
      ['approved', 0],
      ['archived', 1],
    ]);
    // New links are valid 7 days: none expires within 3 days.
    expect(out.expiringLinks).toEqual([]);
    expect(out.trend).toHaveLength(5);
    expect(out.trend.at(-1)!.count).toBe(3);
  });

  it('disables creation at the cap', async () => {
    const editor = await signedInUser('dashboard-cap');
    for (let i = 0; i < 3; i++) await createProjectAs(editor, { videos: 1 });
    const out = await expectOk(getDashboard, { token: editor.token });
    expect(out.planUsage).toMatchObject({ used: 3, limit: 3, barWidthPct: 100, canCreate: false });
  });
});

describe('profile', () => {
  let editor: TestUser;
  beforeAll(async () => {
    editor = await signedInUser('profile');
  });

  it('is created on the first call: free plan, displayUserId = id, the e-mail from the token', async () => {
    const profile = await expectOk(getProfile, { token: editor.token });
    expect(profile).toMatchObject({
      id: editor.userId,
      displayUserId: editor.userId,
      email: editor.email,
      planLevel: 'free',
      profilePictureUrl: null,
      activeProjectCount: 0,
    });
    expect(await expectOk(getProfile, { token: editor.token })).toEqual(profile);
  });

  it('updates the display name (trimmed) and refuses a blank one', async () => {
    const updated = await expectOk(updateProfile, {
      token: editor.token,
      body: { displayName: '  Sam Cutter ' },
    });
    expect(updated.displayName).toBe('Sam Cutter');
    const blank = await callEndpoint(updateProfile, { token: editor.token, body: { displayName: '   ' } });
    expect(expectError(blank, 400).fields?.['body.displayName']).toBe(SETTINGS_MESSAGES.displayNameEmpty);
    expect((await expectOk(getProfile, { token: editor.token })).displayName).toBe('Sam Cutter');
  });

  it('uploads an avatar through a presigned PUT, then points the profile at it', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = await expectOk(requestAvatarUpload, {
      token: editor.token,
      body: { contentType: 'image/png', size: png.length },
    });
    expect(upload.key.startsWith(`avatars/${editor.userId}/`)).toBe(true);
    const put = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: png });
    expect(put.status).toBe(200);
    const profile = await expectOk(confirmAvatar, { token: editor.token, body: { key: upload.key } });
    expect(profile.profilePictureUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const image = await fetch(profile.profilePictureUrl ?? '');
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses non-images and files over 5 MB, at the request and again at the confirmation', async () => {
    const pdf = await callEndpoint(requestAvatarUpload, {
      token: editor.token,
      body: { contentType: 'application/pdf', size: 100 },
    });
    expect(expectError(pdf, 400).fields?.['body.contentType']).toBe(AVATAR_MESSAGES.imagesOnly);
    const big = await callEndpoint(requestAvatarUpload, {
      token: editor.token,
      body: { contentType: 'image/jpeg', size: 5 * 1024 * 1024 + 1 },
    });
    expect(expectError(big, 400).fields?.['body.size']).toBe(AVATAR_MESSAGES.tooLarge);

    // A client that ignores the signed headers: the confirmation checks what was really stored.
    const sneaky = await expectOk(requestAvatarUpload, {
      token: editor.token,
      body: { contentType: 'image/png', size: 10 },
    });
    await fetch(sneaky.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'text/html' },
      body: '<script>',
    });
    const notImage = await callEndpoint(confirmAvatar, { token: editor.token, body: { key: sneaky.key } });
    expectError(notImage, 400, AVATAR_MESSAGES.imagesOnly);

    const huge = await expectOk(requestAvatarUpload, {
      token: editor.token,
      body: { contentType: 'image/png', size: 1000 },
    });
    await fetch(huge.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: Buffer.alloc(5 * 1024 * 1024 + 10),
    });
    expectError(await callEndpoint(confirmAvatar, { token: editor.token, body: { key: huge.key } }), 413);

    const never = await callEndpoint(confirmAvatar, {
      token: editor.token,
      body: { key: `avatars/${editor.userId}/01JNEVERUPLOADED0000000000` },
    });
    expectError(never, 404, AVATAR_MESSAGES.uploadNotFound);
    const before = await expectOk(getProfile, { token: editor.token });
    expect(before.profilePictureUrl).not.toBeNull();
  });
});

describe('an empty avatar upload', () => {
  it('is refused with 400 and the reason, and the profile keeps its picture', async () => {
    const editor = await signedInUser('empty-avatar');
    const before = await expectOk(getProfile, { token: editor.token });
    const upload = await expectOk(requestAvatarUpload, {
      token: editor.token,
      body: { contentType: 'image/png', size: 10 },
    });
    // A client that ignores the signed length and stores nothing at all.
    const put = await fetch(upload.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: Buffer.alloc(0),
    });
    expect(put.status).toBe(200);
    const empty = await callEndpoint(confirmAvatar, { token: editor.token, body: { key: upload.key } });
    expect(expectError(empty, 400, AVATAR_MESSAGES.empty).fields?.['body.key']).toBe(AVATAR_MESSAGES.empty);
    expect((await expectOk(getProfile, { token: editor.token })).profilePictureUrl).toBe(
      before.profilePictureUrl,
    );
  });
});

describe('time zone', () => {
  it('stores the browser time zone on the profile for the 09:00 reminders; unknown zones are 400', async () => {
    const editor = await signedInUser('time-zone');
    const stored = await expectOk(setProfileTimeZone, {
      token: editor.token,
      body: { timeZone: 'America/New_York' },
    });
    expect(stored).toEqual({ timeZone: 'America/New_York' });
    const item = await db().doc.send(
      new GetCommand({ TableName: testTableName(), Key: { pk: `USER#${editor.userId}`, sk: 'PROFILE' } }),
    );
    expect(item.Item?.['timeZone']).toBe('America/New_York');
    expectError(
      await callEndpoint(setProfileTimeZone, {
        token: editor.token,
        body: { timeZone: 'Mars/Olympus_Mons' },
      }),
      400,
    );
    expectError(await callEndpoint(setProfileTimeZone, { body: { timeZone: 'UTC' } }), 401);
  });
});
