import { describe, expect, it } from 'vitest';
import {
  averageDaysToApproval,
  countByStatus,
  creationTrend,
  dashboardReminders,
  linksExpiringSoon,
  newThisWeek,
  statusChartSlices,
  type AnalyticsProject,
} from '../../../shared/domain/dashboard-analytics';
import {
  activeProjectLimit,
  canCreateProject,
  countActiveProjects,
  usageBarPercent,
} from '../../../shared/domain/plan-usage';
import type { ProjectStatus } from '../../../shared/domain/status-values';

const now = new Date('2026-03-31T12:00:00.000Z');
const DAY = 86_400_000;
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const ahead = (ms: number) => new Date(now.getTime() + ms).toISOString();

function project(
  over: Partial<AnalyticsProject> & { status?: ProjectStatus } = {},
): AnalyticsProject & { id: string } {
  return {
    id: Math.random().toString(36),
    status: 'active',
    createdAt: ago(40 * DAY),
    lastStatusChangeAt: ago(40 * DAY),
    shareExpiresAt: null,
    ...over,
  };
}

describe('counts and chart', () => {
  it('counts every status', () => {
    const ps = [project(), project(), project({ status: 'pending' }), project({ status: 'archived' })];
    expect(countByStatus(ps)).toEqual({ active: 2, pending: 1, approved: 0, archived: 1 });
    expect(countByStatus([])).toEqual({ active: 0, pending: 0, approved: 0, archived: 0 });
  });
  it('chart slices carry the dashboard colours', () => {
    const slices = statusChartSlices([project({ status: 'approved' })]);
    expect(slices.map((s) => [s.status, s.colour, s.value])).toEqual([
      ['active', 'violet', 0],
      ['pending', 'amber', 0],
      ['approved', 'green', 1],
      ['archived', 'grey', 0],
    ]);
  });
});

describe('averageDaysToApproval', () => {
  it('is null without approved projects', () => {
    expect(averageDaysToApproval([project()])).toBeNull();
  });
  it('averages the days of approved projects only, rounded', () => {
    const ps = [
      project({ status: 'approved', createdAt: ago(10 * DAY), lastStatusChangeAt: ago(8 * DAY) }), // 2 days
      project({ status: 'approved', createdAt: ago(10 * DAY), lastStatusChangeAt: ago(7 * DAY) }), // 3 days
      project({ status: 'active', createdAt: ago(100 * DAY), lastStatusChangeAt: ago(0) }),
    ];
    expect(averageDaysToApproval(ps)).toBe(3); // 2.5 rounds to 3
    expect(
      averageDaysToApproval([
        project({ status: 'approved', createdAt: ago(DAY + DAY / 3), lastStatusChangeAt: ago(0) }),
      ]),
    ).toBe(1);
  });
  it('ignores unparseable dates', () => {
    expect(averageDaysToApproval([project({ status: 'approved', createdAt: 'x' })])).toBeNull();
  });
});

describe('newThisWeek', () => {
  it('counts creations within the last 7 days, inclusive', () => {
    const ps = [
      project({ createdAt: ago(7 * DAY) }),
      project({ createdAt: ago(7 * DAY + 1) }),
      project({ createdAt: ago(0) }),
      project({ createdAt: ahead(1) }),
      project({ createdAt: 'bad' }),
    ];
    expect(newThisWeek(ps, now)).toBe(2);
  });
});

describe('creationTrend', () => {
  it('has 5 weekly buckets over 30 days that sum the projects in range', () => {
    const ps = [
      project({ createdAt: ago(30 * DAY) }), // first bucket start, inclusive
      project({ createdAt: ago(30 * DAY + 1) }), // before range
      project({ createdAt: ago(23 * DAY) }), // second bucket start
      project({ createdAt: ago(23 * DAY + 1) }), // end of first bucket
      project({ createdAt: ago(1 * DAY) }), // last bucket
      project({ createdAt: ago(0) }), // now, inclusive
    ];
    const trend = creationTrend(ps, now);
    expect(trend).toHaveLength(5);
    expect(trend.map((p) => p.count)).toEqual([2, 1, 0, 0, 2]);
    expect(trend[0]?.start).toBe(ago(30 * DAY));
    expect(trend[4]?.end).toBe(now.toISOString());
    expect(trend[0]?.label).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
  });
});

describe('linksExpiringSoon', () => {
  it('keeps active or pending projects expiring within 3 days, soonest first', () => {
    const a = project({ status: 'active', shareExpiresAt: ahead(2 * DAY) });
    const b = project({ status: 'pending', shareExpiresAt: ahead(1) });
    const edge = project({ status: 'active', shareExpiresAt: ahead(3 * DAY) });
    const ps = [
      a,
      b,
      edge,
      project({ status: 'active', shareExpiresAt: ahead(3 * DAY + 1) }),
      project({ status: 'active', shareExpiresAt: now.toISOString() }),
      project({ status: 'active', shareExpiresAt: ago(DAY) }),
      project({ status: 'approved', shareExpiresAt: ahead(DAY) }),
      project({ status: 'archived', shareExpiresAt: ahead(DAY) }),
      project({ status: 'active', shareExpiresAt: null }),
      project({ status: 'active', shareExpiresAt: 'junk' }),
    ];
    expect(linksExpiringSoon(ps, now)).toEqual([b, a, edge]);
  });
});

describe('dashboardReminders', () => {
  it('keeps at most 5 unread undismissed reminders, newest first', () => {
    const n = (i: number, over: object = {}) => ({
      id: String(i),
      type: 'project_reminder' as const,
      isRead: false,
      dismissed: false,
      createdAt: ago(i * 1000),
      ...over,
    });
    const list = [
      n(7),
      n(1),
      n(2, { isRead: true }),
      n(3, { dismissed: true }),
      n(4, { type: 'new_feedback' as const }),
      n(5),
      n(6),
      n(8),
      n(9),
    ];
    expect(dashboardReminders(list).map((x) => x.id)).toEqual(['1', '5', '6', '7', '8']);
  });
});

describe('plan usage', () => {
  it('limits by plan', () => {
    expect(activeProjectLimit('free')).toBe(3);
    expect(activeProjectLimit('basic')).toBe(12);
    expect(activeProjectLimit('pro')).toBeNull();
  });
  it('counts non-archived projects', () => {
    expect(
      countActiveProjects([project(), project({ status: 'archived' }), project({ status: 'approved' })]),
    ).toBe(2);
  });
  it('allows creation strictly below the cap', () => {
    expect(canCreateProject('free', 2)).toBe(true);
    expect(canCreateProject('free', 3)).toBe(false);
    expect(canCreateProject('basic', 11)).toBe(true);
    expect(canCreateProject('basic', 12)).toBe(false);
    expect(canCreateProject('pro', 10_000)).toBe(true);
  });
  it('bar width is min(used/limit, 100)%', () => {
    expect(usageBarPercent(0, 3)).toBe(0);
    expect(usageBarPercent(1, 4)).toBe(25);
    expect(usageBarPercent(3, 3)).toBe(100);
    expect(usageBarPercent(5, 3)).toBe(100);
    expect(usageBarPercent(5, null)).toBe(0);
    expect(usageBarPercent(1, 0)).toBe(100);
    expect(usageBarPercent(-1, 3)).toBe(0);
    expect(usageBarPercent(NaN, 3)).toBe(0);
  });
});
