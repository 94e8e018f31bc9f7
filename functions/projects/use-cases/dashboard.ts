/**
 * The dashboard, computed on the server from the caller's projects, plan and unread reminders with the
 * shared analytics rules (shared/domain/dashboard-analytics, plan-usage): plan usage, per-status counts,
 * workflow insights, pie, links expiring within 3 days, the 30-day creation trend, 5 reminders.
 */
import { DASHBOARD_REMINDERS_MAX, type DashboardResponse } from '../../../shared/api/endpoints/dashboard';
import {
  averageDaysToApproval,
  countByStatus,
  creationTrend,
  dashboardReminders,
  linksExpiringSoon,
  newThisWeek,
  statusChartSlices,
  recentlyOpenedLinks,
  type LinkOpensSummary,
} from '../../../shared/domain/dashboard-analytics';
import type { Notification, Profile, Project } from '../../../shared/domain/entities';
import { isShareLinkExpired } from '../../../shared/domain/review-link-expiry';
import {
  activeProjectLimit,
  canCreateProject,
  countActiveProjects,
  usageBarPercent,
} from '../../../shared/domain/plan-usage';
import type { DashboardCounts, EditorPorts } from '../ports';
import type { Caller } from './ensure-profile';
import { workspaceOf, workspacePlanProfile } from './workspace-scope';

export function buildDashboard(input: {
  profile: Pick<Profile, 'planLevel'>;
  projects: readonly Project[];
  reminders: readonly Notification[];
  now: Date;
  /** Opens of each project's current review link, by project id (the dashboard's 'Recently opened links'). */
  linkOpens?: ReadonlyMap<string, LinkOpensSummary>;
}): DashboardResponse {
  const { projects, now } = input;
  const plan = input.profile.planLevel;
  const limit = activeProjectLimit(plan);
  const used = countActiveProjects(projects);
  const byStatus = countByStatus(projects);
  const live = projects.filter((p) => p.status !== 'archived');

  return {
    planUsage: {
      plan,
      used,
      limit,
      barWidthPct: usageBarPercent(used, limit),
      canCreate: canCreateProject(plan, used),
    },
    counts: { total: used, ...byStatus },
    insights: {
      avgDaysToApproval: averageDaysToApproval(projects),
      newThisWeek: newThisWeek(projects, now),
      pendingFeedback: byStatus.pending,
      approvalRatePct: live.length === 0 ? null : Math.round((byStatus.approved / live.length) * 100),
      expiredLinks: live.filter((p) => p.shareExpiresAt !== null && isShareLinkExpired(p.shareExpiresAt, now))
        .length,
    },
    pie: statusChartSlices(projects).map((s) => ({
      status: s.status,
      label: s.label,
      colour: s.colour,
      value: s.value,
    })),
    openedLinks: recentlyOpenedLinks(projects, input.linkOpens ?? new Map()).map((o) => ({
      projectId: o.project.id,
      name: o.project.name,
      clientDisplayName: o.project.clientDisplayName,
      count: o.count,
      lastOpenedAt: o.lastOpenedAt,
    })),
    expiringLinks: linksExpiringSoon(projects, now).map((p) => ({
      projectId: p.id,
      name: p.name,
      clientDisplayName: p.clientDisplayName,
      status: p.status,
      expiresAt: p.shareExpiresAt ?? '',
    })),
    trend: creationTrend(projects, now).map((point) => ({
      weekStart: point.start,
      end: point.end,
      label: point.label,
      count: point.count,
    })),
    reminders: dashboardReminders(input.reminders).slice(0, DASHBOARD_REMINDERS_MAX),
    generatedAt: now.toISOString(),
  };
}

/** The dashboard reads this many of the newest live (and archived) projects for its lists and trend. */
export const DASHBOARD_RECENT_PAGE = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The dashboard in a bounded number of requests: the counts, pie, plan usage and approval figures come from
 * the workspace's counters (kept by every write that changes a project's status); the lists, the trend and
 * the link figures from one page of the newest live projects (one BatchGetItem for their links' opens) and
 * one page of the newest archived ones. A workspace without counters yet is recounted in full.
 * 'Mine' (`createdBy`) reads the member's own counters (kept by the same transactions), so its counts are
 * exact however many projects the member created; its lists and trend come from the member's newest pages.
 * The plan usage stays the workspace's: the cap is the workspace's, whoever created what.
 */
export async function getDashboard(
  ports: Pick<EditorPorts, 'projects' | 'profiles' | 'notifications' | 'clock'>,
  input: {
    caller: Caller;
    /** 'Mine': only the projects this member created (shared/domain/mine-filter). */
    createdBy?: string | undefined;
  },
): Promise<DashboardResponse> {
  const workspaceId = workspaceOf(input.caller);
  const mine = input.createdBy;
  const [profile, counts, live, archived, reminders] = await Promise.all([
    workspacePlanProfile(ports, input.caller),
    ports.projects.dashboardCounts(workspaceId, mine),
    ports.projects.listProjects(workspaceId, 'all', DASHBOARD_RECENT_PAGE, undefined, mine),
    ports.projects.listProjects(workspaceId, 'archived', DASHBOARD_RECENT_PAGE, undefined, mine),
    ports.notifications.listUnreadReminders(input.caller.userId, DASHBOARD_REMINDERS_MAX),
  ]);
  // Counters from before they were kept get them once, here (or, the workspace's, by the migration).
  const ready =
    counts ??
    ((await ports.projects.backfillDashboardCounts(workspaceId, mine))
      ? await ports.projects.dashboardCounts(workspaceId, mine)
      : null);
  if (!ready && mine === undefined) return getDashboardRecounted(ports, input);
  const byToken = await ports.projects.linkOpensMany(live.items.map((p) => p.shareToken));
  const linkOpens = new Map(
    live.items.flatMap((p) => {
      const o = byToken.get(p.shareToken);
      return o ? [[p.id, o] as const] : [];
    }),
  );
  const base = buildDashboard({
    profile,
    projects: [...live.items, ...archived.items],
    reminders,
    now: ports.clock.now(),
    linkOpens,
  });
  const byStatus = ready?.byStatus ?? base.counts;
  const liveCount = byStatus.active + byStatus.pending + byStatus.approved;
  const used = mine === undefined ? liveCount : profile.activeProjectCount;
  const limit = base.planUsage.limit;
  return {
    ...base,
    planUsage: {
      ...base.planUsage,
      used,
      barWidthPct: usageBarPercent(used, limit),
      canCreate: canCreateProject(profile.planLevel, used),
    },
    ...(ready ? countedFigures(base, ready, liveCount) : {}),
  };
}

/** The figures the counters give exactly: counts, pie, and the approval and pending insights. */
function countedFigures(base: DashboardResponse, counts: DashboardCounts, live: number) {
  const byStatus = counts.byStatus;
  return {
    counts: { total: live, ...byStatus },
    insights: {
      ...base.insights,
      avgDaysToApproval:
        byStatus.approved === 0 ? null : Math.round(counts.approvedMsSum / DAY_MS / byStatus.approved),
      pendingFeedback: byStatus.pending,
      approvalRatePct: live === 0 ? null : Math.round((byStatus.approved / live) * 100),
    },
    pie: base.pie.map((slice) => ({ ...slice, value: byStatus[slice.status] })),
  };
}

/** The dashboard from every project of the workspace (before its counters were backfilled). */
async function getDashboardRecounted(
  ports: Pick<EditorPorts, 'projects' | 'profiles' | 'notifications' | 'clock'>,
  input: { caller: Caller },
): Promise<DashboardResponse> {
  const [profile, projects, reminders] = await Promise.all([
    workspacePlanProfile(ports, input.caller),
    ports.projects.listAllProjects(workspaceOf(input.caller)),
    ports.notifications.listUnreadReminders(input.caller.userId, DASHBOARD_REMINDERS_MAX),
  ]);
  // The links' opens live on their share items: one BatchGetItem per 100 live projects.
  const live = projects.filter((p) => p.status !== 'archived');
  const byToken = await ports.projects.linkOpensMany(live.map((p) => p.shareToken));
  const linkOpens = new Map(
    live.flatMap((p) => {
      const o = byToken.get(p.shareToken);
      return o ? [[p.id, o] as const] : [];
    }),
  );
  return buildDashboard({ profile, projects, reminders, now: ports.clock.now(), linkOpens });
}
