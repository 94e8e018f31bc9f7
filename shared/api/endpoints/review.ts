/**
 * The client review API (`review-api`): anonymous callers whose only capability is the share token in the
 * path. Every call checks the token (exists, project not archived, link not expired) and reaches only that
 * token's project. Errors carry the spec texts: 'Review link not found' (404), 'This review link has
 * expired' (410), 'No review token provided' (400).
 */
import * as z from 'zod/mini';
import { NOTE_STATUSES, PROJECT_STATUSES, VIDEO_STATUSES } from '../../domain/status-values';
import { versionFrameTimingSchema } from '../../lib/frame-time';
import { noteDrawingSchema } from '../../domain/note-drawing';
import { threadReplySchema } from '../../domain/note-reply';
import { defineEndpoint } from '../endpoint';
import { appliedBrandSchema } from '../../domain/brand';
import {
  reviewerIdentityInputShape,
  reviewerIdentityShape,
  reviewerNameSchema,
} from '../../domain/reviewer-identity';
import { REVIEWER_LABEL_MAX_LENGTH } from '../../domain/reviewer-label';
import { reviewPasswordAttemptSchema } from '../../domain/review-password';
import { noteCountsSchema, playbackAlternativeSchema, scrubSpriteViewSchema } from './version-parts';

/** Abuse limits of the review routes (enforced by the schemas below and by the review-api). */
export const REVIEW_LIMITS = {
  /** Characters of one note (after trimming). */
  noteBodyMax: 5000,
  /** Notes in one submitted batch. */
  notesPerBatch: 200,
  /** Characters of the optional reviewer name. */
  reviewerNameMax: REVIEWER_LABEL_MAX_LENGTH,
  /** Longest timecode accepted (24 h). */
  timecodeMaxMs: 24 * 60 * 60 * 1000,
  /** Highest frame index accepted (24 h at 60 fps). */
  frameMax: 24 * 60 * 60 * 60,
  /**
   * Writes (notes, replies, approvals, password attempts) per link per window: a link is a project's one
   * audience, so this caps what a leaked link can write, while reads are never counted per link (a popular
   * link is opened by hundreds of viewers at once).
   */
  writesPerLinkPerWindow: 300,
  /** Window of the per-link write limit. */
  windowSeconds: 60,
  /**
   * Per viewer of a link (its review session, else its address): a burst of this many calls, then
   * `viewerRefillPerSecond`. A person's visit (open, note pages, notes, approvals, re-reads) stays far below;
   * a script looping on one link does not.
   */
  viewerBurst: 60,
  viewerRefillPerSecond: 1,
  /**
   * Seconds a container keeps a project's review payload for the next viewer's open (the cloud's setting;
   * 0 = off, as locally, where a change is seen at once). Re-reads after the client's own writes and writes
   * read afresh.
   */
  cloudSnapshotCacheSeconds: 3,
} as const;

const isoDate = z.iso.datetime({ offset: true });
const entityId = z.string().check(z.minLength(1), z.maxLength(64));

/**
 * The token is validated by the use case, not here, so that a blank one gets 'No review token provided'
 * and a malformed one 'Review link not found' (never a field error that would reveal the format).
 */
const tokenParams = z.object({ token: z.string().check(z.maxLength(256)) });

/** A client-made batch id: a ULID or a UUID. Sending the same batch twice stores it once. */
export const batchIdSchema = z
  .string()
  .check(
    z.regex(
      /^(?:[0-9A-HJKMNP-TV-Z]{26}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i,
      'Must be a ULID or a UUID',
    ),
  );

/** Optional reviewer name: trimmed; blank counts as absent (stored as 'Anonymous'). */
export { reviewerNameSchema };

export const reviewNoteSchema = z.object({
  id: entityId,
  videoId: entityId,
  videoVersionId: entityId,
  body: z.string(),
  timecodeMs: z.int().check(z.nonnegative()),
  /** The frame the note was written on at the version's rate (derived for notes stored before frames). */
  frame: z.int().check(z.nonnegative()),
  /** A range note's out point (exclusive end): ms and frame. Absent on a point note. */
  rangeEndMs: z.optional(z.int().check(z.nonnegative())),
  rangeEndFrame: z.optional(z.int().check(z.nonnegative())),
  /** Shapes drawn on the note's frame, normalised to the picture. */
  drawing: z.optional(noteDrawingSchema),
  ...reviewerIdentityShape,
  /** 'editor' on the editor's own notes (the page marks them); absent on a client's. */
  author: z.optional(z.literal('editor')),
  status: z.enum(NOTE_STATUSES),
  createdAt: isoDate,
});
export type ReviewNote = z.infer<typeof reviewNoteSchema>;

export const reviewVersionSchema = z.object({
  id: entityId,
  versionNumber: z.int().check(z.positive()),
  /** Short-lived signed URL of the stored file (HTTP Range supported); null when only the Drive link exists. */
  playbackUrl: z.nullable(z.string()),
  /** Drive preview (embed) link: the fallback player source when there is no stored file. */
  previewUrl: z.nullable(z.string()),
  thumbnailUrl: z.nullable(z.string()),
  mimeType: z.nullable(z.string()),
  durationMs: z.nullable(z.number().check(z.nonnegative())),
  /** Frames per second when known (frame stepping in the player). */
  frameRate: z.nullable(z.number().check(z.nonnegative())),
  /** The probed frame timing (rational rate, drop-frame, frame count, start timecode) or 'unknown'. */
  frameTiming: versionFrameTimingSchema,
  /**
   * Short-lived signed URL that downloads the stored original under its file name; null unless the owner
   * allows downloads (and the file is stored). The player hides its own download control when null.
   */
  downloadUrl: z.nullable(z.string()),
  /** The proxies (1080p, 540p for phones) and the original where the browser plays it; may be empty. */
  alternatives: z._default(z.array(playbackAlternativeSchema), []),
  /** A playable copy is being made: the page says the video will be ready shortly and checks again. */
  processing: z._default(z.boolean(), false),
  /** Thumbnails shown while the timeline is hovered or dragged; null when there are none. */
  scrub: z._default(z.nullable(scrubSpriteViewSchema), null),
});
export type ReviewVersion = z.infer<typeof reviewVersionSchema>;

export const reviewApprovalSchema = z.object({
  versionId: z.nullable(z.string()),
  reviewerLabel: z.string(),
  approvedAt: isoDate,
});

export const reviewVideoSchema = z.object({
  id: entityId,
  title: z.string(),
  orderIndex: z.int().check(z.positive()),
  status: z.enum(VIDEO_STATUSES),
  /** Null while the import has produced no version yet ('No video available'). */
  currentVersion: z.nullable(reviewVersionSchema),
  /**
   * The first page of the notes on the current version, oldest first (shared/domain/note-limits: at most a
   * page, and within the answer's byte budget); the rest from `listReviewNotes` with `notesNextCursor`.
   */
  notes: z.array(reviewNoteSchema),
  /** Pass as `cursor` to `listReviewNotes` for the next page; null when `notes` holds every note. */
  notesNextCursor: z.nullable(z.string()),
  /** Counts over every note of the current version (not the loaded page). */
  noteCounts: noteCountsSchema,
  /** The latest video-scope approval, if any. */
  approval: z.nullable(reviewApprovalSchema),
  /** Replies on this video's notes (every version), oldest first; each names its note. */
  replies: z.array(threadReplySchema),
  /** Every version, oldest first (version 1 first), with playback URLs: the note chips and version compare. */
  versions: z.array(reviewVersionSchema),
  /** Notes on the earlier versions (not the current one), oldest first; `videoVersionId` names their version. */
  earlierNotes: z.array(reviewNoteSchema),
});
export type ReviewVideo = z.infer<typeof reviewVideoSchema>;

export const reviewResponseSchema = z.object({
  project: z.object({
    name: z.string(),
    clientDisplayName: z.string(),
    createdAt: isoDate,
    status: z.enum(PROJECT_STATUSES),
    shareExpiresAt: z.nullable(isoDate),
    approvedVideosCount: z.int().check(z.nonnegative()),
    /** Whether the owner allows downloading the originals ('Download' on the review page). */
    downloadsAllowed: z.boolean(),
  }),
  /** The reviewable videos in order (order_index ascending): a refused file (damaged or not a video) is left out. */
  videos: z.array(reviewVideoSchema),
  /**
   * Whether videos were left out as refused files (waiting for the editor's new version): the empty state
   * then says nothing is ready yet instead of 'No videos in this review.'. Nothing else of them is sent.
   */
  videosWithheld: z.optional(z.boolean()),
  /** Notes sent through this review link so far (its cap is shared/domain/note-limits `perLink`). */
  linkNoteCount: z.int().check(z.nonnegative()),
  /**
   * The workspace's brand in force (Pro), with the review so the page needs no other request before its first
   * frame; null: the product's look (no brand, or the plan no longer includes it).
   */
  brand: z.optional(z.nullable(appliedBrandSchema)),
  /** Whether the page records what the client watches (the workspace's analytics setting; absent: no). */
  collectViewing: z.optional(z.boolean()),
});
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

export const submittedNoteSchema = z.object({
  videoId: entityId,
  videoVersionId: entityId,
  body: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'A note cannot be blank'),
      z.maxLength(REVIEW_LIMITS.noteBodyMax, `At most ${REVIEW_LIMITS.noteBodyMax} characters`),
    ),
  timecodeMs: z.int().check(z.nonnegative(), z.lte(REVIEW_LIMITS.timecodeMaxMs)),
  /**
   * The frame on screen when the note was typed, at the version's rate. Checked against `timecodeMs` (within
   * one frame, else 400); derived from it when absent.
   */
  frame: z.optional(z.int().check(z.nonnegative(), z.lte(REVIEW_LIMITS.frameMax))),
  /**
   * A range note's out point (exclusive end) in ms: after `timecodeMs`, within the video when its length is
   * known (shared/domain/note-range `checkedNoteRange`, else 400).
   */
  rangeEndMs: z.optional(z.int().check(z.positive(), z.lte(REVIEW_LIMITS.timecodeMaxMs))),
  /** The out point's frame; checked against `rangeEndMs` like `frame` (within one frame), derived when absent. */
  rangeEndFrame: z.optional(z.int().check(z.positive(), z.lte(REVIEW_LIMITS.frameMax))),
  /** Shapes drawn on the note's frame (kinds, colours, 0..1 coordinates and sizes checked). */
  drawing: z.optional(noteDrawingSchema),
});
export type SubmittedNote = z.infer<typeof submittedNoteSchema>;

export const submitNotesBodySchema = z.object({
  batchId: batchIdSchema,
  ...reviewerIdentityInputShape,
  notes: z
    .array(submittedNoteSchema)
    .check(
      z.minLength(1, 'No notes to submit'),
      z.maxLength(REVIEW_LIMITS.notesPerBatch, `At most ${REVIEW_LIMITS.notesPerBatch} notes per submission`),
    ),
});
export type SubmitNotesBody = z.infer<typeof submitNotesBodySchema>;

export const submitNotesResponseSchema = z.object({
  batchId: z.string(),
  /** False when this batch had been stored before (nothing new was written). */
  created: z.boolean(),
  notes: z.array(reviewNoteSchema),
  /** The videos the batch touched, with their status now. */
  videos: z.array(z.object({ id: entityId, status: z.enum(VIDEO_STATUSES) })),
  projectStatus: z.enum(PROJECT_STATUSES),
});
export type SubmitNotesResponse = z.infer<typeof submitNotesResponseSchema>;

export const approveVideoBodySchema = z.object({
  reviewerName: reviewerNameSchema,
  /** The version the reviewer watched; refused (409) when the video has a newer one. */
  versionId: entityId,
});
export type ApproveVideoBody = z.infer<typeof approveVideoBodySchema>;

export const approveVideoResponseSchema = z.object({
  video: z.object({ id: entityId, status: z.enum(VIDEO_STATUSES) }),
  approval: reviewApprovalSchema,
  /** False when the video was already approved (nothing new was written). */
  created: z.boolean(),
  approvedVideosCount: z.int().check(z.nonnegative()),
  projectStatus: z.enum(PROJECT_STATUSES),
});
export type ApproveVideoResponse = z.infer<typeof approveVideoResponseSchema>;

/**
 * `reread=1`: the page re-reads a review it has already opened in this visit (after a note, a reply or an
 * approval, while a copy is being made): not another open of the link. A visit counts one open.
 */
export const reviewQuerySchema = z.strictObject({ reread: z.optional(z.literal('1')) });

export const getReview = defineEndpoint({
  id: 'getReview',
  method: 'GET',
  path: '/api/review/{token}',
  caller: 'reviewer',
  lambda: 'review-api',
  params: tokenParams,
  query: reviewQuerySchema,
  response: reviewResponseSchema,
  summary:
    'Load a review by share token: the project, its non-archived videos with playback URLs, notes, approvals.',
});

export const submitReviewNotes = defineEndpoint({
  id: 'submitReviewNotes',
  method: 'POST',
  path: '/api/review/{token}/notes',
  caller: 'reviewer',
  lambda: 'review-api',
  params: tokenParams,
  body: submitNotesBodySchema,
  response: submitNotesResponseSchema,
  summary: 'Submit a batch of time-coded notes (idempotent by batch id); notifies and e-mails the owner.',
});

export const approveReviewVideo = defineEndpoint({
  id: 'approveReviewVideo',
  method: 'POST',
  path: '/api/review/{token}/videos/{videoId}/approve',
  caller: 'reviewer',
  lambda: 'review-api',
  params: z.extend(tokenParams, { videoId: entityId }),
  body: approveVideoBodySchema,
  response: approveVideoResponseSchema,
  summary: 'Approve one video at its current version; the project becomes approved when every video is.',
});

/** An opaque notes cursor (base64url); its content is checked by the server against the page it continues. */
export const notesCursorSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(2048), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor.'));

export const reviewNotesQuerySchema = z.strictObject({ cursor: z.optional(notesCursorSchema) });

export const reviewNotesPageSchema = z.object({
  /** Oldest first. */
  items: z.array(reviewNoteSchema),
  nextCursor: z.nullable(z.string()),
});
export type ReviewNotesPage = z.infer<typeof reviewNotesPageSchema>;

export const listReviewNotes = defineEndpoint({
  id: 'listReviewNotes',
  method: 'GET',
  path: '/api/review/{token}/versions/{versionId}/notes',
  caller: 'reviewer',
  lambda: 'review-api',
  params: z.extend(tokenParams, { versionId: entityId }),
  query: reviewNotesQuerySchema,
  response: reviewNotesPageSchema,
  summary: "The next page of a current version's notes (oldest first), after the answer's first page.",
});

export const unlockReviewBodySchema = z.object({ password: reviewPasswordAttemptSchema });
export const unlockReviewResponseSchema = z.object({
  /** Send as `x-review-session` on every review call; null when the link has no password. */
  session: z.nullable(z.string()),
  expiresAt: z.nullable(isoDate),
});
export type UnlockReviewResponse = z.infer<typeof unlockReviewResponseSchema>;

export const unlockReview = defineEndpoint({
  id: 'unlockReview',
  method: 'POST',
  path: '/api/review/{token}/unlock',
  caller: 'reviewer',
  lambda: 'review-api',
  params: tokenParams,
  body: unlockReviewBodySchema,
  response: unlockReviewResponseSchema,
  summary:
    "Check a protected link's password (attempts limited per link, wrong ones answered slowly); answers a review session.",
});

export const reviewBrandResponseSchema = z.object({ brand: z.nullable(appliedBrandSchema) });

/**
 * The brand of a link's workspace for the screens shown instead of the review (the password prompt, a link
 * turned off or expired): answered whatever the link's state, null for an unknown token or no brand in force.
 */
export const getReviewBrand = defineEndpoint({
  id: 'getReviewBrand',
  method: 'GET',
  path: '/api/review/{token}/brand',
  caller: 'reviewer',
  lambda: 'review-api',
  params: tokenParams,
  response: reviewBrandResponseSchema,
  summary: "The brand in force of a link's workspace, for its password prompt and 'not available' screens.",
});

export const reviewEndpoints = [
  getReview,
  submitReviewNotes,
  approveReviewVideo,
  listReviewNotes,
  unlockReview,
  getReviewBrand,
] as const;
