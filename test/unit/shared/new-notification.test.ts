import { describe, expect, it } from 'vitest';
import { notificationSchema } from '../../../shared/domain/entities';
import { linkOpenedNotification, newNotification } from '../../../shared/domain/notification-texts';

describe('newNotification', () => {
  it('builds an unread, undismissed notification that carries the text for its owner', () => {
    const text = linkOpenedNotification({ projectId: '01PROJECT', projectName: 'Promo' });
    const notification = newNotification({
      id: '01NOTIFICATION',
      userId: '01OWNER',
      text,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    expect(notification).toEqual({
      id: '01NOTIFICATION',
      userId: '01OWNER',
      type: text.type,
      title: text.title,
      body: text.body,
      link: text.link,
      isRead: false,
      dismissed: false,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    expect(notificationSchema.safeParse(notification).success).toBe(true);
  });
});
