import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProjectsPage from '../../../frontend/src/features/projects/projects-page';
import { renderApp, type Responder, editorProfile } from './test-app';
import { projectFixture } from './project-video-fixture';

const NOW = new Date().toISOString();
const project = (n: number) =>
  projectFixture({
    id: `P${n}`,
    name: `Project ${n}`,
    videoCount: 0,
    createdAt: NOW,
    lastStatusChangeAt: NOW,
  });

const responder: Responder = (call) => {
  if (call.path === '/api/profile') return { status: 200, body: editorProfile({ createdAt: NOW }) };
  if (call.path.startsWith('/api/projects?')) {
    const second = new URL(call.path, 'http://app.test').searchParams.get('cursor') === 'page-2';
    return {
      status: 200,
      body: second
        ? { items: [project(3)], nextCursor: null }
        : { items: [project(1), project(2)], nextCursor: 'page-2' },
    };
  }
  return undefined;
};

describe('projects page paging', () => {
  it("reads one page up front and the next only on 'Load more projects'", async () => {
    const { calls } = renderApp(<ProjectsPage />, { path: '/Projects?filter=all', responder });
    expect(await screen.findByText('Project 2')).toBeInTheDocument();
    const lists = () => calls.filter((c) => c.path.startsWith('/api/projects?'));
    expect(lists()).toHaveLength(1);
    expect(screen.queryByText('Project 3')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more projects' }));
    expect(await screen.findByText('Project 3')).toBeInTheDocument();
    expect(lists()).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more projects' })).toBeNull());
  });
});
