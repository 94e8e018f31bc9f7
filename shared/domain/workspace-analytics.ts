/**
 * Workspace-wide analytics (Pro's Advanced analytics page): median time from a project's link to its
 * approval, median rounds (versions until approval) and their trend per month, the slowest open projects and
 * what each named reviewer did, filtered by client and period.
 *
 * The page never reads notes: each project keeps a small digest (`ProjectDigest`, worked out from its tree
 * by `projectDigest` whenever a client acts on it) and the figures are computed from the workspace's project
 * items and those digests. The client is the project's `clientDisplayName`: the one client field a project
 * has (a reviewer leaves only a name, never an address, so there is no e-mail domain to group by).
 */
import type { Approval, Note, Project, Video, VideoVersion } from './entities';
import { csvCell, projectAnalytics } from './project-analytics';
import { reviewableVideos } from './refused-video';
import { ANONYMOUS_REVIEWER, EDITOR_OVERRIDE } from './reviewer-label';

/** The periods the page offers, in days. */
export const ANALYTICS_PERIODS = [30, 90, 365] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** Bounds that keep a digest item small whatever a project's history. */
export const DIGEST_LIMITS = { reviewers: 50 } as const;
/** How many open projects the page lists, slowest first. */
export const SLOWEST_OPEN_LIMIT = 10;

export interface ReviewerActivity {
  /** The name the reviewer gave (as recorded on their notes and approvals). */
  name: string;
  notes: number;
  approvals: number;
  /** Their latest note or approval. */
  lastSeenAt: string;
}

/** What a project's analytics digest keeps: the few facts the workspace figures need. */
export interface ProjectDigest {
  projectId: string;
  firstFeedbackAt: string | null;
  /** When the client approved the last of its videos (its last approval); null while one is not approved. */
  approvedAt: string | null;
  /** Versions until approval: the highest approved (or, while open, latest) version number of its videos. */
  rounds: number;
  /** Named reviewers only (never 'Anonymous', never the editor's override), latest first, bounded. */
  reviewers: ReviewerActivity[];
}

const ms = (iso: string) => new Date(iso).getTime();
const later = (a: string, b: string) => (ms(a) >= ms(b) ? a : b);

/** A project's digest, from its whole tree (the one rule of time to approval and rounds: project-analytics). */
export function projectDigest(tree: {
  project: Project;
  videos: readonly Video[];
  versions: readonly VideoVersion[];
  notes: readonly Note[];
  approvals: readonly Approval[];
}): ProjectDigest {
  const summary = projectAnalytics(tree, []);
  const start = ms(tree.project.createdAt);
  const at = (elapsed: number | null) => (elapsed === null ? null : new Date(start + elapsed).toISOString());
  // Approved when the client approved every reviewable video, whether or not the project's status has
  // followed yet: it follows when the editor completes the last note, which tells no one (the page takes
  // the status from the project item itself).
  const reviewable = reviewableVideos(tree.videos, tree.versions);
  const lastApproval = tree.approvals.reduce<string | null>(
    (last, a) => (last === null ? a.approvedAt : later(last, a.approvedAt)),
    null,
  );
  const approvedAt =
    reviewable.length > 0 && reviewable.every((v) => v.status === 'approved') ? lastApproval : null;
  const reviewers = new Map<string, ReviewerActivity>();
  const seen = (name: string, when: string, kind: 'notes' | 'approvals') => {
    if (name === ANONYMOUS_REVIEWER || name.startsWith(EDITOR_OVERRIDE)) return;
    const entry = reviewers.get(name) ?? { name, notes: 0, approvals: 0, lastSeenAt: when };
    entry[kind] += 1;
    entry.lastSeenAt = later(entry.lastSeenAt, when);
    reviewers.set(name, entry);
  };
  for (const note of tree.notes) {
    if (note.author !== 'editor') seen(note.reviewerLabel, note.createdAt, 'notes');
  }
  for (const approval of tree.approvals) seen(approval.reviewerLabel, approval.approvedAt, 'approvals');
  return {
    projectId: tree.project.id,
    firstFeedbackAt: at(summary.timeToFirstFeedbackMs),
    approvedAt,
    rounds: summary.videos.reduce((most, video) => Math.max(most, video.rounds), 0),
    reviewers: [...reviewers.values()]
      .sort((a, b) => ms(b.lastSeenAt) - ms(a.lastSeenAt) || a.name.localeCompare(b.name))
      .slice(0, DIGEST_LIMITS.reviewers),
  };
}

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface ApprovedProjectRow {
  projectId: string;
  name: string;
  client: string;
  linkCreatedAt: string;
  approvedAt: string;
  timeToApprovalMs: number;
  rounds: number;
}

export interface OpenProjectRow {
  projectId: string;
  name: string;
  client: string;
  linkCreatedAt: string;
  /** How long the link has been out without approval. */
  openForMs: number;
  firstFeedbackAt: string | null;
  rounds: number;
}

export interface MonthTrend {
  /** 'YYYY-MM' (UTC), oldest first; months without approvals are kept (nulls), so the chart keeps its scale. */
  month: string;
  approvals: number;
  medianTimeToApprovalMs: number | null;
  medianRounds: number | null;
}

export interface ReviewerRow extends ReviewerActivity {
  projects: number;
}

export interface WorkspaceAnalytics {
  periodDays: AnalyticsPeriod;
  client: string | null;
  /** Every client of the workspace's projects (for the filter), sorted. */
  clients: string[];
  medianTimeToApprovalMs: number | null;
  medianRounds: number | null;
  approvedCount: number;
  openCount: number;
  trend: MonthTrend[];
  approved: ApprovedProjectRow[];
  slowestOpen: OpenProjectRow[];
  reviewers: ReviewerRow[];
}

const monthOf = (iso: string) => iso.slice(0, 7);

/** The UTC months from the one holding `since` to the one holding `now`, oldest first. */
function monthsBetween(since: Date, now: Date): string[] {
  const months: string[] = [];
  const cursor = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), 1));
  while (cursor.getTime() <= now.getTime()) {
    months.push(cursor.toISOString().slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

/**
 * The workspace's figures for a period (the last `periodDays` days up to `now`) and, optionally, one client:
 * medians and the trend over the projects approved in the period; the open projects (not approved, not
 * archived, whatever their age) slowest first; the named reviewers last seen in the period, with their notes
 * and approvals over the projects in the filter.
 */
export function workspaceAnalytics(
  projects: readonly Pick<Project, 'id' | 'name' | 'clientDisplayName' | 'createdAt' | 'status'>[],
  digests: readonly ProjectDigest[],
  options: { now: Date; periodDays: AnalyticsPeriod; client: string | null },
): WorkspaceAnalytics {
  const since = new Date(options.now.getTime() - options.periodDays * 24 * 60 * 60 * 1000);
  const digestOf = new Map(digests.map((d) => [d.projectId, d]));
  const inFilter = projects.filter((p) => options.client === null || p.clientDisplayName === options.client);

  const approved: ApprovedProjectRow[] = [];
  const slowestOpen: OpenProjectRow[] = [];
  const reviewers = new Map<string, ReviewerRow>();
  for (const project of inFilter) {
    const digest = digestOf.get(project.id);
    const base = { projectId: project.id, name: project.name, client: project.clientDisplayName };
    // An approved project stays counted once archived (its digest keeps the approval).
    const closed = project.status === 'approved' || project.status === 'archived';
    if (closed && digest?.approvedAt && ms(digest.approvedAt) >= since.getTime()) {
      approved.push({
        ...base,
        linkCreatedAt: project.createdAt,
        approvedAt: digest.approvedAt,
        timeToApprovalMs: Math.max(0, ms(digest.approvedAt) - ms(project.createdAt)),
        rounds: digest.rounds,
      });
    } else if (!closed) {
      slowestOpen.push({
        ...base,
        linkCreatedAt: project.createdAt,
        openForMs: Math.max(0, options.now.getTime() - ms(project.createdAt)),
        firstFeedbackAt: digest?.firstFeedbackAt ?? null,
        rounds: digest?.rounds ?? 0,
      });
    }
    for (const activity of digest?.reviewers ?? []) {
      if (ms(activity.lastSeenAt) < since.getTime()) continue;
      const row = reviewers.get(activity.name) ?? { ...activity, notes: 0, approvals: 0, projects: 0 };
      row.notes += activity.notes;
      row.approvals += activity.approvals;
      row.projects += 1;
      row.lastSeenAt = later(row.lastSeenAt, activity.lastSeenAt);
      reviewers.set(activity.name, row);
    }
  }

  approved.sort((a, b) => ms(b.approvedAt) - ms(a.approvedAt));
  slowestOpen.sort((a, b) => b.openForMs - a.openForMs);
  const trend = monthsBetween(since, options.now).map((month): MonthTrend => {
    const rows = approved.filter((row) => monthOf(row.approvedAt) === month);
    return {
      month,
      approvals: rows.length,
      medianTimeToApprovalMs: median(rows.map((row) => row.timeToApprovalMs)),
      medianRounds: median(rows.map((row) => row.rounds)),
    };
  });
  return {
    periodDays: options.periodDays,
    client: options.client,
    clients: [...new Set(projects.map((p) => p.clientDisplayName).filter((c) => c.trim() !== ''))].sort(
      (a, b) => a.localeCompare(b),
    ),
    medianTimeToApprovalMs: median(approved.map((row) => row.timeToApprovalMs)),
    medianRounds: median(approved.map((row) => row.rounds)),
    approvedCount: approved.length,
    openCount: slowestOpen.length,
    trend,
    approved,
    slowestOpen: slowestOpen.slice(0, SLOWEST_OPEN_LIMIT),
    reviewers: [...reviewers.values()].sort(
      (a, b) => ms(b.lastSeenAt) - ms(a.lastSeenAt) || a.name.localeCompare(b.name),
    ),
  };
}

/** The tables of the page, each downloadable as CSV. */
export const WORKSPACE_ANALYTICS_TABLES = ['trend', 'approved', 'open', 'reviewers'] as const;
export type WorkspaceAnalyticsTable = (typeof WORKSPACE_ANALYTICS_TABLES)[number];

/** Hours with two decimals: a duration a spreadsheet can sum and sort. */
const hours = (elapsed: number | null) => (elapsed === null ? '' : (elapsed / 3_600_000).toFixed(2));

/** One table of the page as CSV (header row first, CRLF lines), as its 'Download CSV' saves it. */
export function workspaceAnalyticsCsv(data: WorkspaceAnalytics, table: WorkspaceAnalyticsTable): string {
  const rows: (string | number)[][] =
    table === 'trend'
      ? [
          ['Month', 'Approvals', 'Median hours to approval', 'Median rounds'],
          ...data.trend.map((m) => [
            m.month,
            m.approvals,
            hours(m.medianTimeToApprovalMs),
            m.medianRounds ?? '',
          ]),
        ]
      : table === 'approved'
        ? [
            ['Project', 'Client', 'Link created', 'Approved', 'Hours to approval', 'Rounds'],
            ...data.approved.map((p) => [
              p.name,
              p.client,
              p.linkCreatedAt,
              p.approvedAt,
              hours(p.timeToApprovalMs),
              p.rounds,
            ]),
          ]
        : table === 'open'
          ? [
              ['Project', 'Client', 'Link created', 'Open for hours', 'First feedback', 'Rounds so far'],
              ...data.slowestOpen.map((p) => [
                p.name,
                p.client,
                p.linkCreatedAt,
                hours(p.openForMs),
                p.firstFeedbackAt ?? '',
                p.rounds,
              ]),
            ]
          : [
              ['Reviewer', 'Notes', 'Approvals', 'Projects', 'Last seen'],
              ...data.reviewers.map((r) => [r.name, r.notes, r.approvals, r.projects, r.lastSeenAt]),
            ];
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
