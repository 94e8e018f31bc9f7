/**
 * Viewing analytics: the review page's viewing batches (`review-api`, the share token is the capability) and
 * the workspace's collection setting (`editor-api`). What is counted and how: shared/domain/viewing.ts.
 */
import * as z from 'zod/mini';
import { VIEWING_EVENT_TYPES, VIEWING_LIMITS } from '../../domain/viewing';
import { reviewerNameSchema } from '../../domain/reviewer-identity';
import { defineEndpoint } from '../endpoint';

const entityId = z.string().check(z.minLength(1), z.maxLength(64));
const positionMs = z.int().check(z.nonnegative(), z.lte(24 * 60 * 60 * 1000));

/** A ULID (its time part dates the batch: an old one is refused, so a replay cannot count twice). */
export const viewingBatchIdSchema = z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Must be a ULID'));

/** The browser's random viewer id (a UUID kept in its storage): nothing else identifies the viewer. */
export const viewerIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Must be a UUID'));

export const viewingBatchSchema = z.object({
  batchId: viewingBatchIdSchema,
  viewerId: viewerIdSchema,
  /** The reviewer's name, only when they gave it (for the per-reviewer figures). */
  reviewerName: z.optional(reviewerNameSchema),
  videoId: entityId,
  versionId: entityId,
  /** The first batch of a page visit: counts an open of the link. */
  open: z.optional(z.boolean()),
  events: z.array(
    z.object({
      type: z.enum(VIEWING_EVENT_TYPES),
      positionMs,
      start: z.optional(z.boolean()),
    }),
  ),
  ranges: z.array(z.tuple([positionMs, positionMs])),
});
export type ViewingBatch = z.infer<typeof viewingBatchSchema>;

export const viewingBatchResponseSchema = z.object({
  /** `stored`: counted; `duplicate`: this batch was counted before; `off`: the workspace collects nothing. */
  result: z.enum(['stored', 'duplicate', 'off']),
});
export type ViewingBatchResponse = z.infer<typeof viewingBatchResponseSchema>;

export const recordViewing = defineEndpoint({
  id: 'recordViewing',
  method: 'POST',
  path: '/api/review/{token}/views',
  caller: 'reviewer',
  lambda: 'review-api',
  params: z.object({ token: z.string().check(z.maxLength(256)) }),
  body: viewingBatchSchema,
  response: viewingBatchResponseSchema,
  summary: `A batch of viewing events and watched ranges of one version (idempotent by batch id; at most ${VIEWING_LIMITS.eventsPerBatch} events, ${VIEWING_LIMITS.rangesPerBatch} ranges; limited per viewer and per link).`,
});

export const analyticsSettingsSchema = z.object({
  /** Whether the review pages of the workspace record what clients watch (on unless turned off). */
  collectViewing: z.boolean(),
});
export type AnalyticsSettings = z.infer<typeof analyticsSettingsSchema>;

export const getAnalyticsSettings = defineEndpoint({
  id: 'getAnalyticsSettings',
  method: 'GET',
  path: '/api/workspace/analytics-settings',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'viewProjects',
  response: analyticsSettingsSchema,
  summary: "The workspace's viewing-analytics setting (whether review pages record what clients watch).",
});

export const updateAnalyticsSettings = defineEndpoint({
  id: 'updateAnalyticsSettings',
  method: 'PUT',
  path: '/api/workspace/analytics-settings',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageSettings',
  body: analyticsSettingsSchema,
  response: analyticsSettingsSchema,
  summary: 'Turn viewing collection on or off for every review page of the workspace (at once).',
});

const rate = z.nullable(z.number().check(z.gte(0), z.lte(1)));
const count = z.int().check(z.nonnegative());
const duration = z.nullable(z.number().check(z.nonnegative()));

export const projectAnalyticsSchema = z.object({
  projectId: entityId,
  name: z.string(),
  clientDisplayName: z.string(),
  linkCreatedAt: z.string(),
  timeToFirstFeedbackMs: duration,
  timeToApprovalMs: duration,
  views: count,
  /** Viewers of the project's link, each counted once. */
  uniqueViewers: count,
  completionRate: rate,
  notesPerRound: z.array(z.object({ round: count, notes: count })),
  videos: z.array(
    z.object({
      videoId: entityId,
      title: z.string(),
      views: count,
      uniqueViewers: count,
      completionRate: rate,
      rounds: count,
      approved: z.boolean(),
      versions: z.array(
        z.object({
          versionId: entityId,
          versionNumber: count,
          views: count,
          uniqueViewers: count,
          completionRate: rate,
          watchedMs: count,
          durationMs: duration,
        }),
      ),
    }),
  ),
  /** The link's opens and viewers per day (UTC), oldest first. */
  days: z.array(z.object({ day: z.string(), opens: count, viewers: count })),
});
export type ProjectAnalytics = z.infer<typeof projectAnalyticsSchema>;

const projectParams = z.object({ projectId: entityId });

export const getProjectAnalytics = defineEndpoint({
  id: 'getProjectAnalytics',
  method: 'GET',
  path: '/api/projects/{projectId}/analytics',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'viewProjects',
  params: projectParams,
  response: projectAnalyticsSchema,
  summary:
    "A project's analytics (Basic): views, unique viewers and completion per video and version, time to the first feedback and to approval, notes per round.",
});

export const projectHeatmapsSchema = z.object({
  versions: z.array(
    z.object({
      versionId: entityId,
      /** Each counter covers this many ms of the version. */
      bucketMs: z.int().check(z.positive()),
      /** How many times each bucket was watched, from the start. */
      histogram: z.array(count),
      durationMs: duration,
      viewers: count,
    }),
  ),
});
export type ProjectHeatmaps = z.infer<typeof projectHeatmapsSchema>;

export const getProjectHeatmaps = defineEndpoint({
  id: 'getProjectHeatmaps',
  method: 'GET',
  path: '/api/projects/{projectId}/analytics/heatmaps',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'viewProjects',
  params: projectParams,
  response: projectHeatmapsSchema,
  summary: "Each version's watch heatmap (Pro): how many times each second (or slice) was watched.",
});

export const analyticsEndpoints = [
  recordViewing,
  getAnalyticsSettings,
  updateAnalyticsSettings,
  getProjectAnalytics,
  getProjectHeatmaps,
] as const;
