/**
 * The in-app notifications the product creates for the owner: title, body and link per type
 * (the spec gives the types and the data; the wording is ours). Links open the project page.
 */
import { countOf } from '../lib/plural';
import type { Notification } from './entities';
import type { NotificationType } from './status-values';

export const NOTIFICATION_LIMITS = {
  /** The panel lists this many. */
  listed: 20,
  /** Poll interval. */
  pollMs: 10_000,
  /** Toast duration. */
  toastMs: 6_000,
  /** The badge shows '9+' above this count. */
  badgeMax: 9,
} as const;

/** The project page link of a project id: `/Project?id=…`. */
export function projectLink(projectId: string): string {
  return `/Project?id=${encodeURIComponent(projectId)}`;
}

/** The notification settings (Settings → Notifications), linked from every e-mail to an editor. */
export const NOTIFICATION_SETTINGS_LINK = '/Settings?section=notifications';

/** The dashboard (digest mails). */
export const DASHBOARD_LINK = '/Dashboard';

export interface NotificationText {
  readonly type: NotificationType;
  readonly title: string;
  readonly body: string;
  readonly link: string;
}

const plural = countOf;

/** A new in-app notification of `text` for its owner: unread and not dismissed. */
export function newNotification(input: {
  id: string;
  userId: string;
  text: NotificationText;
  createdAt: string;
}): Notification {
  const { text } = input;
  return {
    id: input.id,
    userId: input.userId,
    type: text.type,
    title: text.title,
    body: text.body,
    link: text.link,
    isRead: false,
    dismissed: false,
    createdAt: input.createdAt,
  };
}

/** New feedback: a reviewer submitted `noteCount` notes on a project. */
export function newFeedbackNotification(input: {
  readonly projectId: string;
  readonly projectName: string;
  readonly noteCount: number;
  readonly reviewer: string;
}): NotificationText {
  return {
    type: 'new_feedback',
    title: 'New feedback received',
    body: `${input.reviewer} left ${plural(input.noteCount, 'note', 'notes')} on "${input.projectName}".`,
    link: projectLink(input.projectId),
  };
}

/** A reviewer approved one video. */
export function videoApprovedNotification(input: {
  readonly projectId: string;
  readonly projectName: string;
  readonly videoTitle: string;
  readonly reviewer: string;
}): NotificationText {
  return {
    type: 'video_approved',
    title: 'Video approved',
    body: `${input.reviewer} approved "${input.videoTitle}" in "${input.projectName}".`,
    link: projectLink(input.projectId),
  };
}

/** Every video of the project is approved (by the client's last approval). */
export function projectApprovedNotification(input: {
  readonly projectId: string;
  readonly projectName: string;
}): NotificationText {
  return {
    type: 'project_approved',
    title: 'Project approved',
    body: `All videos in "${input.projectName}" have been approved.`,
    link: projectLink(input.projectId),
  };
}

/** A follow-up reminder for a project that has waited `daysWaiting` days since its last status change. */
export function projectReminderNotification(input: {
  readonly projectId: string;
  readonly projectName: string;
  readonly daysWaiting: number;
}): NotificationText {
  return {
    type: 'project_reminder',
    title: 'Follow up with your client',
    body: `"${input.projectName}" has had no status change for ${plural(input.daysWaiting, 'day', 'days')}.`,
    link: projectLink(input.projectId),
  };
}

/** An active or pending project's review link expires within a day (shown with the reminders). */
export function reviewLinkExpiringNotification(input: {
  readonly projectId: string;
  readonly projectName: string;
}): NotificationText {
  return {
    type: 'project_reminder',
    title: 'Review link expires soon',
    body: `The review link of "${input.projectName}" expires within a day. Extend it if your client still needs it.`,
    link: projectLink(input.projectId),
  };
}

/** The bell badge: nothing at 0, the count up to 9, '9+' above. */
export function notificationBadgeText(unreadCount: number): string {
  if (!Number.isFinite(unreadCount) || unreadCount <= 0) return '';
  return unreadCount > NOTIFICATION_LIMITS.badgeMax
    ? `${NOTIFICATION_LIMITS.badgeMax}+`
    : String(Math.floor(unreadCount));
}

/** A client replied on a note's thread (a kind of new feedback: it opens the project page). */
export function noteReplyNotification(input: {
  readonly projectId: string;
  readonly projectName: string;
  readonly videoTitle: string;
  readonly reviewer: string;
}): NotificationText {
  return {
    type: 'new_feedback',
    title: 'New reply from your client',
    body: `${input.reviewer} replied on a note of "${input.videoTitle}" in "${input.projectName}".`,
    link: projectLink(input.projectId),
  };
}

/** The client opened a review link for the first time (once per link). */
export function linkOpenedNotification(input: {
  readonly projectId: string;
  readonly projectName: string;
}): NotificationText {
  return {
    type: 'link_opened',
    title: 'Review link opened',
    body: `Your client opened the review link of "${input.projectName}" for the first time.`,
    link: projectLink(input.projectId),
  };
}

/** A version finished processing: the client can watch it now. */
export function versionReadyNotification(input: {
  readonly projectId: string;
  readonly projectName: string;
  readonly videoTitle: string;
  readonly versionNumber: number;
}): NotificationText {
  return {
    type: 'version_ready',
    title: 'Video ready for review',
    body: `Version ${input.versionNumber} of "${input.videoTitle}" in "${input.projectName}" is ready to watch.`,
    link: projectLink(input.projectId),
  };
}

/**
 * A Drive import ended without a stored copy: the file was refused (damaged or not a video), or the copy
 * failed and the Drive link plays it instead.
 */
export function importFailedNotification(input: {
  readonly projectId: string;
  readonly projectName: string;
  readonly videoTitle: string;
  readonly outcome: 'refused' | 'drive_link';
}): NotificationText {
  return input.outcome === 'refused'
    ? {
        type: 'import_failed',
        title: 'Video refused',
        body: `"${input.videoTitle}" in "${input.projectName}" is damaged or not a video. Upload a new version.`,
        link: projectLink(input.projectId),
      }
    : {
        type: 'import_failed',
        title: 'Import failed',
        body: `"${input.videoTitle}" in "${input.projectName}" could not be copied from Google Drive; it plays from the Drive link.`,
        link: projectLink(input.projectId),
      };
}
