/**
 * The dashboard's figures, as pure functions of the owner's projects (and notifications) and `now`.
 */
import { format } from 'date-fns';
import type { ColourName } from './colours';
import { PROJECT_STATUS_DASHBOARD_COLOURS, PROJECT_STATUS_SHORT_LABELS } from './project-status-display';
import { REVIEW_LINK } from './review-link-rules';
import { PROJECT_STATUSES, type NotificationType, type ProjectStatus } from './status-values';

const DAY_MS = 24 * 60 * 60 * 1000;

export const DASHBOARD_LIMITS = {
  /** The reminders card shows at most this many unread reminders. */
  reminders: 5,
  /** 'Recently opened links' shows at most this many links. */
  recentlyOpenedMax: 5,
  /** "New this week": created within this many days. */
  newWithinDays: 7,
  /** The creation trend covers this many days… */
  trendDays: 30,
  /** …in buckets of this many days. */
  trendBucketDays: 7,
  /** Links expiring soon: within this many days. */
  expiringWithinDays: REVIEW_LINK.warningDays,
} as const;

export interface AnalyticsProject {
  readonly status: ProjectStatus;
  readonly createdAt: string;
  readonly lastStatusChangeAt: string;
  readonly shareExpiresAt: string | null;
}

/** The number of projects in each status. */
export function countByStatus(
  projects: readonly { readonly status: ProjectStatus }[],
): Record<ProjectStatus, number> {
  const counts: Record<ProjectStatus, number> = { active: 0, pending: 0, approved: 0, archived: 0 };
  for (const p of projects) counts[p.status] += 1;
  return counts;
}

export interface StatusSlice {
  readonly status: ProjectStatus;
  readonly label: string;
  readonly colour: ColourName;
  readonly value: number;
}

/** The status pie chart's slices (every status, in the spec's order, with the dashboard colours). */
export function statusChartSlices(projects: readonly { readonly status: ProjectStatus }[]): StatusSlice[] {
  const counts = countByStatus(projects);
  return PROJECT_STATUSES.map((status) => ({
    status,
    label: PROJECT_STATUS_SHORT_LABELS[status],
    colour: PROJECT_STATUS_DASHBOARD_COLOURS[status],
    value: counts[status],
  }));
}

/**
 * Average time to approval in whole days: over approved projects, the mean of the days from creation to the
 * last status change, rounded. `null` when no project is approved.
 */
export function averageDaysToApproval(projects: readonly AnalyticsProject[]): number | null {
  const days = projects
    .filter((p) => p.status === 'approved')
    .map((p) => (Date.parse(p.lastStatusChangeAt) - Date.parse(p.createdAt)) / DAY_MS)
    .filter((d) => Number.isFinite(d));
  if (days.length === 0) return null;
  return Math.round(days.reduce((a, b) => a + b, 0) / days.length);
}

function inWindow(iso: string, from: number, to: number): boolean {
  const t = Date.parse(iso);
  return !Number.isNaN(t) && t >= from && t <= to;
}

/** Projects created in the last 7 days (from exactly 7 days ago up to now, inclusive). */
export function newThisWeek(projects: readonly AnalyticsProject[], now: Date): number {
  const to = now.getTime();
  const from = to - DASHBOARD_LIMITS.newWithinDays * DAY_MS;
  return projects.filter((p) => inWindow(p.createdAt, from, to)).length;
}

export interface TrendPoint {
  /** Bucket start (inclusive), ISO-8601. */
  readonly start: string;
  /** Bucket end (exclusive, except the last which ends at `now` inclusive), ISO-8601. */
  readonly end: string;
  /** Axis label: the bucket's start as 'MMM d'. */
  readonly label: string;
  readonly count: number;
}

/**
 * The creation trend: projects created in the last 30 days, counted in 7-day buckets from 30 days ago up to
 * now (5 points: four full weeks and the last 2 days).
 */
export function creationTrend(projects: readonly AnalyticsProject[], now: Date): TrendPoint[] {
  const end = now.getTime();
  const bucketMs = DASHBOARD_LIMITS.trendBucketDays * DAY_MS;
  const points: TrendPoint[] = [];
  for (let from = end - DASHBOARD_LIMITS.trendDays * DAY_MS; from < end; from += bucketMs) {
    const to = Math.min(from + bucketMs, end);
    const last = to === end;
    const count = projects.filter((p) => {
      const t = Date.parse(p.createdAt);
      return t >= from && (last ? t <= to : t < to);
    }).length;
    const start = new Date(from);
    points.push({
      start: start.toISOString(),
      end: new Date(to).toISOString(),
      label: format(start, 'MMM d'),
      count,
    });
  }
  return points;
}

/**
 * Links expiring soon: active or pending projects whose link expires after now and within the next 3 days,
 * soonest first.
 */
export function linksExpiringSoon<T extends AnalyticsProject>(projects: readonly T[], now: Date): T[] {
  const from = now.getTime();
  const to = from + DASHBOARD_LIMITS.expiringWithinDays * DAY_MS;
  return projects
    .filter((project) => project.status === 'active' || project.status === 'pending')
    .map((project) => ({
      project,
      expiry: project.shareExpiresAt === null ? NaN : Date.parse(project.shareExpiresAt),
    }))
    .filter(({ expiry }) => expiry > from && expiry <= to)
    .sort((a, b) => a.expiry - b.expiry)
    .map(({ project }) => project);
}

export interface ReminderCandidate {
  readonly type: NotificationType;
  readonly isRead: boolean;
  readonly dismissed: boolean;
  readonly createdAt: string;
}

/** The reminders card: unread, undismissed project_reminder notifications, newest first, at most 5. */
export function dashboardReminders<T extends ReminderCandidate>(notifications: readonly T[]): T[] {
  return notifications
    .filter((n) => n.type === 'project_reminder' && !n.isRead && !n.dismissed)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, DASHBOARD_LIMITS.reminders);
}

export interface LinkOpensSummary {
  readonly count: number;
  readonly lastOpenedAt: string | null;
}

/**
 * The dashboard's 'Recently opened links': non-archived projects whose current review link was
 * opened, most recently opened first, at most `limit`.
 */
export function recentlyOpenedLinks<T extends AnalyticsProject & { readonly id: string }>(
  projects: readonly T[],
  opens: ReadonlyMap<string, LinkOpensSummary>,
  limit = DASHBOARD_LIMITS.recentlyOpenedMax,
): { project: T; count: number; lastOpenedAt: string }[] {
  return projects
    .filter((p) => p.status !== 'archived')
    .flatMap((project) => {
      const o = opens.get(project.id);
      return o && o.count > 0 && o.lastOpenedAt
        ? [{ project, count: o.count, lastOpenedAt: o.lastOpenedAt }]
        : [];
    })
    .sort((a, b) => b.lastOpenedAt.localeCompare(a.lastOpenedAt))
    .slice(0, limit);
}
