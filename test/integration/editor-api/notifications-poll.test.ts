/**
 * The notifications poll of every open editor is conditional: the answer carries an ETag, and a poll
 * naming it is answered 304 with no body while nothing changed; a new notification, or one read, changes it.
 */
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../../functions/platform/aws/clients';
import { createNotification } from '../../../functions/projects/store/notification-repository';
import {
  listNotifications,
  markNotificationRead,
  notificationListResponseSchema,
} from '../../../shared/api/endpoints/notifications';
import { testTableName } from '../../support/env';
import { callEndpoint } from './support/editor-client';
import { signedInUser } from './support/users';

async function seed(userId: string) {
  const id = ulid();
  await createNotification(
    { doc: documentClient(), tableName: testTableName() },
    {
      id,
      userId,
      type: 'new_feedback',
      title: 'Something happened',
      body: 'Body',
      link: '/Dashboard',
      isRead: false,
      dismissed: false,
      createdAt: new Date().toISOString(),
    },
  );
  return id;
}

describe('the conditional notifications poll', () => {
  it('answers 304 with no body while nothing changed, and the new list once something did', async () => {
    const user = await signedInUser('notif-poll');
    await seed(user.userId);
    const first = await callEndpoint(listNotifications, { token: user.token });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');

    const unchanged = await callEndpoint(listNotifications, {
      token: user.token,
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);

    // A new notification: the list changes, and so does its tag.
    const newer = await seed(user.userId);
    const changed = await callEndpoint(listNotifications, {
      token: user.token,
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    const list = notificationListResponseSchema.parse(changed.body);
    expect(list.items[0]?.id).toBe(newer);
    expect(list.unreadCount).toBe(2);
    const etag2 = changed.headers.get('etag') ?? '';
    expect(etag2).not.toBe(etag);

    // Reading one (in another tab, say) changes the unread count: the poll is answered in full again.
    expect(
      (await callEndpoint(markNotificationRead, { token: user.token, params: { notificationId: newer } }))
        .status,
    ).toBe(200);
    const afterRead = await callEndpoint(listNotifications, {
      token: user.token,
      headers: { 'if-none-match': etag2 },
    });
    expect(afterRead.status).toBe(200);
    expect(notificationListResponseSchema.parse(afterRead.body).unreadCount).toBe(1);
  });

  it("never answers 304 to another editor's tag", async () => {
    const a = await signedInUser('notif-poll-a');
    const b = await signedInUser('notif-poll-b');
    await seed(a.userId);
    const tagA = (await callEndpoint(listNotifications, { token: a.token })).headers.get('etag') ?? '';
    const asB = await callEndpoint(listNotifications, { token: b.token, headers: { 'if-none-match': tagA } });
    expect(asB.status).toBe(200);
    expect(notificationListResponseSchema.parse(asB.body).items).toEqual([]);
  });
});
