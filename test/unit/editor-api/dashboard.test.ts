import { describe, expect, it } from 'vitest';
import { buildDashboard } from '../../../functions/projects/use-cases/dashboard';
import { dashboardResponseSchema } from '../../../shared/api/endpoints/dashboard';
import type { Notification, Project } from '../../../shared/domain/entities';
import type { ProjectStatus } from '../../../shared/domain/status-values';

const NOW = new Date('2026-03-20T15:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();
const ahead = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

let n = 0;
function project(status: ProjectStatus, createdDaysAgo: number, extra: Partial<Project> = {}): Project {
  n += 1;
  return {
    id: `P${n}`,
    userId: 'u',
    name: `Project ${n}`,
    clientDisplayName: 'Client',
    shareToken: 'a'.repeat(32),
    shareExpiresAt: ahead(7),
    status,
    createdAt: ago(createdDaysAgo),
    lastStatusChangeAt: ago(createdDaysAgo),
    archivedAt: status === 'archived' ? ago(1) : null,
    approvedVideosCount: 0,
    videoCount: 1,
    revision: 0,
    ...extra,
  };
}

function reminder(i: number): Notification {
  return {
    id: `R${i}`,
    userId: 'u',
    type: 'project_reminder',
    title: 't',
    body: 'b',
    link: null,
    isRead: false,
    dismissed: false,
    createdAt: ago(i),
  };
}

describe('buildDashboard', () => {
  it('computes plan usage, counts, insights, pie, expiring links, trend and reminders', () => {
    const projects = [
      project('active', 1, { shareExpiresAt: ahead(2) }),
      project('pending', 3, { shareExpiresAt: ahead(0.5) }),
      project('approved', 10, { lastStatusChangeAt: ago(6) }), // 4 days to approval
      project('approved', 20, { lastStatusChangeAt: ago(13.5) }), // 6.5 → 6 whole days
      project('archived', 40),
      project('active', 5, { shareExpiresAt: ago(1) }), // expired, not "expiring"
    ];
    const out = buildDashboard({
      profile: { planLevel: 'basic' },
      projects,
      reminders: [1, 2, 3, 4, 5, 6].map(reminder),
      now: NOW,
    });
    expect(dashboardResponseSchema.safeParse(out).success).toBe(true);
    expect(out.planUsage).toEqual({
      plan: 'basic',
      used: 5,
      limit: 12,
      barWidthPct: (5 / 12) * 100,
      canCreate: true,
    });
    expect(out.counts).toEqual({ total: 5, active: 2, pending: 1, approved: 2, archived: 1 });
    expect(out.insights).toEqual({
      avgDaysToApproval: 5,
      newThisWeek: 3,
      pendingFeedback: 1,
      approvalRatePct: 40,
      expiredLinks: 1,
    });
    expect(out.pie.map((s) => [s.status, s.value, s.colour])).toEqual([
      ['active', 2, 'violet'],
      ['pending', 1, 'amber'],
      ['approved', 2, 'green'],
      ['archived', 1, 'grey'],
    ]);
    expect(out.expiringLinks.map((l) => l.name)).toEqual([projects[1]!.name, projects[0]!.name]);
    // 30 days back from now in 7-day buckets: four full weeks and the last 2 days.
    expect(out.trend).toHaveLength(5);
    expect(out.trend[0]!.weekStart).toBe(ago(30));
    expect(out.trend.at(-1)!.end).toBe(NOW.toISOString());
    expect(out.trend.reduce((s, p) => s + p.count, 0)).toBe(5); // the 40-day-old one is outside
    // Created 20, 10, 5 and 3, and 1 day ago: buckets [30,23) [23,16) [16,9) [9,2) [2,0].
    expect(out.trend.map((p) => p.count)).toEqual([0, 1, 1, 2, 1]);
    expect(out.reminders.map((r) => r.id)).toEqual(['R1', 'R2', 'R3', 'R4', 'R5']);
  });

  it('caps the bar at 100% and disables creation at the cap; unlimited plans never block', () => {
    const projects = [
      project('active', 1),
      project('pending', 1),
      project('approved', 1),
      project('active', 2),
    ];
    const free = buildDashboard({ profile: { planLevel: 'free' }, projects, reminders: [], now: NOW });
    expect(free.planUsage).toMatchObject({ used: 4, limit: 3, barWidthPct: 100, canCreate: false });
    const pro = buildDashboard({ profile: { planLevel: 'pro' }, projects, reminders: [], now: NOW });
    expect(pro.planUsage).toMatchObject({ limit: null, barWidthPct: 0, canCreate: true });
  });

  it('has nulls rather than made-up numbers when there is nothing to average', () => {
    const out = buildDashboard({ profile: { planLevel: 'free' }, projects: [], reminders: [], now: NOW });
    expect(out.insights.avgDaysToApproval).toBeNull();
    expect(out.insights.approvalRatePct).toBeNull();
    expect(out.trend.every((p) => p.count === 0)).toBe(true);
  });
});
