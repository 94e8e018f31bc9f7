import { describe, expect, it } from 'vitest';
import type { Approval, Note, Project, Video, VideoVersion } from '../../../shared/domain/entities';
import {
  median,
  projectDigest,
  workspaceAnalytics,
  workspaceAnalyticsCsv,
  type ProjectDigest,
} from '../../../shared/domain/workspace-analytics';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string, plusMs = 0) => new Date(new Date(iso).getTime() + plusMs).toISOString();

const project = (id: string, over: Partial<Project> = {}): Project =>
  ({
    id,
    userId: 'ws',
    name: `Project ${id}`,
    clientDisplayName: 'Acme',
    status: 'active',
    createdAt: '2026-03-01T00:00:00.000Z',
    ...over,
  }) as Project;
const version = (videoId: string, versionNumber: number): VideoVersion =>
  ({ id: `${videoId}-v${versionNumber}`, videoId, versionNumber, durationMs: 60_000 }) as VideoVersion;
const video = (id: string, status: Video['status'] = 'active'): Video => ({ id, title: id, status }) as Video;
const note = (versionId: string, reviewerLabel: string, createdAt: string, author?: 'editor'): Note =>
  ({
    id: `${versionId}-${createdAt}`,
    videoVersionId: versionId,
    reviewerLabel,
    createdAt,
    ...(author ? { author } : {}),
  }) as Note;
const approval = (videoId: string, versionId: string, reviewerLabel: string, approvedAt: string): Approval =>
  ({
    id: `a-${videoId}`,
    scope: 'video',
    scopeId: videoId,
    versionId,
    reviewerLabel,
    approvedAt,
  }) as Approval;

describe('median', () => {
  it('is the middle value, the mean of the middle two for an even count, null for none', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('projectDigest', () => {
  it('keeps first feedback, approval, rounds until approval and the named reviewers only', () => {
    const start = '2026-03-01T00:00:00.000Z';
    const digest = projectDigest({
      project: project('p', { status: 'approved', createdAt: start }),
      videos: [video('a', 'approved'), video('b', 'approved')],
      versions: [version('a', 1), version('a', 2), version('a', 3), version('b', 1)],
      notes: [
        note('a-v1', 'Dana', at(start, 2 * HOUR)),
        note('a-v1', 'Anonymous', at(start, 1 * HOUR)),
        note('a-v2', 'Dana', at(start, 30 * HOUR)),
        note('a-v2', 'Editor', at(start, 3 * HOUR), 'editor'),
      ],
      approvals: [
        approval('a', 'a-v2', 'Dana', at(start, 2 * DAY)),
        approval('b', 'b-v1', 'Editor Override (Sam)', at(start, 3 * DAY)),
      ],
    });
    expect(digest).toEqual({
      projectId: 'p',
      firstFeedbackAt: at(start, 1 * HOUR),
      approvedAt: at(start, 3 * DAY),
      // Video a was approved on version 2 (its version 3 came later), b on 1.
      rounds: 2,
      reviewers: [{ name: 'Dana', notes: 2, approvals: 1, lastSeenAt: at(start, 2 * DAY) }],
    });
  });
});

describe('workspaceAnalytics', () => {
  const now = new Date('2026-06-15T00:00:00.000Z');
  const projects = [
    project('p1', { status: 'approved', createdAt: '2026-05-01T00:00:00.000Z', clientDisplayName: 'Acme' }),
    project('p2', { status: 'archived', createdAt: '2026-05-10T00:00:00.000Z', clientDisplayName: 'Beta' }),
    project('p3', { status: 'approved', createdAt: '2026-06-01T00:00:00.000Z', clientDisplayName: 'Acme' }),
    project('p4', { status: 'active', createdAt: '2026-01-01T00:00:00.000Z', clientDisplayName: 'Beta' }),
    project('p5', { status: 'active', createdAt: '2026-06-10T00:00:00.000Z', clientDisplayName: 'Acme' }),
    // Approved long before the period: outside every median.
    project('p6', { status: 'approved', createdAt: '2025-01-01T00:00:00.000Z', clientDisplayName: 'Acme' }),
  ];
  const digest = (projectId: string, over: Partial<ProjectDigest>): ProjectDigest => ({
    projectId,
    firstFeedbackAt: null,
    approvedAt: null,
    rounds: 1,
    reviewers: [],
    ...over,
  });
  const digests = [
    digest('p1', {
      approvedAt: '2026-05-03T00:00:00.000Z',
      rounds: 2,
      reviewers: [{ name: 'Dana', notes: 3, approvals: 1, lastSeenAt: '2026-05-03T00:00:00.000Z' }],
    }),
    digest('p2', { approvedAt: '2026-05-14T00:00:00.000Z', rounds: 3 }),
    digest('p3', {
      approvedAt: '2026-06-02T00:00:00.000Z',
      rounds: 1,
      reviewers: [{ name: 'Dana', notes: 1, approvals: 1, lastSeenAt: '2026-06-02T00:00:00.000Z' }],
    }),
    digest('p4', {
      rounds: 4,
      reviewers: [{ name: 'Old Lee', notes: 9, approvals: 0, lastSeenAt: '2026-01-05T00:00:00.000Z' }],
    }),
    digest('p6', { approvedAt: '2025-01-02T00:00:00.000Z', rounds: 9 }),
  ];

  it('gives medians over the projects approved in the period, archived ones included', () => {
    const figures = workspaceAnalytics(projects, digests, { now, periodDays: 90, client: null });
    // p1: 2 d, p2: 4 d, p3: 1 d → median 2 d; rounds 2, 3, 1 → 2.
    expect(figures.medianTimeToApprovalMs).toBe(2 * DAY);
    expect(figures.medianRounds).toBe(2);
    expect(figures.approved.map((p) => p.projectId)).toEqual(['p3', 'p2', 'p1']);
    expect(figures.trend.map((m) => m.month)).toEqual(['2026-03', '2026-04', '2026-05', '2026-06']);
    expect(figures.trend.find((m) => m.month === '2026-05')).toEqual({
      month: '2026-05',
      approvals: 2,
      medianTimeToApprovalMs: 3 * DAY,
      medianRounds: 2.5,
    });
    expect(figures.trend.find((m) => m.month === '2026-04')?.medianRounds).toBeNull();
  });

  it('filters by client and lists the open projects slowest first, whatever their age', () => {
    const acme = workspaceAnalytics(projects, digests, { now, periodDays: 30, client: 'Acme' });
    expect(acme.medianTimeToApprovalMs).toBe(1 * DAY);
    expect(acme.slowestOpen.map((p) => p.projectId)).toEqual(['p5']);
    expect(acme.clients).toEqual(['Acme', 'Beta']);
    const all = workspaceAnalytics(projects, digests, { now, periodDays: 30, client: null });
    expect(all.slowestOpen.map((p) => [p.projectId, p.rounds])).toEqual([
      ['p4', 4],
      ['p5', 0],
    ]);
  });

  it('sums each named reviewer over the projects in the filter, when last seen in the period', () => {
    const year = workspaceAnalytics(projects, digests, { now, periodDays: 365, client: null });
    expect(year.reviewers).toEqual([
      { name: 'Dana', notes: 4, approvals: 2, projects: 2, lastSeenAt: '2026-06-02T00:00:00.000Z' },
      { name: 'Old Lee', notes: 9, approvals: 0, projects: 1, lastSeenAt: '2026-01-05T00:00:00.000Z' },
    ]);
    const month = workspaceAnalytics(projects, digests, { now, periodDays: 30, client: null });
    expect(month.reviewers.map((r) => [r.name, r.notes])).toEqual([['Dana', 1]]);
  });

  it('exports every table as CSV, keeping a formula-like name as text', () => {
    const figures = workspaceAnalytics(
      [project('x', { status: 'approved', name: '=HYPERLINK("x")', createdAt: '2026-06-01T00:00:00.000Z' })],
      [digest('x', { approvedAt: '2026-06-01T12:00:00.000Z', rounds: 2 })],
      { now, periodDays: 30, client: null },
    );
    expect(workspaceAnalyticsCsv(figures, 'approved')).toBe(
      'Project,Client,Link created,Approved,Hours to approval,Rounds\r\n' +
        `"'=HYPERLINK(""x"")",Acme,2026-06-01T00:00:00.000Z,2026-06-01T12:00:00.000Z,12.00,2\r\n`,
    );
    expect(workspaceAnalyticsCsv(figures, 'trend').split('\r\n')[0]).toBe(
      'Month,Approvals,Median hours to approval,Median rounds',
    );
  });
});
