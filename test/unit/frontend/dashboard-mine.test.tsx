import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DashboardPage from '../../../frontend/src/features/dashboard/dashboard-page';
import { buildDashboard } from '../../../functions/projects/use-cases/dashboard';
import { WORKSPACE_MESSAGES } from '../../../shared/messages/workspace-messages';
import { editorProfile, renderApp, type Responder } from './test-app';

const NOW = new Date().toISOString();
const dashboard = buildDashboard({
  profile: { planLevel: 'pro' },
  projects: [],
  reminders: [],
  now: new Date(),
});

const responder: Responder = (call) => {
  if (call.path === '/api/profile') return { status: 200, body: editorProfile({ createdAt: NOW }) };
  if (call.path.startsWith('/api/dashboard')) return { status: 200, body: dashboard };
  return undefined;
};

describe("the dashboard's 'Only mine'", () => {
  it('is read from the URL, asks the server for the caller’s projects, and toggling it keeps the URL in step', async () => {
    const { calls } = renderApp(<DashboardPage />, { path: '/Dashboard?mine=1', responder });
    const toggle = await screen.findByRole('switch', { name: WORKSPACE_MESSAGES.mineFilter });
    expect(toggle).toBeChecked();
    const dashboards = () => calls.filter((c) => c.path.startsWith('/api/dashboard')).map((c) => c.path);
    expect(dashboards()).toEqual(['/api/dashboard?mine=true']);

    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/Dashboard$/));
    await waitFor(() => expect(dashboards()).toEqual(['/api/dashboard?mine=true', '/api/dashboard']));
    expect(await screen.findByRole('switch', { name: WORKSPACE_MESSAGES.mineFilter })).not.toBeChecked();

    fireEvent.click(screen.getByRole('switch', { name: WORKSPACE_MESSAGES.mineFilter }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Dashboard?mine=1'));
  }, 20_000);
});
