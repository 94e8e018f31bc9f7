/** The notifications port over the data layer's notification repository. */
import type { DbPort } from '../../lib/db/db-port';
import {
  countUnreadNotifications,
  dismissReminder,
  listNotifications,
  listUnreadReminders,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../lib/db/notification-repository';
import type { Clock, NotificationsRepository } from '../../use-cases/editor/editor-ports';

export function dynamoNotificationsRepository(db: DbPort, clock: Clock): NotificationsRepository {
  const now = () => clock.now().toISOString();
  return {
    async listNewest(userId, limit) {
      return (await listNotifications(db, { userId, limit })).items;
    },
    countUnread: (userId) => countUnreadNotifications(db, userId),
    listUnreadReminders: (userId, limit) => listUnreadReminders(db, userId, limit),
    markRead: (userId, notificationId) => markNotificationRead(db, { userId, notificationId, now: now() }),
    markAllRead: (userId) => markAllNotificationsRead(db, { userId, now: now() }),
    dismiss: (userId, notificationId) => dismissReminder(db, { userId, notificationId, now: now() }),
  };
}
