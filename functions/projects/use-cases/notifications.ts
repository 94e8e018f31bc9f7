/** The caller's notifications: the 20 newest with the unread count, mark read, mark all read, dismiss. */
import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationListResponse,
} from '../../../shared/api/endpoints/notifications';
import type { Notification } from '../../../shared/domain/entities';
import type { EditorPorts } from '../ports';

type Ports = Pick<EditorPorts, 'notifications'>;

export async function listNotifications(
  ports: Ports,
  input: { userId: string },
): Promise<NotificationListResponse> {
  const [items, unreadCount] = await Promise.all([
    ports.notifications.listNewest(input.userId, NOTIFICATIONS_PAGE_SIZE),
    ports.notifications.countUnread(input.userId),
  ]);
  return { items, unreadCount };
}

/**
 * The version of the caller's notifications list: the newest notification and the unread count (a new
 * notification changes the first, reading or dismissing one the second). The list's ETag, so an editor's
 * poll that finds nothing new is answered 304 after these two small reads.
 */
export async function notificationsVersion(ports: Ports, input: { userId: string }): Promise<string> {
  const [newest, unread] = await Promise.all([
    ports.notifications.newestId(input.userId),
    ports.notifications.countUnread(input.userId),
  ]);
  return `${newest ?? 'none'}.${unread}`;
}

export function markNotificationRead(
  ports: Ports,
  input: { userId: string; notificationId: string },
): Promise<Notification> {
  return ports.notifications.markRead(input.userId, input.notificationId);
}

export async function markAllNotificationsRead(
  ports: Ports,
  input: { userId: string },
): Promise<{ updated: number }> {
  return { updated: await ports.notifications.markAllRead(input.userId) };
}

export function dismissReminder(
  ports: Ports,
  input: { userId: string; notificationId: string },
): Promise<Notification> {
  return ports.notifications.dismiss(input.userId, input.notificationId);
}
