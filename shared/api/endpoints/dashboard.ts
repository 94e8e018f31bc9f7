/**
 * The dashboard (`editor-api`, caller `owner`): everything the page shows in one request, computed on the
 * server from the caller's projects and reminders (rules of editor-workspace §9).
 */
import * as z from 'zod/mini';
import { notificationSchema } from '../../domain/entities';
import { PLAN_LEVELS, PROJECT_STATUSES } from '../../domain/status-values';
import { defineEndpoint } from '../endpoint';
import { mineQuerySchema } from '../../domain/mine-filter';

const isoDate = z.iso.datetime({ offset: true });

/** How many unread reminders the dashboard card shows. */
export const DASHBOARD_REMINDERS_MAX = 5;

export const planUsageSchema = z.object({
  plan: z.enum(PLAN_LEVELS),
  /** Non-archived projects. */
  used: z.int().check(z.nonnegative()),
  /** Null: unlimited. */
  limit: z.nullable(z.int().check(z.positive())),
  /** min(used / limit, 100) %; 0 when unlimited. */
  barWidthPct: z.number().check(z.gte(0), z.lte(100)),
  /** False at the cap: New Project and Create from Drive are disabled. */
  canCreate: z.boolean(),
});
export type PlanUsage = z.infer<typeof planUsageSchema>;

export const statusCountsSchema = z.object({
  /** Non-archived projects. */
  total: z.int().check(z.nonnegative()),
  active: z.int().check(z.nonnegative()),
  pending: z.int().check(z.nonnegative()),
  approved: z.int().check(z.nonnegative()),
  archived: z.int().check(z.nonnegative()),
});

export const workflowInsightsSchema = z.object({
  /** Mean whole days from creation to last status change over approved projects, rounded; null when none. */
  avgDaysToApproval: z.nullable(z.int().check(z.nonnegative())),
  /** Projects created in the last 7 days. */
  newThisWeek: z.int().check(z.nonnegative()),
  /** Projects waiting on the editor (status pending: feedback received). */
  pendingFeedback: z.int().check(z.nonnegative()),
  /** Approved share of non-archived projects, whole percent; null without projects. */
  approvalRatePct: z.nullable(z.int().check(z.gte(0), z.lte(100))),
  /** Non-archived projects whose review link has expired. */
  expiredLinks: z.int().check(z.nonnegative()),
});

export const pieSliceSchema = z.object({
  status: z.enum(PROJECT_STATUSES),
  /** Short status label (shared/domain/project-status-display). */
  label: z.string(),
  /** Dashboard colour name: active violet, pending amber, approved green, archived grey. */
  colour: z.string(),
  value: z.int().check(z.nonnegative()),
});

export const expiringLinkSchema = z.object({
  projectId: z.string(),
  name: z.string(),
  clientDisplayName: z.string(),
  status: z.enum(PROJECT_STATUSES),
  expiresAt: isoDate,
});

/** A review link its client opened (per link, no tracking cookies). */
export const openedLinkSchema = z.object({
  projectId: z.string(),
  name: z.string(),
  clientDisplayName: z.string(),
  count: z.int().check(z.positive()),
  lastOpenedAt: isoDate,
});

export const trendPointSchema = z.object({
  /** Start of the 7-day bucket (inclusive). */
  weekStart: isoDate,
  /** End of the bucket (exclusive; the last bucket ends now). */
  end: isoDate,
  /** Axis label: the bucket's start as 'MMM d'. */
  label: z.string(),
  /** Projects created in the bucket. */
  count: z.int().check(z.nonnegative()),
});

export const dashboardResponseSchema = z.object({
  planUsage: planUsageSchema,
  counts: statusCountsSchema,
  insights: workflowInsightsSchema,
  /** One slice per project status (active, pending, approved, archived), in that order. */
  pie: z.array(pieSliceSchema),
  /** Active or pending projects whose link expires within the next 3 days, soonest first. */
  expiringLinks: z.array(expiringLinkSchema),
  /** Non-archived projects whose review link was opened, most recent first (at most 5). */
  openedLinks: z.array(openedLinkSchema),
  /** Projects created over the last 30 days in 7-day buckets from 30 days ago to now, oldest first (5 points). */
  trend: z.array(trendPointSchema),
  /** Up to 5 unread, not dismissed project reminders, newest first. */
  reminders: z.array(notificationSchema).check(z.maxLength(DASHBOARD_REMINDERS_MAX)),
  /** When this was computed (server clock). */
  generatedAt: isoDate,
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const getDashboard = defineEndpoint({
  id: 'getDashboard',
  method: 'GET',
  path: '/api/dashboard',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'viewProjects',
  query: z.object({ mine: mineQuerySchema }),
  response: dashboardResponseSchema,
  summary: 'Plan usage, status counts, workflow insights, pie, expiring links, 4-week trend, 5 reminders.',
});

export const dashboardEndpoints = [getDashboard] as const;
