import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import ProjectPage from '../../../frontend/src/features/project/project-page';
import { renderApp, type Responder, editorProfile } from './test-app';
import { projectFixture } from './project-video-fixture';

const NOW = new Date().toISOString();
const project = (status: 'archived' | 'active') =>
  projectFixture({
    status,
    shareExpiresAt: NOW,
    createdAt: NOW,
    lastStatusChangeAt: NOW,
    archivedAt: status === 'archived' ? NOW : null,
    videoCount: 0,
  });
const detail = (status: 'archived' | 'active') => ({
  project: project(status),
  videos: [],
  approvals: [],
  reviewLink: { token: 'a'.repeat(32), expiresAt: NOW },
  linkOpens: { count: 0, firstOpenedAt: null, lastOpenedAt: null },
  linkPasswordProtected: false,
});
const profile = (activeProjectCount: number) => editorProfile({ activeProjectCount, createdAt: NOW });

function responder(options: { used: number; restore?: { status: number; body: unknown } }): Responder {
  let status: 'archived' | 'active' = 'archived';
  return (call) => {
    if (call.path === '/api/profile') return { status: 200, body: profile(options.used) };
    if (call.path === '/api/projects/P1') return { status: 200, body: detail(status) };
    if (call.path === '/api/projects/P1/restore' && call.method === 'POST') {
      const answer = options.restore ?? { status: 200, body: project('active') };
      if (answer.status === 200) status = 'active';
      return answer;
    }
    return undefined;
  };
}

const BANNER =
  'Archived Project - This project has been archived and is now read-only. No changes can be made.';

describe('archived project: banner and Restore', () => {
  // The page's view is its own chunk (loaded with the data); transformed once here, not inside a test's time.
  beforeAll(() => import('../../../frontend/src/features/project/components/project-view-parts'), 30_000);
  it('shows the banner as a filled warning (not dark on dark) with Restore, which restores the project', async () => {
    const { calls } = renderApp(<ProjectPage />, {
      path: '/Project?id=P1',
      responder: responder({ used: 1 }),
    });
    const banner = (await screen.findByText(BANNER)).closest('.MuiAlert-root');
    expect(banner).toHaveClass('MuiAlert-filled', 'MuiAlert-colorWarning');
    const restore = await screen.findByRole('button', { name: 'Restore Project' });
    await waitFor(() => expect(restore).toBeEnabled());
    fireEvent.click(restore);
    expect(await screen.findByText('Project restored.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/projects/P1/restore')).toBe(true);
    // The page re-reads the project: the banner goes and the edit actions come back.
    await waitFor(() => expect(screen.queryByText(BANNER)).toBeNull());
    expect(screen.getByRole('button', { name: 'Add Video' })).toBeInTheDocument();
  });

  it("at the plan cap shows the cap's message and Upgrade Plan instead of Restore", async () => {
    renderApp(<ProjectPage />, { path: '/Project?id=P1', responder: responder({ used: 3 }) });
    expect(
      await screen.findByText(
        'Your Free plan allows 3 active projects. Archive a project or upgrade to add more.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/Upgrade');
    expect(screen.queryByRole('button', { name: 'Restore Project' })).toBeNull();
  });

  it("shows the server's cap message when the restore is refused", async () => {
    const message = 'Your Free plan allows 3 active projects. Archive a project or upgrade to add more.';
    renderApp(<ProjectPage />, {
      path: '/Project?id=P1',
      responder: responder({
        used: 2,
        restore: { status: 409, body: { error: { code: 'PLAN_LIMIT', message } } },
      }),
    });
    const restore = await screen.findByRole('button', { name: 'Restore Project' });
    await waitFor(() => expect(restore).toBeEnabled());
    fireEvent.click(restore);
    const toast = await screen.findByText(message, { selector: '.MuiAlert-message' });
    expect(toast.closest('[role="alert"]')).not.toBeNull();
  });
});
