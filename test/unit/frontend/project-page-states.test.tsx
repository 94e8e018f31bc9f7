import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProjectPage from '../../../frontend/src/features/project/project-page';
import { renderApp } from './test-app';

describe('project page states', () => {
  it("shows 'Access Denied' for a project that is not the caller's (404)", async () => {
    renderApp(<ProjectPage />, {
      path: '/Project?id=OTHER',
      responder: (call) =>
        call.path === '/api/projects/OTHER'
          ? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found.' } } }
          : undefined,
    });
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(
      screen.getByText("You don't have permission to view this project, or it doesn't exist."),
    ).toBeInTheDocument();
  });

  it("shows 'Error Loading Project' with Try Again and the toast on other failures", async () => {
    let fail = true;
    renderApp(<ProjectPage />, {
      path: '/Project?id=P1',
      responder: (call) =>
        call.path === '/api/projects/P1' && fail
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }
          : undefined,
    });
    expect(await screen.findByText('Error Loading Project')).toBeInTheDocument();
    expect(screen.getByText('Failed to load project. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load project data')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/Projects');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    // The retry ran (the scripted API now answers 404, which shows the not-found state).
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
  });

  it('shows the rate-limit texts after repeated 429s', async () => {
    renderApp(<ProjectPage />, {
      path: '/Project?id=P2',
      responder: (call) =>
        call.path === '/api/projects/P2'
          ? { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'slow' } } }
          : undefined,
    });
    expect(
      await screen.findByText('Too many requests. Please wait a moment and try again.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Rate limit exceeded. Please refresh the page in a moment.'),
    ).toBeInTheDocument();
  });
});

describe('project page with a malformed id', () => {
  it.each(['not a valid id!', '../../etc', 'x'.repeat(65)])(
    "shows the not-found state, not 'Error Loading Project' (%s)",
    async (id) => {
      const app = renderApp(<ProjectPage />, {
        path: `/Project?id=${encodeURIComponent(id)}`,
        responder: () => ({
          status: 400,
          body: { error: { code: 'VALIDATION', message: 'Not a valid id' } },
        }),
      });
      expect(await screen.findByText('Access Denied')).toBeInTheDocument();
      expect(screen.queryByText('Error Loading Project')).toBeNull();
      expect(app.calls.filter((c) => c.path.startsWith('/api/projects'))).toEqual([]);
    },
  );
});
