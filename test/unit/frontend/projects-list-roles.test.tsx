/**
 * The projects list by role: a Viewer finds no New Project and no Archive in a card's menu (open only);
 * an Editor may archive the projects they created, not another member's.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkspaceRole } from '../../../shared/domain/workspace';
import ProjectsPage from '../../../frontend/src/features/projects/projects-page';
import { editorProfile, renderApp, workspaceAnswer, type Responder } from './test-app';
import { projectFixture } from './project-video-fixture';

const NOW = new Date().toISOString();
const project = (id: string, name: string, createdBy: string) =>
  projectFixture({ id, userId: 'owner-1', createdBy, name, createdAt: NOW, lastStatusChangeAt: NOW });

function asMember(role: WorkspaceRole): Responder {
  return (call) => {
    if (call.path === '/api/workspace') return workspaceAnswer(role, 'owner-1');
    if (call.path === '/api/profile') return { status: 200, body: editorProfile({ planLevel: 'pro' }) };
    if (call.path.startsWith('/api/projects?'))
      return {
        status: 200,
        body: {
          items: [project('P1', 'Owner film', 'owner-1'), project('P2', 'My film', 'user-1')],
          nextCursor: null,
        },
      };
    return undefined;
  };
}

async function menuOf(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
  return items;
}

describe('the projects list by role', { timeout: 30_000 }, () => {
  it('shows a Viewer no New Project and only View in a card menu', async () => {
    renderApp(<ProjectsPage />, { path: '/Projects', responder: asMember('viewer') });
    await screen.findByRole('article', { name: 'Owner film' }, { timeout: 15_000 });
    expect(screen.queryByRole('link', { name: /new project/i })).toBeNull();
    expect((await menuOf('My film')).some((t) => /archive/i.test(t ?? ''))).toBe(false);
  });

  it('lets an Editor archive their own project, not another member’s', async () => {
    renderApp(<ProjectsPage />, { path: '/Projects', responder: asMember('editor') });
    await screen.findByRole('article', { name: 'Owner film' }, { timeout: 15_000 });
    expect(await screen.findByRole('link', { name: /new project/i })).toBeInTheDocument();
    const own = await menuOf('My film');
    expect(own.some((t) => /archive/i.test(t ?? ''))).toBe(true);
    const others = await menuOf('Owner film');
    expect(others.some((t) => /archive/i.test(t ?? ''))).toBe(false);
  });
});
