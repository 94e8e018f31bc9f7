/** The notification bell and panel, and the reminders card. */
export const NOTIFICATION_MESSAGES = {
  loadFailed: "Couldn't load notifications. Please try again.",
  markReadFailed: 'Failed to mark notification as read',
  markAllReadFailed: 'Failed to mark notifications as read',
  allMarkedRead: 'All notifications marked as read',
  emptyTitle: 'No new notifications',
  emptyBody: "You're all caught up!",
  markAllRead: 'Mark all read',
  retry: 'Retry',
  view: 'View',
  dismiss: 'Dismiss',
  /** Badge text: the count, '9+' above 9. */
  badgeOverflow: '9+',
} as const;
