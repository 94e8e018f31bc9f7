import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivityPanel } from '../../../frontend/src/features/project/components/activity-panel';
import type { ProjectActivity } from '../../../shared/domain/project-activity';
import { ACTIVITY_MESSAGES } from '../../../shared/messages/activity-messages';
import { renderApp, type Responder } from './test-app';

const entry = (id: string, over: Partial<ProjectActivity>): ProjectActivity => ({
  id,
  projectId: 'P1',
  at: '2026-11-20T10:00:00.000Z',
  kind: 'project_approved',
  actor: { kind: 'member', name: 'Olivia Owner' },
  ...over,
});

const responder: Responder = (call) => {
  if (!call.path.startsWith('/api/projects/P1/activity')) return undefined;
  const second = call.path.includes('cursor=next');
  return {
    status: 200,
    body: second
      ? {
          items: [
            entry('A1', {
              kind: 'notes_submitted',
              actor: { kind: 'client', name: 'Jane Client' },
              noteCount: 2,
              videoTitle: 'Intro',
            }),
          ],
          nextCursor: null,
        }
      : {
          items: [
            entry('A3', {}),
            entry('A2', {
              kind: 'version_added',
              actor: { kind: 'member', name: 'Ben' },
              videoTitle: 'Intro',
              versionNumber: 2,
            }),
          ],
          nextCursor: 'next',
        },
  };
};

/** The panel over one page of activity holding `items`. */
function renderPanelWith(items: ProjectActivity[]): void {
  renderApp(<ActivityPanel projectId="P1" />, {
    responder: (call) =>
      call.path.startsWith('/api/projects/P1/activity')
        ? { status: 200, body: { items, nextCursor: null } }
        : undefined,
  });
}

describe('the project’s Activity panel', () => {
  it('lists who did what newest first, names clients as clients, and pages on demand', async () => {
    renderApp(<ActivityPanel projectId="P1" />, { responder });
    const panel = await screen.findByRole('region', { name: ACTIVITY_MESSAGES.title });
    await within(panel).findByText('approved the project', { exact: false });
    const lines = () =>
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent ?? '');
    expect(lines()[0]).toContain('Olivia Owner approved the project');
    expect(lines()[1]).toContain('Ben added version 2 of “Intro”');
    expect(within(panel).queryByText(ACTIVITY_MESSAGES.client)).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: ACTIVITY_MESSAGES.loadMore }));
    await within(panel).findByText('Jane Client');
    expect(lines()[2]).toContain('Jane Client left 2 notes on “Intro”');
    expect(within(panel).getByText(ACTIVITY_MESSAGES.client)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: ACTIVITY_MESSAGES.loadMore })).toBeNull();
  });

  it('reads a member’s reply, new video, rename, archive and restore as sentences', async () => {
    const member = (name: string) => ({ kind: 'member' as const, name });
    const items = [
      entry('B5', { kind: 'project_restored', actor: member('Olivia Owner') }),
      entry('B4', { kind: 'project_archived', actor: member('Ada Admin') }),
      entry('B3', { kind: 'project_renamed', actor: member('Ben'), projectName: 'Spring spot' }),
      entry('B2', { kind: 'video_added', actor: member('Ben'), videoTitle: 'Outro' }),
      entry('B1', { kind: 'editor_replied', actor: member('Ada Admin'), videoTitle: 'Intro' }),
    ];
    renderPanelWith(items);
    const panel = await screen.findByRole('region', { name: ACTIVITY_MESSAGES.title });
    await within(panel).findByText('restored the project', { exact: false });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent ?? ''),
    ).toEqual([
      expect.stringContaining('Olivia Owner restored the project'),
      expect.stringContaining('Ada Admin archived the project'),
      expect.stringContaining('Ben renamed the project to “Spring spot”'),
      expect.stringContaining('Ben added the video “Outro”'),
      expect.stringContaining('Ada Admin replied to a note on “Intro”'),
    ]);
    expect(within(panel).queryByText(ACTIVITY_MESSAGES.client)).toBeNull();
  });

  it('reads the review link’s opens by the reviewer’s name, or as a client who gave none', async () => {
    const client = (name: string) => ({ kind: 'client' as const, name });
    const items = [
      entry('C2', { kind: 'link_opened', actor: client('') }),
      entry('C1', { kind: 'link_opened', actor: client('Jane Client') }),
    ];
    renderPanelWith(items);
    const panel = await screen.findByRole('region', { name: ACTIVITY_MESSAGES.title });
    await within(panel).findByText('Jane Client');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent ?? ''),
    ).toEqual([
      expect.stringContaining('A client opened the review link'),
      expect.stringContaining('Jane Client opened the review link'),
    ]);
  });

  it('says so when nothing has happened yet', async () => {
    renderPanelWith([]);
    expect(await screen.findByText(ACTIVITY_MESSAGES.empty)).toBeInTheDocument();
  });
});
