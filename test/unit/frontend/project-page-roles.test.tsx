/**
 * The project page shows each member only the controls their role allows: a Viewer, and an Editor on a
 * project another member created, find no control that changes anything (hidden, not disabled), and keep
 * what they may do (open, play, export markers, copy the link). The Owner's page keeps every control.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkspaceRole } from '../../../shared/domain/workspace';
import ProjectPage from '../../../frontend/src/features/project/project-page';
import { projectFixture, projectVideoFixture } from './project-video-fixture';
import { editorProfile, renderApp, workspaceAnswer, type Responder } from './test-app';

const NOW = new Date().toISOString();
const note = {
  id: 'N0001',
  projectId: 'P1',
  videoId: 'vid-1',
  videoVersionId: 'ver-1',
  body: 'Trim the end',
  status: 'pending',
  timecodeMs: 1000,
  frame: 25,
  reviewerLabel: 'Rita',
  submitBatchId: 'batch-1',
  reviewerIp: '203.0.113.0',
  createdAt: NOW,
};

const detail = (createdBy: string) => ({
  project: projectFixture({
    userId: 'owner-1',
    createdBy,
    status: 'pending',
    createdAt: NOW,
    lastStatusChangeAt: NOW,
  }),
  videos: [
    projectVideoFixture({
      projectId: 'P1',
      notes: [note],
      noteCounts: { total: 1, pending: 1, completed: 0 },
      versionPlayback: [],
    }),
  ],
  approvals: [],
  reviewLink: { token: 'a'.repeat(32), expiresAt: null },
  linkOpens: { count: 0, firstOpenedAt: null, lastOpenedAt: null },
  linkPasswordProtected: false,
});

/** The signed-in member (user-1) with `role` in the workspace of owner-1, on a project `createdBy` made. */
function asMember(role: WorkspaceRole, createdBy: string): Responder {
  return (call) => {
    if (call.path === '/api/workspace') return workspaceAnswer(role, 'owner-1');
    if (call.path === '/api/profile') return { status: 200, body: editorProfile({ planLevel: 'pro' }) };
    if (call.path === '/api/projects/P1') return { status: 200, body: detail(createdBy) };
    return undefined;
  };
}

/** Every control of the page that changes the project, by its accessible name. */
const CHANGE_CONTROLS = [
  /edit project name/i,
  /approve project/i,
  /add video/i,
  /extend/i,
  /generate new link/i,
  /change expiry/i,
  /turn (the )?link off/i,
  /password/i,
  /^reply$/i,
  /save notes/i,
];

async function renderAs(role: WorkspaceRole, createdBy: string) {
  renderApp(<ProjectPage />, { path: '/Project?id=P1', responder: asMember(role, createdBy) });
  // The page is loaded and the role is known once Export markers (allowed to every role) shows.
  // The page's view chunk loads on first use: slow on a busy machine.
  await screen.findByRole('button', { name: /export markers/i }, { timeout: 15_000 });
  await screen.findByText('Trim the end');
}

function expectNoChangeControl() {
  for (const name of CHANGE_CONTROLS) {
    expect(screen.queryByRole('button', { name }), String(name)).toBeNull();
  }
  expect(screen.queryByRole('checkbox')).toBeNull();
  expect(screen.queryByRole('switch')).toBeNull();
  expect(screen.queryByLabelText(/video notes/i)).toBeNull();
  expect(screen.queryByRole('combobox')).toBeNull();
  expect(screen.queryByRole('textbox', { name: /add a note|note/i })).toBeNull();
}

describe('the project page by role', { timeout: 30_000 }, () => {
  it('shows a Viewer no control that changes anything, and keeps open, play, export and copy', async () => {
    await renderAs('viewer', 'owner-1');
    expectNoChangeControl();
    expect(screen.getByRole('heading', { name: 'Launch film' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /copy review link/i })).toBeInTheDocument();
    expect(within(document.body).getByTestId('review-link-url')).toBeInTheDocument();
  });

  it('shows an Editor no control that changes a project another member created', async () => {
    await renderAs('editor', 'owner-1');
    expectNoChangeControl();
  });

  it('shows an Editor every control on a project they created', async () => {
    await renderAs('editor', 'user-1');
    expect(await screen.findByRole('button', { name: /edit project name/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /add video/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /generate new link/i })).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toBeInTheDocument();
  });
});
