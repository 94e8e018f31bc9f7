/**
 * The signed-in editor's notifications (`editor-api`, caller `owner`): the 20 newest with the unread count,
 * mark one read, mark all read, dismiss a reminder (it then leaves the reminders list).
 */
import * as z from 'zod/mini';
import { notificationSchema } from '../../domain/entities';
import { defineEndpoint } from '../endpoint';
import { entityIdParam } from './projects';

/** How many notifications the panel loads. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationIdParams = z.object({ notificationId: entityIdParam });

export const notificationListResponseSchema = z.object({
  /** The 20 newest, newest first. */
  items: z.array(notificationSchema).check(z.maxLength(NOTIFICATIONS_PAGE_SIZE)),
  /** Unread among all the user's notifications (the badge shows '9+' above 9). */
  unreadCount: z.int().check(z.nonnegative()),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const listNotifications = defineEndpoint({
  id: 'listNotifications',
  method: 'GET',
  path: '/api/notifications',
  caller: 'owner',
  lambda: 'editor-api',
  response: notificationListResponseSchema,
  summary: 'The 20 newest notifications and the unread count.',
});

export const markNotificationRead = defineEndpoint({
  id: 'markNotificationRead',
  method: 'POST',
  path: '/api/notifications/{notificationId}/read',
  caller: 'owner',
  lambda: 'editor-api',
  params: notificationIdParams,
  response: notificationSchema,
  summary: 'Marks one notification read.',
});

export const markAllNotificationsRead = defineEndpoint({
  id: 'markAllNotificationsRead',
  method: 'POST',
  path: '/api/notifications/read-all',
  caller: 'owner',
  lambda: 'editor-api',
  response: z.object({ updated: z.int().check(z.nonnegative()) }),
  summary: 'Marks every unread notification read; answers how many changed.',
});

export const dismissReminder = defineEndpoint({
  id: 'dismissReminder',
  method: 'POST',
  path: '/api/notifications/{notificationId}/dismiss',
  caller: 'owner',
  lambda: 'editor-api',
  params: notificationIdParams,
  response: notificationSchema,
  summary: 'Dismisses a reminder: marked read and dismissed (it leaves the reminders card).',
});

export const notificationEndpoints = [
  listNotifications,
  markNotificationRead,
  markAllNotificationsRead,
  dismissReminder,
] as const;
