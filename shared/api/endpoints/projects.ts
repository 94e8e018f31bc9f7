/**
 * Projects of the signed-in editor (`editor-api`, caller `owner`): list by filter, the whole project in one
 * request, create from an import selection, rename, archive, restore, approve, and the review link
 * (extend, regenerate). The owner is always the verified JWT's user: another user's project answers 404 and
 * changes nothing; an archived project refuses every mutation with 409 'Cannot modify archived projects.';
 * create and restore hold the plan cap (409 PLAN_LIMIT naming the plan and its limit).
 */
import * as z from 'zod/mini';
import { reviewPasswordSchema } from '../../domain/review-password';
import { threadReplySchema } from '../../domain/note-reply';
import { PROJECT_FILTERS, type ProjectFilter } from '../../domain/project-filter';
import { mineQuerySchema } from '../../domain/mine-filter';
import { projectSearchQuerySchema } from '../../domain/project-search';
import { REVIEW_LINK, SHARE_TOKEN_PATTERN } from '../../domain/review-link-rules';
import {
  approvalSchema,
  noteSchema,
  projectSchema,
  videoSchema,
  videoVersionSchema,
} from '../../domain/entities';
import { IMPORT_MESSAGES } from '../../messages/import-messages';
import { LINK_CARD_MESSAGES } from '../../messages/link-card-messages';
import { proxyFrameClockSchema } from '../../lib/frame-time';
import { defineEndpoint } from '../endpoint';
import { noteCountsSchema, playbackAlternativeSchema, scrubSpriteViewSchema } from './version-parts';
import { FOOTAGE_SOURCES } from '../../domain/footage/footage-source';

const isoDate = z.iso.datetime({ offset: true });

/** Limits of the editor routes' inputs (enforced by the schemas below). */
export const EDITOR_LIMITS = {
  /** Characters of a project name or client display name (after trimming). */
  nameMax: 200,
  /**
   * Videos in one import selection. A project is created in ONE DynamoDB transaction (at most 100 items):
   * the project, its share token, the plan slot and two items per video (video + version 1), so 48 videos.
   * More videos join later through Add Video, each in its own transaction; a failure never leaves half a
   * project.
   */
  importVideosMax: 48,
  /** Page size of the projects list. */
  pageSizeDefault: 24,
  pageSizeMax: 100,
  /** Characters of an opaque list cursor. */
  cursorMax: 2048,
  /** Characters of a Drive file link. */
  urlMax: 2048,
  /** Characters of the owner's video-level notes. */
  videoNotesMax: 10_000,
} as const;

/** Path ids (ULIDs in practice): a restricted alphabet so a malformed id is a 400, never a key oddity. */
export const entityIdParam = z
  .string()
  .check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'Not a valid id'));

export const projectIdParams = z.object({ projectId: entityIdParam });

/** Projects list filters: `all` = every non-archived project; the others are exactly that status. */
/** The filters of the projects list: the one list of shared/domain/project-filter.ts. */
export const PROJECT_LIST_FILTERS = PROJECT_FILTERS;
export type ProjectListFilter = ProjectFilter;

/** A required text field: trimmed, non-empty ('Please fill in all required fields'). */
const requiredName = z
  .string(IMPORT_MESSAGES.requiredFields)
  .check(
    z.trim(),
    z.minLength(1, IMPORT_MESSAGES.requiredFields),
    z.maxLength(EDITOR_LIMITS.nameMax, `At most ${EDITOR_LIMITS.nameMax} characters`),
  );

const httpUrl = z
  .string()
  .check(z.maxLength(EDITOR_LIMITS.urlMax), z.regex(/^https?:\/\//i, 'Must be an http(s) URL'));

/** One Drive file of the import selection (as the Drive listing returned it). */
export const importVideoSchema = z.object({
  fileId: z
    .string()
    .check(z.minLength(10), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/, 'Not a valid Drive file id')),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  mimeType: z.string().check(z.minLength(1), z.maxLength(200)),
  thumbnailLink: z.optional(z.nullable(httpUrl)),
  webViewLink: z.optional(z.nullable(httpUrl)),
  /** Bytes; Drive reports it as a string, so both are accepted. */
  size: z.optional(
    z.nullable(
      z.union([
        z.int().check(z.nonnegative()),
        z.pipe(z.string().check(z.regex(/^\d{1,18}$/)), z.transform(Number)),
      ]),
    ),
  ),
  previewUrl: z.optional(z.nullable(httpUrl)),
  /** A footage source other than Drive (Pro): its source, shared link and item, as the footage listing gave them. */
  source: z.optional(z.enum(FOOTAGE_SOURCES)),
  link: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
  item: z.optional(z.string().check(z.maxLength(1024))),
});
export type ImportVideo = z.infer<typeof importVideoSchema>;

export const createProjectBodySchema = z.object({
  name: requiredName,
  clientDisplayName: requiredName,
  videos: z
    .array(importVideoSchema, IMPORT_MESSAGES.selectAtLeastOneVideo)
    .check(
      z.minLength(1, IMPORT_MESSAGES.selectAtLeastOneVideo),
      z.maxLength(
        EDITOR_LIMITS.importVideosMax,
        IMPORT_MESSAGES.tooManySelected(EDITOR_LIMITS.importVideosMax),
      ),
    ),
});
export type CreateProjectBody = z.infer<typeof createProjectBodySchema>;

export const renameProjectBodySchema = z.object({
  name: requiredName,
  clientDisplayName: requiredName,
  /** When given, the rename is refused with 409 if the project changed since this revision. */
  expectedRevision: z.optional(z.int().check(z.nonnegative())),
});

export const listProjectsQuerySchema = z.object({
  filter: z._default(z.enum(PROJECT_LIST_FILTERS), 'all'),
  /** 'true': only the projects the caller created (the workspace's list filtered to 'mine'). */
  mine: mineQuerySchema,
  /**
   * A search: only the projects whose name contains this text (any case, with or without accents, any Unicode
   * form). A page may hold fewer matches than `limit`, even none, with a `nextCursor`: each request reads a
   * bounded part of the list.
   */
  q: projectSearchQuerySchema,
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(EDITOR_LIMITS.cursorMax))),
  limit: z._default(
    z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(EDITOR_LIMITS.pageSizeMax))),
    EDITOR_LIMITS.pageSizeDefault,
  ),
});

export const projectListResponseSchema = z.object({
  /** Newest first (by creation). */
  items: z.array(projectSchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

/** The review link of a project: the page URL is `/Review?token={token}`. */
export const reviewLinkSchema = z.object({
  token: z.string().check(z.regex(SHARE_TOKEN_PATTERN)),
  expiresAt: z.nullable(isoDate),
});
export type ReviewLink = z.infer<typeof reviewLinkSchema>;

/**
 * Where the player gets the current version (as functions/media/adapters/playback-url.ts decides): `stored` = a
 * signed URL of our copy (HTML5 video, Range); `drive_link` = the Drive preview page (iframe); `processing` =
 * the copy is still running, the Drive preview plays meanwhile; `failed` = the file was refused at import
 * (damaged or not a video): no URL, the row says so.
 */
export const PLAYBACK_KINDS = ['stored', 'drive_link', 'processing', 'failed'] as const;
export type PlaybackKind = (typeof PLAYBACK_KINDS)[number];

/** A video of the project page with everything its row shows. */
export const projectVideoSchema = z.extend(videoSchema, {
  /** Every version, oldest first (version 1 first). */
  versions: z.array(videoVersionSchema),
  /**
   * The first page of the current version's notes (reviewer feedback), newest first. This replaces the entity's `notes` text on
   * the project page: the owner's video-level notes text is `notesText`.
   */
  notes: z.array(noteSchema),
  /** Pass as `cursor` to `listVersionNotes` for the next page; null when `notes` holds every note. */
  notesNextCursor: z.nullable(z.string()),
  /** Counts over every note of the current version (not the loaded page). */
  noteCounts: noteCountsSchema,
  /** The owner's video-level notes text (the entity's `notes`). */
  notesText: z.string(),
  /** Video-scope approvals, newest first. */
  approvals: z.array(approvalSchema),
  /** Short-lived signed URL (Range supported) of the current version, else its Drive preview; null without a version. */
  playbackUrl: z.nullable(z.string()),
  playbackKind: z.nullable(z.enum(PLAYBACK_KINDS)),
  /** The proxies and the original (where the browser plays it); empty when there is only `playbackUrl`. */
  playbackAlternatives: z._default(z.array(playbackAlternativeSchema), []),
  /** The current version's scrubbing thumbnails; null when there are none. */
  playbackScrub: z._default(z.nullable(scrubSpriteViewSchema), null),
  /** Signed URL of the stored thumbnail, else the Drive thumbnail link, else null. */
  thumbnailUrl: z.nullable(z.string()),
  /** Replies on this video's notes (every version), oldest first; each names its note. */
  replies: z.array(threadReplySchema),
  /** Notes on the earlier versions (not the current one), newest first; `videoVersionId` names their version. */
  earlierNotes: z.array(noteSchema),
  /** Playback of every version (by version id), for version compare; null where a version has no source yet. */
  versionPlayback: z.array(
    z.object({
      versionId: z.string(),
      playbackUrl: z.nullable(z.string()),
      playbackKind: z.nullable(z.enum(PLAYBACK_KINDS)),
      /** The frame clock of the file at `playbackUrl` when it is a proxy (the player maps frames onto it). */
      frameClock: z.optional(proxyFrameClockSchema),
    }),
  ),
});
export type ProjectVideo = z.infer<typeof projectVideoSchema>;

/** How often the current review link was opened (per link, not per person; a new link starts at 0). */
export const linkOpensSchema = z.object({
  count: z.int().check(z.nonnegative()),
  firstOpenedAt: z.nullable(isoDate),
  lastOpenedAt: z.nullable(isoDate),
});
export type LinkOpens = z.infer<typeof linkOpensSchema>;

export const projectDetailSchema = z.object({
  project: projectSchema,
  /** In order (orderIndex ascending). */
  videos: z.array(projectVideoSchema),
  /** Every approval of the project (video and project scope), newest first. */
  approvals: z.array(approvalSchema),
  reviewLink: reviewLinkSchema,
  /** Opens of the current review link (the dashboard's 'Recently opened links'). */
  linkOpens: linkOpensSchema,
  /** Whether the current review link asks for a password (a new link starts without one). */
  linkPasswordProtected: z.boolean(),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const listProjects = defineEndpoint({
  id: 'listProjects',
  method: 'GET',
  path: '/api/projects',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'viewProjects',
  query: listProjectsQuerySchema,
  response: projectListResponseSchema,
  summary: "The caller's projects by filter (all = non-archived), newest first, paged by cursor.",
});

export const getProject = defineEndpoint({
  id: 'getProject',
  method: 'GET',
  path: '/api/projects/{projectId}',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'viewProjects',
  params: projectIdParams,
  response: projectDetailSchema,
  summary: 'One project whole: videos in order with versions, notes, approvals, playback URLs, review link.',
});

export const createProject = defineEndpoint({
  id: 'createProject',
  method: 'POST',
  path: '/api/projects',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'changeProjects',
  body: createProjectBodySchema,
  response: projectSchema,
  successStatus: 201,
  summary: 'Creates a project from an import selection within the plan cap; queues one download per video.',
  plan: 'activeProjects',
});

export const renameProject = defineEndpoint({
  id: 'renameProject',
  method: 'PATCH',
  path: '/api/projects/{projectId}',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'changeProjects',
  params: projectIdParams,
  body: renameProjectBodySchema,
  response: projectSchema,
  summary: 'Renames a project (name and client display name).',
});

export const archiveProject = defineEndpoint({
  id: 'archiveProject',
  method: 'POST',
  path: '/api/projects/{projectId}/archive',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'changeProjects',
  params: projectIdParams,
  response: projectSchema,
  summary: 'Archives a project (read-only from then on); frees a plan slot.',
});

export const restoreProject = defineEndpoint({
  id: 'restoreProject',
  method: 'POST',
  path: '/api/projects/{projectId}/restore',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'changeProjects',
  params: projectIdParams,
  response: projectSchema,
  summary: 'Restores an archived project within the plan cap; its status is recomputed by the status rule.',
  plan: 'activeProjects',
});

export const approveProject = defineEndpoint({
  id: 'approveProject',
  method: 'POST',
  path: '/api/projects/{projectId}/approve',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'changeProjects',
  params: projectIdParams,
  response: projectSchema,
  summary: "Approves every video, completes every note, records an 'Editor Override' project approval.",
});

export const extendReviewLink = defineEndpoint({
  id: 'extendReviewLink',
  method: 'POST',
  path: '/api/projects/{projectId}/review-link/extend',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'changeProjects',
  params: projectIdParams,
  response: reviewLinkSchema,
  summary: 'Sets the review link expiry to now + 7 days.',
});

/**
 * Pro only (403 otherwise, with LINK_CARD_MESSAGES.customExpiryProOnly): 1–90 days from now, a date within
 * 90 days, or never. A later downgrade from Pro turns a permanent link into a 7-day link from that day.
 */
export const linkExpiryChoiceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('days'),
    days: z
      .int()
      .check(
        z.gte(REVIEW_LINK.customDaysMin, LINK_CARD_MESSAGES.expiryDaysRange),
        z.lte(REVIEW_LINK.customDaysMax, LINK_CARD_MESSAGES.expiryDaysRange),
      ),
  }),
  z.object({ kind: z.literal('date'), date: isoDate }),
  z.object({ kind: z.literal('never') }),
]);

export const setReviewLinkExpiryBodySchema = z.object({ expiry: linkExpiryChoiceSchema });

export const setReviewLinkExpiry = defineEndpoint({
  id: 'setReviewLinkExpiry',
  method: 'PUT',
  path: '/api/projects/{projectId}/review-link/expiry',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'changeProjects',
  params: projectIdParams,
  body: setReviewLinkExpiryBodySchema,
  response: reviewLinkSchema,
  summary: 'Pro: sets the review link to expire in 1–90 days, on a date within 90 days, or never.',
  plan: 'pro',
});

export const reviewLinkSettingsBodySchema = z
  .object({
    /** false turns the link off ('Review link not found' for the client at once); true back on. */
    enabled: z.optional(z.boolean()),
    /** Whether the review page offers 'Download' of the originals. */
    downloadsAllowed: z.optional(z.boolean()),
  })
  .check(
    z.refine((b) => b.enabled !== undefined || b.downloadsAllowed !== undefined, {
      message: 'Nothing to change',
    }),
  );

export const updateReviewLinkSettings = defineEndpoint({
  id: 'updateReviewLinkSettings',
  method: 'PATCH',
  path: '/api/projects/{projectId}/review-link',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'changeProjects',
  params: projectIdParams,
  body: reviewLinkSettingsBodySchema,
  response: projectSchema,
  summary: 'Turns the review link off or back on, and allows or forbids downloads of the originals.',
});

export const reviewLinkPasswordBodySchema = z.object({
  /** The new password, or null to remove it. */
  password: z.nullable(reviewPasswordSchema),
});
export type ReviewLinkPasswordBody = z.infer<typeof reviewLinkPasswordBodySchema>;

export const setReviewLinkPassword = defineEndpoint({
  id: 'setReviewLinkPassword',
  method: 'PUT',
  path: '/api/projects/{projectId}/review-link/password',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'changeProjects',
  params: projectIdParams,
  body: reviewLinkPasswordBodySchema,
  response: z.object({ passwordProtected: z.boolean() }),
  summary: "Sets or removes the review link's password (clients enter it before they see anything).",
});

export const regenerateReviewLink = defineEndpoint({
  id: 'regenerateReviewLink',
  method: 'POST',
  path: '/api/projects/{projectId}/review-link/regenerate',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'changeProjects',
  params: projectIdParams,
  response: reviewLinkSchema,
  summary: 'Replaces the share token (the old link stops working at once) with a new 7-day expiry.',
});

export const projectEndpoints = [
  listProjects,
  getProject,
  createProject,
  renameProject,
  archiveProject,
  restoreProject,
  approveProject,
  extendReviewLink,
  regenerateReviewLink,
  setReviewLinkExpiry,
  updateReviewLinkSettings,
  setReviewLinkPassword,
] as const;
