/** The notification bell and panel, and the reminders card. */
import { COMMON_MESSAGES } from './common-messages';

export const NOTIFICATION_MESSAGES = {
  loadFailed: "Couldn't load notifications. Please try again.",
  markReadFailed: 'Failed to mark notification as read',
  markAllReadFailed: 'Failed to mark notifications as read',
  allMarkedRead: 'All notifications marked as read',
  emptyTitle: 'No new notifications',
  emptyBody: "You're all caught up!",
  markAllRead: 'Mark all read',
  retry: COMMON_MESSAGES.retry,
  view: COMMON_MESSAGES.view,
  dismiss: COMMON_MESSAGES.dismiss,
  /** The API refuses dismissing anything but a reminder (409). */
  onlyRemindersDismissed: 'Only reminders can be dismissed.',
  /** Badge text: the count, '9+' above 9. */
  badgeOverflow: '9+',
} as const;
