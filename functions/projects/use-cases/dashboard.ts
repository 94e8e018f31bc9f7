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
import type { EditorPorts } from '../ports';
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
 */
export async function getDashboard(
  ports: Pick<EditorPorts, 'projects' | 'profiles' | 'notifications' | 'clock'>,
  input: {
    caller: Caller;
    /** 'Mine': only the projects this member created (shared/domain/mine-filter). */
    createdBy?: string | undefined;
  },
): Promise<DashboardResponse> {
  if (input.createdBy !== undefined) return getMineDashboard(ports, input.caller, input.createdBy);
  const workspaceId = workspaceOf(input.caller);
  const [profile, counts, live, archived, reminders] = await Promise.all([
    workspacePlanProfile(ports, input.caller),
    ports.projects.dashboardCounts(workspaceId),
    ports.projects.listProjects(workspaceId, 'all', DASHBOARD_RECENT_PAGE, undefined),
    ports.projects.listProjects(workspaceId, 'archived', DASHBOARD_RECENT_PAGE, undefined),
    ports.notifications.listUnreadReminders(input.caller.userId, DASHBOARD_REMINDERS_MAX),
  ]);
  // A workspace from before the counters gets them once, here or by the workspace migration.
  const ready =
    counts ??
    ((await ports.projects.backfillDashboardCounts(workspaceId))
      ? await ports.projects.dashboardCounts(workspaceId)
      : null);
  if (!ready) return getDashboardRecounted(ports, input);
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
  const byStatus = ready.byStatus;
  const used = byStatus.active + byStatus.pending + byStatus.approved;
  const limit = base.planUsage.limit;
  return {
    ...base,
    planUsage: {
      ...base.planUsage,
      used,
      barWidthPct: usageBarPercent(used, limit),
      canCreate: canCreateProject(profile.planLevel, used),
    },
    counts: { total: used, ...byStatus },
    insights: {
      ...base.insights,
      avgDaysToApproval:
        byStatus.approved === 0 ? null : Math.round(ready.approvedMsSum / DAY_MS / byStatus.approved),
      pendingFeedback: byStatus.pending,
      approvalRatePct: used === 0 ? null : Math.round((byStatus.approved / used) * 100),
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

/**
 * The dashboard narrowed to 'mine': the figures, lists and trend from the member's newest live and archived
 * projects (one page each, by the same creator filter as the projects list; the workspace's counters count
 * everyone's). The plan usage stays the workspace's: the cap is the workspace's, whoever created what.
 */
async function getMineDashboard(
  ports: Pick<EditorPorts, 'projects' | 'profiles' | 'notifications' | 'clock'>,
  caller: Caller,
  createdBy: string,
): Promise<DashboardResponse> {
  const workspaceId = workspaceOf(caller);
  const [profile, live, archived, reminders] = await Promise.all([
    workspacePlanProfile(ports, caller),
    ports.projects.listProjects(workspaceId, 'all', DASHBOARD_RECENT_PAGE, undefined, createdBy),
    ports.projects.listProjects(workspaceId, 'archived', DASHBOARD_RECENT_PAGE, undefined, createdBy),
    ports.notifications.listUnreadReminders(caller.userId, DASHBOARD_REMINDERS_MAX),
  ]);
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
  const used = profile.activeProjectCount;
  const limit = base.planUsage.limit;
  return {
    ...base,
    planUsage: {
      ...base.planUsage,
      used,
      barWidthPct: usageBarPercent(used, limit),
      canCreate: canCreateProject(profile.planLevel, used),
    },
  };
}
