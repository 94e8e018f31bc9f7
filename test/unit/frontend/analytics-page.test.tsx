/**
 * The Advanced analytics page's states: below Pro the server's plan reason, what Pro adds and the way to
 * upgrade; a workspace with nothing to measure an empty state; a failed load an error with Try Again; on
 * Pro the figures, the filters sent as the query (and kept in the address), a CSV button per table.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AnalyticsPage from '../../../frontend/src/features/analytics/analytics-page';
import type { WorkspaceAnalyticsAnswer } from '../../../shared/api/endpoints/workspace-analytics';
import { planFeatureReason } from '../../../shared/domain/plan-features';
import { WORKSPACE_ANALYTICS_MESSAGES as M } from '../../../shared/messages/workspace-analytics-messages';
import { renderApp } from './test-app';

const DAY = 24 * 3_600_000;
const answer = (over: Partial<WorkspaceAnalyticsAnswer> = {}): WorkspaceAnalyticsAnswer => ({
  periodDays: 90,
  client: null,
  clients: ['Acme', 'Beta'],
  medianTimeToApprovalMs: 2 * DAY,
  medianRounds: 1.5,
  approvedCount: 2,
  openCount: 1,
  trend: [{ month: '2026-06', approvals: 2, medianTimeToApprovalMs: 2 * DAY, medianRounds: 1.5 }],
  approved: [
    {
      projectId: 'p1',
      name: 'Spring spot',
      client: 'Acme',
      linkCreatedAt: '2026-06-01T00:00:00.000Z',
      approvedAt: '2026-06-03T00:00:00.000Z',
      timeToApprovalMs: 2 * DAY,
      rounds: 2,
    },
  ],
  slowestOpen: [],
  reviewers: [{ name: 'Dana', notes: 3, approvals: 1, projects: 1, lastSeenAt: '2026-06-03T00:00:00.000Z' }],
  ...over,
});
const isAnalytics = (path: string) => path.startsWith('/api/workspace/analytics');

describe('the Advanced analytics page', () => {
  it('shows Basic the plan reason, what Pro adds and the way to upgrade', async () => {
    renderApp(<AnalyticsPage />, {
      responder: (call) =>
        isAnalytics(call.path)
          ? {
              status: 403,
              body: { error: { code: 'PLAN_REQUIRED', message: planFeatureReason('advancedAnalytics') } },
            }
          : undefined,
    });
    const upsell = await screen.findByTestId('analytics-upsell');
    expect(within(upsell).getByText(planFeatureReason('advancedAnalytics'))).toBeInTheDocument();
    expect(within(upsell).getByText(M.proAdds[0])).toBeInTheDocument();
    expect(within(upsell).getByRole('link', { name: M.upgrade })).toHaveAttribute('href', '/Upgrade');
  });

  it('says there is nothing to measure yet for a workspace without projects', async () => {
    renderApp(<AnalyticsPage />, {
      responder: (call) =>
        isAnalytics(call.path)
          ? {
              status: 200,
              body: answer({
                clients: [],
                approvedCount: 0,
                openCount: 0,
                approved: [],
                reviewers: [],
                trend: [],
              }),
            }
          : undefined,
    });
    expect(await screen.findByText(M.emptyTitle)).toBeInTheDocument();
  });

  it('shows an error with Try Again when the figures cannot be loaded', async () => {
    renderApp(<AnalyticsPage />, {
      responder: (call) =>
        isAnalytics(call.path)
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } }
          : undefined,
    });
    expect(await screen.findByText(M.errorTitle, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  }, 20_000);

  it('shows the figures and sends the period and client filters as the query', async () => {
    const { calls } = renderApp(<AnalyticsPage />, {
      path: '/Analytics?client=Acme',
      responder: (call) => (isAnalytics(call.path) ? { status: 200, body: answer() } : undefined),
    });
    const figures = await screen.findByTestId('analytics-figures');
    expect(within(figures).getByText('2 d')).toBeInTheDocument();
    expect(within(figures).getByText('1.5')).toBeInTheDocument();
    expect(calls.find((c) => isAnalytics(c.path))?.path).toBe(
      '/api/workspace/analytics?period=90&client=Acme',
    );
    fireEvent.click(screen.getByRole('button', { name: M.periodOption(365) }));
    await screen.findByTestId('analytics-figures');
    expect(calls.filter((c) => isAnalytics(c.path)).at(-1)?.path).toBe(
      '/api/workspace/analytics?period=365&client=Acme',
    );
    for (const title of [M.trendTitle, M.approvedTitle, M.slowestTitle, M.reviewersTitle]) {
      expect(screen.getByRole('button', { name: M.downloadCsvOf(title) })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: M.reviewersTitle })).toHaveTextContent('Dana');
  });
});
