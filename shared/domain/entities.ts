/**
 * The entities as the API and the SPA see them (camelCase, ISO-8601 dates). The data layer maps its items to
 * these and validates them on read; the contract's responses are built from them.
 */
import { SHARE_TOKEN_PATTERN } from './review-link-rules';
import { z } from 'zod';
import { versionFrameTimingSchema } from '../lib/frame-time';
import { mediaProbeSchema, proxyStateSchema } from './media-probe';
import { timeDisplaySchema } from '../lib/time-display';
import {
  APPROVAL_SCOPES,
  NOTE_STATUSES,
  NOTIFICATION_TYPES,
  PLAN_LEVELS,
  PROJECT_STATUSES,
  USER_ROLES,
  VERSION_STORAGE_STATUSES,
  VIDEO_STATUSES,
} from './status-values';
import { SUBSCRIPTION_STATUSES } from './subscription';
import { noteDrawingSchema } from './note-drawing';
import { storedMailPreferencesSchema } from './mail-preferences';
import { mailSuppressionSchema } from './mail-suppression';

const isoDate = z.iso.datetime({ offset: true });
const id = z.string().min(1).max(64);

export const profileSchema = z.object({
  id,
  email: z.string(),
  fullName: z.string().nullable(),
  displayName: z.string().nullable(),
  /** Kept equal to id (set once on first load). */
  displayUserId: z.string(),
  profilePictureUrl: z.string().nullable(),
  planLevel: z.enum(PLAN_LEVELS),
  paddleCustomerId: z.string().nullable(),
  nextBillingDate: isoDate.nullable(),
  /** Set by the billing webhook only (absent until the first subscription event). */
  subscriptionId: z.string().nullable().optional(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable().optional(),
  /** The subscription ends at nextBillingDate (cancellation scheduled for the period end). */
  cancelAtPeriodEnd: z.boolean().optional(),
  role: z.enum(USER_ROLES),
  /** Non-archived projects: what the plan cap counts. */
  activeProjectCount: z.number().int().nonnegative(),
  /** How note times are shown (mm:ss when absent: the spec's default). */
  timeDisplay: timeDisplaySchema.optional(),
  /** E-mail per kind (shared/domain/mail-preferences.ts); an absent kind is 'instant'. */
  mailPreferences: storedMailPreferencesSchema.optional(),
  /**
   * Set in the profile answer (not stored on the profile) while the editor's address is suppressed after a
   * bounce or complaint: the app shows a banner.
   */
  mailSuppression: mailSuppressionSchema.nullable().optional(),
  createdAt: isoDate,
  /**
   * Set while the owner has deactivated the account (Settings › Danger Zone): review links answer 'Review
   * link not found' and no owner mail is sent; data is kept. Absent or null when active.
   */
  deactivatedAt: isoDate.nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

export const projectSchema = z.object({
  id,
  userId: id,
  name: z.string(),
  clientDisplayName: z.string(),
  shareToken: z.string().regex(SHARE_TOKEN_PATTERN),
  shareExpiresAt: isoDate.nullable(),
  status: z.enum(PROJECT_STATUSES),
  createdAt: isoDate,
  lastStatusChangeAt: isoDate,
  archivedAt: isoDate.nullable(),
  approvedVideosCount: z.number().int().nonnegative(),
  videoCount: z.number().int().nonnegative(),
  /** Optimistic concurrency: incremented on every change of the project item. */
  revision: z.number().int().nonnegative(),
  /**
   * Set while the owner has turned the review link off (issue 17): the client gets 'Review link not found'
   * until it is turned back on. Absent or null while the link is on. A new link starts on.
   */
  shareRevokedAt: isoDate.nullable().optional(),
  /** Whether the review page offers 'Download' of the originals (issue 17). Absent = not allowed. */
  shareDownloadsAllowed: z.boolean().optional(),
});
export type Project = z.infer<typeof projectSchema>;

export const videoSchema = z.object({
  id,
  projectId: id,
  title: z.string(),
  /** From 1. */
  orderIndex: z.number().int().positive(),
  fileId: z.string(),
  status: z.enum(VIDEO_STATUSES),
  currentVersionId: z.string().nullable(),
  /** Video-level notes text written by the owner. */
  notes: z.string(),
  lastStatusChangeAt: isoDate,
  createdAt: isoDate,
  revision: z.number().int().nonnegative(),
});
export type Video = z.infer<typeof videoSchema>;

export const videoVersionSchema = z.object({
  id,
  videoId: id,
  projectId: id,
  /** From 1. */
  versionNumber: z.number().int().positive(),
  sourceType: z.literal('drive'),
  /** The Drive link the version came from. */
  sourceUrl: z.string(),
  fileId: z.string(),
  /** Drive preview link (the fallback player source). */
  previewUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nonnegative().nullable(),
  mimeType: z.string().nullable(),
  /** Key of the stored copy in the media bucket, when the download succeeded. */
  storagePath: z.string().nullable(),
  thumbnailPath: z.string().nullable(),
  status: z.enum(VERSION_STORAGE_STATUSES),
  /** 'Video stored as Google Drive link (download failed)' after the last retry failed. */
  statusNote: z.string().nullable(),
  durationMs: z.number().nonnegative().nullable(),
  width: z.number().int().nonnegative().nullable(),
  height: z.number().int().nonnegative().nullable(),
  frameRate: z.number().nonnegative().nullable(),
  /**
   * Frame timing from the probe at download time (rational rate, drop-frame, frame count, `tmcd` start
   * timecode) or 'unknown'. Absent on versions not downloaded yet or stored before frame timing: unknown.
   */
  frameTiming: versionFrameTimingSchema.optional(),
  /** What the probe read from the file (issue 18); absent on versions not probed. */
  media: mediaProbeSchema.optional(),
  /** The playable proxies of a source browsers cannot play (or too heavy to stream); absent = none needed. */
  proxy: proxyStateSchema.optional(),
  createdAt: isoDate,
});
export type VideoVersion = z.infer<typeof videoVersionSchema>;

/** Who wrote a note. */
export const NOTE_AUTHORS = ['client', 'editor'] as const;
export type NoteAuthor = (typeof NOTE_AUTHORS)[number];

export const noteSchema = z.object({
  id,
  projectId: id,
  videoId: id,
  videoVersionId: id,
  body: z.string(),
  status: z.enum(NOTE_STATUSES),
  timecodeMs: z.number().int().nonnegative(),
  /**
   * The frame the note was written on, at its version's rate (shared/lib/frame-time `checkedNoteFrame`). Notes
   * stored before frames have none; the API answers derive it (`storedNoteFrame`).
   */
  frame: z.number().int().nonnegative().optional(),
  /** A range note's out point (exclusive end), in ms and frames (shared/domain/note-range). Absent: a point note. */
  rangeEndMs: z.number().int().nonnegative().optional(),
  rangeEndFrame: z.number().int().nonnegative().optional(),
  /** Shapes drawn on the note's frame, normalised to the picture (shared/domain/note-drawing). */
  drawing: noteDrawingSchema.optional(),
  reviewerLabel: z.string(),
  /** Who wrote it: a client through the review link (absent on notes stored before editors wrote notes) or the editor. */
  author: z.enum(NOTE_AUTHORS).optional(),
  submitBatchId: z.string(),
  /** Truncated (privacy): IPv4 /24, IPv6 /48; empty for the editor's own notes. */
  reviewerIp: z.string(),
  createdAt: isoDate,
});
export type Note = z.infer<typeof noteSchema>;

export const approvalSchema = z.object({
  id,
  projectId: id,
  scope: z.enum(APPROVAL_SCOPES),
  /** The video id (scope video) or the project id (scope project). */
  scopeId: id,
  /** Video scope only. */
  versionId: z.string().nullable(),
  reviewerLabel: z.string(),
  approvedAt: isoDate,
  createdAt: isoDate,
});
export type Approval = z.infer<typeof approvalSchema>;

export const notificationSchema = z.object({
  id,
  userId: id,
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  isRead: z.boolean(),
  /** Reminders can be dismissed (they then leave the reminders list). */
  dismissed: z.boolean(),
  createdAt: isoDate,
});
export type Notification = z.infer<typeof notificationSchema>;
