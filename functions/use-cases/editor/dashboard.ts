/**
 * The dashboard, computed on the server from the caller's projects, plan and unread reminders
 * (editor-workspace §2 Dashboard and §9): plan usage, per-status counts, workflow insights, pie, links
 * expiring within 3 days, a 5-point weekly creation trend over the last 30 days, 5 reminders.
 */
import { DASHBOARD_REMINDERS_MAX, type DashboardResponse } from '../../../shared/api/endpoints/dashboard';
import type { Notification, Profile, Project } from '../../../shared/domain/entities';
import { REVIEW_LINK } from '../../../shared/domain/review-link-rules';
import { PROJECT_STATUSES } from '../../../shared/domain/status-values';
import type { EditorPorts } from './editor-ports';
import { ensureProfile, type Caller } from './ensure-profile';
import { planCap } from './plan-cap';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
/** Weekly buckets of the creation trend (5 × 7 days ≈ the last 30 days). */
export const TREND_WEEKS = 5;

const time = (iso: string) => Date.parse(iso);

export function buildDashboard(input: {
  profile: Pick<Profile, 'planLevel'>;
  projects: readonly Project[];
  reminders: readonly Notification[];
  now: Date;
}): DashboardResponse {
  const now = input.now.getTime();
  const live = input.projects.filter((p) => p.status !== 'archived');
  const byStatus = (status: Project['status']) => input.projects.filter((p) => p.status === status).length;
  const counts = {
    total: live.length,
    active: byStatus('active'),
    pending: byStatus('pending'),
    approved: byStatus('approved'),
    archived: byStatus('archived'),
  };

  const plan = input.profile.planLevel;
  const limit = planCap(plan);
  const used = live.length;
  const barWidthPct = limit === null ? 0 : Math.min((used / limit) * 100, 100);

  const approved = input.projects.filter((p) => p.status === 'approved');
  const avgDaysToApproval =
    approved.length === 0
      ? null
      : Math.max(
          0,
          Math.round(
            approved.reduce(
              (sum, p) => sum + Math.floor((time(p.lastStatusChangeAt) - time(p.createdAt)) / DAY_MS),
              0,
            ) / approved.length,
          ),
        );

  const expiringLinks = live
    .filter((p) => (p.status === 'active' || p.status === 'pending') && p.shareExpiresAt !== null)
    .filter((p) => {
      const left = time(p.shareExpiresAt ?? '') - now;
      return left > 0 && left <= REVIEW_LINK.warningDays * DAY_MS;
    })
    .sort((a, b) => time(a.shareExpiresAt ?? '') - time(b.shareExpiresAt ?? ''))
    .map((p) => ({
      projectId: p.id,
      name: p.name,
      clientDisplayName: p.clientDisplayName,
      status: p.status,
      expiresAt: p.shareExpiresAt ?? '',
    }));

  // Buckets end at the next UTC midnight so that today is in the last one.
  const today = new Date(input.now);
  today.setUTCHours(0, 0, 0, 0);
  const end = today.getTime() + DAY_MS;
  const trend = Array.from({ length: TREND_WEEKS }, (_, i) => {
    const start = end - (TREND_WEEKS - i) * WEEK_MS;
    const count = input.projects.filter((p) => {
      const created = time(p.createdAt);
      return created >= start && created < start + WEEK_MS;
    }).length;
    return { weekStart: new Date(start).toISOString(), count };
  });

  return {
    planUsage: { plan, used, limit, barWidthPct, canCreate: limit === null || used < limit },
    counts,
    insights: {
      avgDaysToApproval,
      newThisWeek: input.projects.filter((p) => {
        const created = time(p.createdAt);
        return created <= now && now - created <= WEEK_MS;
      }).length,
      pendingFeedback: counts.pending,
      approvalRatePct: live.length === 0 ? null : Math.round((counts.approved / live.length) * 100),
      expiredLinks: live.filter((p) => p.shareExpiresAt !== null && time(p.shareExpiresAt) <= now).length,
    },
    pie: PROJECT_STATUSES.map((status) => ({ status, value: counts[status] })),
    expiringLinks,
    trend,
    reminders: input.reminders.slice(0, DASHBOARD_REMINDERS_MAX),
    generatedAt: input.now.toISOString(),
  };
}

export async function getDashboard(
  ports: Pick<EditorPorts, 'projects' | 'profiles' | 'notifications' | 'clock'>,
  input: { caller: Caller },
): Promise<DashboardResponse> {
  const [profile, projects, reminders] = await Promise.all([
    ensureProfile(ports, input.caller),
    ports.projects.listAllProjects(input.caller.userId),
    ports.notifications.listUnreadReminders(input.caller.userId, DASHBOARD_REMINDERS_MAX),
  ]);
  return buildDashboard({ profile, projects, reminders, now: ports.clock.now() });
}
