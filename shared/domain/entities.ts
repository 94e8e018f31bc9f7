/**
 * The entities as the API and the SPA see them (camelCase, ISO-8601 dates). The data layer maps its items to
 * these and validates them on read; the contract's responses are built from them.
 */
import { SHARE_TOKEN_PATTERN } from './review-link-rules';
import { reviewerIdentityShape } from './reviewer-identity';
import * as z from 'zod/mini';
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
import { PRICE_KEYS } from './plans';
import { SUBSCRIPTION_STATUSES } from './subscription';
import { noteDrawingSchema } from './note-drawing';
import { storedMailPreferencesSchema } from './mail-preferences';
import { mailSuppressionSchema } from './mail-suppression';
import { FOOTAGE_SOURCES } from './footage/footage-source';

const isoDate = z.iso.datetime({ offset: true });
const id = z.string().check(z.minLength(1), z.maxLength(64));

export const profileSchema = z.object({
  id,
  email: z.string(),
  fullName: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
  /** Kept equal to id (set once on first load). */
  displayUserId: z.string(),
  profilePictureUrl: z.nullable(z.string()),
  planLevel: z.enum(PLAN_LEVELS),
  paddleCustomerId: z.nullable(z.string()),
  nextBillingDate: z.nullable(isoDate),
  /** Set by the billing webhook only (absent until the first subscription event). */
  subscriptionId: z.optional(z.nullable(z.string())),
  subscriptionStatus: z.optional(z.nullable(z.enum(SUBSCRIPTION_STATUSES))),
  /** The subscription ends at nextBillingDate (cancellation scheduled for the period end). */
  cancelAtPeriodEnd: z.optional(z.boolean()),
  /** The live subscription's plan and billing period (set by the billing webhook only). */
  priceKey: z.optional(z.nullable(z.enum(PRICE_KEYS))),
  /**
   * A downgrade that applies at the renewal (shared/domain/plan-change.ts, planInForce): until effectiveAt
   * the profile keeps the higher plan and price. Written by the plan change, applied or ended by the webhook.
   */
  pendingPlanChange: z.optional(
    z.nullable(
      z.object({
        planLevel: z.enum(['basic', 'pro']),
        priceKey: z.enum(PRICE_KEYS),
        effectiveAt: isoDate,
        keepsPlanLevel: z.enum(['basic', 'pro']),
        keepsPriceKey: z.enum(PRICE_KEYS),
      }),
    ),
  ),
  /**
   * Set only while the billing provider holds more than one live subscription for this customer (they may be
   * billed twice; support is alerted): every one of them, so the app never shows them as one.
   */
  liveSubscriptionIds: z.optional(z.array(z.string())),
  /** Pro's extra seats: the seat item's quantity on the subscription (set by the billing webhook only). */
  extraSeats: z.optional(z.int().check(z.nonnegative())),
  role: z.enum(USER_ROLES),
  /** Non-archived projects: what the plan cap counts. */
  activeProjectCount: z.int().check(z.nonnegative()),
  /**
   * Bytes of the workspace's stored originals (added by the download worker's result, in its transaction);
   * absent until the first one. Shown in Settings; the plans name no storage limit.
   */
  storageBytes: z.optional(z.int().check(z.nonnegative())),
  /** How note times are shown (mm:ss when absent: the spec's default). */
  timeDisplay: z.optional(timeDisplaySchema),
  /** E-mail per kind (shared/domain/mail-preferences.ts); an absent kind is 'instant'. */
  mailPreferences: z.optional(storedMailPreferencesSchema),
  /**
   * Set in the profile answer (not stored on the profile) while the editor's address is suppressed after a
   * bounce or complaint: the app shows a banner.
   */
  mailSuppression: z.optional(z.nullable(mailSuppressionSchema)),
  createdAt: isoDate,
  /**
   * Set while the owner has deactivated the account (Settings › Danger Zone): review links answer 'Review
   * link not found' and no owner mail is sent; data is kept. Absent or null when active.
   */
  deactivatedAt: z.optional(z.nullable(isoDate)),
});
export type Profile = z.infer<typeof profileSchema>;

export const projectSchema = z.object({
  id,
  /**
   * The id of the workspace that owns the project (shared/domain/workspace.ts): a workspace made for an
   * account has that account's user id, so projects from before workspaces keep their keys.
   */
  userId: id,
  /** The member who created it (absent on projects from before workspaces: the workspace's account). */
  createdBy: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  name: z.string(),
  clientDisplayName: z.string(),
  shareToken: z.string().check(z.regex(SHARE_TOKEN_PATTERN)),
  shareExpiresAt: z.nullable(isoDate),
  status: z.enum(PROJECT_STATUSES),
  createdAt: isoDate,
  lastStatusChangeAt: isoDate,
  archivedAt: z.nullable(isoDate),
  approvedVideosCount: z.int().check(z.nonnegative()),
  videoCount: z.int().check(z.nonnegative()),
  /** Optimistic concurrency: incremented on every change of the project item. */
  revision: z.int().check(z.nonnegative()),
  /**
   * Set while the owner has turned the review link off: the client gets 'Review link not found'
   * until it is turned back on. Absent or null while the link is on. A new link starts on.
   */
  shareRevokedAt: z.optional(z.nullable(isoDate)),
  /** Whether the review page offers 'Download' of the originals. Absent = not allowed. */
  shareDownloadsAllowed: z.optional(z.boolean()),
});
export type Project = z.infer<typeof projectSchema>;

export const videoSchema = z.object({
  id,
  projectId: id,
  title: z.string(),
  /** From 1. */
  orderIndex: z.int().check(z.positive()),
  fileId: z.string(),
  status: z.enum(VIDEO_STATUSES),
  currentVersionId: z.nullable(z.string()),
  /** Video-level notes text written by the owner. */
  notes: z.string(),
  lastStatusChangeAt: isoDate,
  createdAt: isoDate,
  revision: z.int().check(z.nonnegative()),
});
export type Video = z.infer<typeof videoSchema>;

export const videoVersionSchema = z.object({
  id,
  videoId: id,
  projectId: id,
  /** Who added it (the member's name, shared/domain/workspace.ts memberLabel); absent on older versions. */
  addedBy: z.optional(z.string()),
  /** From 1. */
  versionNumber: z.int().check(z.positive()),
  sourceType: z.enum(FOOTAGE_SOURCES),
  /** The Drive link the version came from (another source: its shared link). */
  sourceUrl: z.string(),
  /** Another source than Drive: the item inside the shared link ('' or absent = the link's own file). */
  sourceItem: z.optional(z.string()),
  fileId: z.string(),
  /** Drive preview link (the fallback player source). */
  previewUrl: z.nullable(z.string()),
  thumbnailUrl: z.nullable(z.string()),
  fileName: z.nullable(z.string()),
  fileSize: z.nullable(z.int().check(z.nonnegative())),
  mimeType: z.nullable(z.string()),
  /** Key of the stored copy in the media bucket, when the download succeeded. */
  storagePath: z.nullable(z.string()),
  thumbnailPath: z.nullable(z.string()),
  status: z.enum(VERSION_STORAGE_STATUSES),
  /** 'Video stored as Google Drive link (download failed)' after the last retry failed. */
  statusNote: z.nullable(z.string()),
  durationMs: z.nullable(z.number().check(z.nonnegative())),
  width: z.nullable(z.int().check(z.nonnegative())),
  height: z.nullable(z.int().check(z.nonnegative())),
  frameRate: z.nullable(z.number().check(z.nonnegative())),
  /**
   * Frame timing from the probe at download time (rational rate, drop-frame, frame count, `tmcd` start
   * timecode) or 'unknown'. Absent on versions not downloaded yet or stored before frame timing: unknown.
   */
  frameTiming: z.optional(versionFrameTimingSchema),
  /** What the probe read from the file; absent on versions not probed. */
  media: z.optional(mediaProbeSchema),
  /** The playable proxies of a source browsers cannot play (or too heavy to stream); absent = none needed. */
  proxy: z.optional(proxyStateSchema),
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
  /** The member who last marked it done or pending (memberLabel); absent until a member does. */
  statusChangedBy: z.optional(z.string()),
  timecodeMs: z.int().check(z.nonnegative()),
  /**
   * The frame the note was written on, at its version's rate (shared/lib/frame-time `checkedNoteFrame`). Notes
   * stored before frames have none; the API answers derive it (`storedNoteFrame`).
   */
  frame: z.optional(z.int().check(z.nonnegative())),
  /** A range note's out point (exclusive end), in ms and frames (shared/domain/note-range). Absent: a point note. */
  rangeEndMs: z.optional(z.int().check(z.nonnegative())),
  rangeEndFrame: z.optional(z.int().check(z.nonnegative())),
  /** Shapes drawn on the note's frame, normalised to the picture (shared/domain/note-drawing). */
  drawing: z.optional(noteDrawingSchema),
  ...reviewerIdentityShape,
  /** Who wrote it: a client through the review link (absent on notes stored before editors wrote notes) or the editor. */
  author: z.optional(z.enum(NOTE_AUTHORS)),
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
  versionId: z.nullable(z.string()),
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
  link: z.nullable(z.string()),
  isRead: z.boolean(),
  /** Reminders can be dismissed (they then leave the reminders list). */
  dismissed: z.boolean(),
  createdAt: isoDate,
});
export type Notification = z.infer<typeof notificationSchema>;
