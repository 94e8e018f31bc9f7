/**
 * Every key string of the table, in one place (see ./README.md for the item and access-pattern tables).
 * Nothing outside functions/lib/db builds a key.
 */
import type { ProjectStatus } from '../../../shared/domain/status-values';

/** Version numbers are zero-padded in sort keys so that they sort numerically. */
const pad = (n: number, width: number) => String(n).padStart(width, '0');

export const ENTITY_TYPES = {
  profile: 'profile',
  project: 'project',
  video: 'video',
  version: 'version',
  note: 'note',
  approval: 'approval',
  shareToken: 'share_token',
  noteBatch: 'note_batch',
  notification: 'notification',
  contactMessage: 'contact_message',
  rateWindow: 'rate_window',
} as const;
export type EntityType = (typeof ENTITY_TYPES)[keyof typeof ENTITY_TYPES];

export const keys = {
  /** One fixed-window request counter (the contact form's per-IP limit); removed by TTL. */
  rateWindow: (key: string, windowStart: number) => ({ pk: `RATE#${key}`, sk: `WINDOW#${windowStart}` }),
  userPk: (userId: string) => `USER#${userId}`,
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),

  projectPk: (projectId: string) => `PROJECT#${projectId}`,
  project: (projectId: string) => ({ pk: `PROJECT#${projectId}`, sk: 'META' }),
  /**
   * GSI1 of a project: the owner's projects, live ones apart from archived ones, newest first within each.
   * `all` (non-archived) = begins_with `LIVE#`; archived = begins_with `ARCHIVED#`; everything = the pk alone.
   */
  projectGsi1: (userId: string, status: ProjectStatus, createdAt: string, projectId: string) => ({
    gsi1pk: `USER#${userId}#PROJECTS`,
    gsi1sk: `${status === 'archived' ? 'ARCHIVED' : 'LIVE'}#${createdAt}#${projectId}`,
  }),
  projectGsi1Pk: (userId: string) => `USER#${userId}#PROJECTS`,
  projectGsi1SkPrefix: (bucket: 'live' | 'archived') => (bucket === 'archived' ? 'ARCHIVED#' : 'LIVE#'),
  /** GSI2 of a project: the owner's projects of one status, newest first. */
  projectGsi2: (userId: string, status: ProjectStatus, createdAt: string, projectId: string) => ({
    gsi2pk: `USER#${userId}#STATUS#${status}`,
    gsi2sk: `PROJECT#${createdAt}#${projectId}`,
  }),
  projectGsi2Pk: (userId: string, status: ProjectStatus) => `USER#${userId}#STATUS#${status}`,

  video: (projectId: string, videoId: string) => ({ pk: `PROJECT#${projectId}`, sk: `VIDEO#${videoId}` }),
  version: (projectId: string, videoId: string, versionNumber: number) => ({
    pk: `PROJECT#${projectId}`,
    sk: `VERSION#${videoId}#${pad(versionNumber, 5)}`,
  }),
  note: (projectId: string, videoVersionId: string, noteId: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `NOTE#${videoVersionId}#${noteId}`,
  }),
  /** One marker per chunk of a submitted note batch: makes a retried batch store each note once. */
  noteBatch: (projectId: string, batchId: string, chunkIndex: number) => ({
    pk: `PROJECT#${projectId}`,
    sk: `BATCH#${batchId}#${pad(chunkIndex, 4)}`,
  }),
  approval: (projectId: string, approvalId: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `APPROVAL#${approvalId}`,
  }),
  shareToken: (token: string) => ({ pk: `SHARE#${token}`, sk: 'SHARE' }),

  notificationSkPrefix: 'NOTIF#',
  notification: (userId: string, notificationId: string) => ({
    pk: `USER#${userId}`,
    sk: `NOTIF#${notificationId}`,
  }),
  /** Sparse GSI1 entry, present while the notification is unread. */
  unreadNotificationGsi1: (userId: string, notificationId: string) => ({
    gsi1pk: `USER#${userId}#NOTIF#UNREAD`,
    gsi1sk: `NOTIF#${notificationId}`,
  }),
  unreadNotificationGsi1Pk: (userId: string) => `USER#${userId}#NOTIF#UNREAD`,
  /** Sparse GSI2 entry, present while a reminder is unread (dismissing marks it read). */
  unreadReminderGsi2: (userId: string, notificationId: string) => ({
    gsi2pk: `USER#${userId}#REMINDER#UNREAD`,
    gsi2sk: `NOTIF#${notificationId}`,
  }),
  unreadReminderGsi2Pk: (userId: string) => `USER#${userId}#REMINDER#UNREAD`,

  contactMessage: (messageId: string) => ({ pk: `CONTACT#${messageId}`, sk: 'CONTACT' }),
} as const;
