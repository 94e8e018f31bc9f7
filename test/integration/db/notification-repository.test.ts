import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../shared/domain/entities';
import { NotFoundError, ValidationError } from '../../../shared/errors/app-error';
import { putContactMessage } from '../../../functions/site/store/contact-message-repository';
import {
  READ_NOTIFICATION_TTL_DAYS,
  countUnreadNotifications,
  createNotification,
  dismissReminder,
  listNotifications,
  listUnreadReminders,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../../functions/projects/store/notification-repository';
import {
  createProfileIfAbsent,
  getProfile,
  setPlan,
  updateProfile,
} from '../../../functions/projects/store/profile-repository';
import { eraseUserData } from '../../../functions/account/store/erase-user-data';
import {
  createProject,
  getProject,
  getProjectByShareToken,
} from '../../../functions/projects/store/project-repository';
import { at, newId, newToken, newVideos, testDb } from './db-test-kit';

const db = testDb();
afterAll(() => db.destroy());

function notification(userId: string, i: number, type: Notification['type'] = 'new_feedback'): Notification {
  return {
    id: newId(),
    userId,
    type,
    title: `Title ${i}`,
    body: `Body ${i}`,
    link: null,
    isRead: false,
    dismissed: false,
    createdAt: at(i),
  };
}

/** Ulids made in one millisecond are monotonic only through a factory; create sequentially with distinct times. */
async function seed(
  userId: string,
  count: number,
  type: Notification['type'] = 'new_feedback',
): Promise<Notification[]> {
  const made: Notification[] = [];
  for (let i = 0; i < count; i++) {
    const n = notification(userId, i, type);
    await createNotification(db, n);
    made.push(n);
    await new Promise((r) => setTimeout(r, 2));
  }
  return made;
}

describe('notifications', () => {
  it('lists newest first in pages of 20 with a cursor', async () => {
    const user = newId();
    const made = await seed(user, 23);
    const newestFirst = [...made].reverse().map((n) => n.id);
    const first = await listNotifications(db, { userId: user });
    expect(first.items.map((n) => n.id)).toEqual(newestFirst.slice(0, 20));
    const second = await listNotifications(db, { userId: user, cursor: first.nextCursor });
    expect(second.items.map((n) => n.id)).toEqual(newestFirst.slice(20));
    expect(second.nextCursor).toBeNull();
    await expect(listNotifications(db, { userId: newId(), cursor: first.nextCursor })).rejects.toBeInstanceOf(
      ValidationError,
    );
  });

  it('counts unread, marks one read with a TTL, marks all read', async () => {
    const user = newId();
    const made = await seed(user, 4);
    expect(await countUnreadNotifications(db, user)).toBe(4);
    const read = await markNotificationRead(db, { userId: user, notificationId: made[0]!.id, now: at(100) });
    expect(read.isRead).toBe(true);
    expect(await countUnreadNotifications(db, user)).toBe(3);
    const raw = await db.doc.send(
      new GetCommand({ TableName: db.tableName, Key: { pk: `USER#${user}`, sk: `NOTIF#${made[0]!.id}` } }),
    );
    expect(raw.Item?.['expiresAt']).toBe(Date.parse(at(100)) / 1000 + READ_NOTIFICATION_TTL_DAYS * 86400);
    expect(raw.Item?.['gsi1pk']).toBeUndefined();
    await expect(
      markNotificationRead(db, { userId: newId(), notificationId: made[1]!.id, now: at(100) }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect(await markAllNotificationsRead(db, { userId: user, now: at(101) })).toBe(3);
    expect(await countUnreadNotifications(db, user)).toBe(0);
    const all = await listNotifications(db, { userId: user });
    expect(all.items.every((n) => n.isRead)).toBe(true);
  });

  it('lists at most 5 unread reminders, newest first; a dismissed one leaves the list', async () => {
    const user = newId();
    await seed(user, 2, 'new_feedback');
    const reminders = await seed(user, 7, 'project_reminder');
    const listed = await listUnreadReminders(db, user);
    expect(listed.map((n) => n.id)).toEqual(
      [...reminders]
        .reverse()
        .slice(0, 5)
        .map((n) => n.id),
    );
    const dismissed = await dismissReminder(db, {
      userId: user,
      notificationId: reminders[6]!.id,
      now: at(200),
    });
    expect(dismissed).toMatchObject({ isRead: true, dismissed: true });
    const after = await listUnreadReminders(db, user);
    expect(after.map((n) => n.id)).not.toContain(reminders[6]!.id);
    expect(after).toHaveLength(5);
  });
});

describe('profiles', () => {
  it('create-if-absent is idempotent; updates and plan changes', async () => {
    const id = newId();
    const created = await createProfileIfAbsent(db, {
      id,
      email: 'a@example.com',
      fullName: 'Ann',
      createdAt: at(0),
    });
    expect(created).toMatchObject({
      displayUserId: id,
      planLevel: 'free',
      activeProjectCount: 0,
      role: 'user',
    });
    const again = await createProfileIfAbsent(db, {
      id,
      email: 'other@example.com',
      fullName: 'Other',
      createdAt: at(5),
    });
    expect(again).toEqual(created);
    const updated = await updateProfile(db, id, { displayName: 'Annie', profilePictureUrl: 'avatars/a.png' });
    expect(updated).toMatchObject({
      displayName: 'Annie',
      profilePictureUrl: 'avatars/a.png',
      fullName: 'Ann',
    });
    const upgraded = await setPlan(db, id, {
      planLevel: 'pro',
      paddleCustomerId: 'ctm_1',
      nextBillingDate: at(1000),
    });
    expect(upgraded).toMatchObject({ planLevel: 'pro', paddleCustomerId: 'ctm_1' });
    expect(await getProfile(db, newId())).toBeNull();
    await expect(updateProfile(db, newId(), { displayName: 'x' })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('contact messages', () => {
  it('stores a message once per id', async () => {
    const message = {
      id: newId(),
      name: 'Ann',
      email: 'a@example.com',
      reason: 'billing' as const,
      message: 'Hello',
      userId: null,
      senderIp: '203.0.113.0',
      createdAt: at(0),
    };
    const event = (id: string) => ({
      type: 'contact_received' as const,
      id,
      at: message.createdAt,
      messageId: message.id,
      name: message.name,
      email: message.email,
      reason: message.reason,
      message: message.message,
    });
    await putContactMessage(db, message, event(newId()));
    await putContactMessage(db, { ...message, message: 'changed' }, event(newId()));
    const raw = await db.doc.send(
      new GetCommand({ TableName: db.tableName, Key: { pk: `CONTACT#${message.id}`, sk: 'CONTACT' } }),
    );
    expect(raw.Item?.['message']).toBe('Hello');
  });
});

describe('account erasure', () => {
  it('erases the projects, their partitions and tokens, the notifications and the profile; leaves others alone', async () => {
    const user = newId();
    const other = newId();
    for (const id of [user, other]) {
      await createProfileIfAbsent(db, { id, email: `${id}@example.com`, fullName: null, createdAt: at(0) });
    }
    const make = (userId: string) =>
      createProject(db, {
        id: newId(),
        userId,
        name: 'P',
        clientDisplayName: 'C',
        shareToken: newToken(),
        shareExpiresAt: null,
        createdAt: at(1),
        videos: newVideos(3),
        activeProjectCap: null,
      });
    const mine = await make(user);
    const theirs = await make(other);
    await seed(user, 3);
    const erased = await eraseUserData(db, user);
    expect(erased.projects).toBe(1);
    expect(await getProfile(db, user)).toBeNull();
    expect(await getProject(db, mine.project.id)).toBeNull();
    expect(await getProjectByShareToken(db, mine.project.shareToken)).toBeNull();
    expect((await listNotifications(db, { userId: user })).items).toHaveLength(0);
    expect(await getProject(db, theirs.project.id)).not.toBeNull();
    expect(await getProfile(db, other)).not.toBeNull();
    // safe to re-run
    expect(await eraseUserData(db, user)).toEqual({ projects: 0, items: 0 });
  });
});
