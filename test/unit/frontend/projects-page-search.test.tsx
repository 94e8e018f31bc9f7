import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProjectsPage from '../../../frontend/src/features/projects/projects-page';
import { renderApp, type Responder, editorProfile } from './test-app';
import { projectFixture } from './project-video-fixture';

const NOW = new Date().toISOString();
const project = (id: string, name: string) =>
  projectFixture({ id, name, videoCount: 0, createdAt: NOW, lastStatusChangeAt: NOW });

/** The list answers by `q`: 'acme' finds one project; 'sparse' finds nothing on the first page, one on the next. */
const responder: Responder = (call) => {
  if (call.path === '/api/profile') return { status: 200, body: editorProfile({ createdAt: NOW }) };
  if (!call.path.startsWith('/api/projects?')) return undefined;
  const query = new URL(call.path, 'http://app.test').searchParams;
  const q = query.get('q');
  if (q === null) {
    return {
      status: 200,
      body: { items: [project('P1', 'ACME Launch Cut'), project('P2', 'Other')], nextCursor: null },
    };
  }
  if (q === 'acme')
    return { status: 200, body: { items: [project('P1', 'ACME Launch Cut')], nextCursor: null } };
  if (q === 'sparse') {
    return query.get('cursor') === 'more'
      ? { status: 200, body: { items: [project('P9', 'Sparse Oldest')], nextCursor: null } }
      : { status: 200, body: { items: [], nextCursor: 'more' } };
  }
  return { status: 200, body: { items: [], nextCursor: null } };
};

const lists = (calls: Array<{ path: string }>) =>
  calls
    .filter((c) => c.path.startsWith('/api/projects?'))
    .map((c) => new URL(c.path, 'http://app.test').searchParams);

describe('projects page search', () => {
  it('searches the list with q after typing (once, debounced), keeping filter and mine', async () => {
    const { calls } = renderApp(<ProjectsPage />, { path: '/Projects?filter=active&mine=1', responder });
    expect(await screen.findByText('Other')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Search projects' });
    fireEvent.change(field, { target: { value: 'a' } });
    fireEvent.change(field, { target: { value: ' acme ' } });
    await waitFor(() => expect(screen.queryByText('Other')).toBeNull());
    expect(await screen.findByText('ACME Launch Cut')).toBeInTheDocument();
    const searched = lists(calls).filter((p) => p.has('q'));
    expect(searched.map((p) => [p.get('q'), p.get('filter'), p.get('mine')])).toEqual([
      ['acme', 'active', 'true'],
    ]);
  });

  it('shows the no-match state and Clear search brings the whole list back', async () => {
    renderApp(<ProjectsPage />, { path: '/Projects?q=zzz', responder });
    const empty = await screen.findByText('No projects match “zzz”.');
    expect(screen.getByRole('textbox', { name: 'Search projects' })).toHaveValue('zzz');
    const state = empty.closest('.MuiPaper-root') as HTMLElement;
    fireEvent.click(within(state).getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Other')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search projects' })).toHaveValue('');
  });

  it('clears from the field’s own button', async () => {
    renderApp(<ProjectsPage />, { path: '/Projects?q=acme', responder });
    expect(await screen.findByText('ACME Launch Cut')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Other')).toBeInTheDocument();
  });

  it('reads on while a search page holds no match yet but more remains', async () => {
    const { calls } = renderApp(<ProjectsPage />, { path: '/Projects?q=sparse', responder });
    expect(await screen.findByText('Sparse Oldest')).toBeInTheDocument();
    expect(lists(calls).map((p) => p.get('cursor'))).toEqual([null, 'more']);
    expect(screen.queryByText(/No projects match/)).toBeNull();
  });
});
