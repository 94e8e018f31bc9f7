import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { versionTiming } from '../../../shared/lib/frame-time';
import { VERSION_MESSAGES } from '../../../shared/messages/version-messages';
import { FeedbackList } from '../../../frontend/src/components/feedback/feedback-list';
import { renderApp } from './test-app';
import { versionNote as note, reviewVersion as version } from './review-fixture';

const timing = versionTiming(null);
const early = note('n1', 'ver2', 'Late in the clip, written first', 8000, '2026-11-20T10:00:00.000Z');
const late = note('n2', 'ver2', 'Early in the clip, written last', 1000, '2026-11-21T10:00:00.000Z');
const older = note('n0', 'ver1', 'On the first cut', 2000, '2026-11-19T10:00:00.000Z');

const bodies = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');

describe('one feedback list for the editor and the client', () => {
  it("lists the editor's notes newest first with a Pending/Done checkbox, and an earlier version's note marked and not seekable", () => {
    const toggle = vi.fn();
    renderApp(
      <FeedbackList
        viewer="editor"
        timing={timing}
        notes={[early, late]}
        earlierNotes={[older]}
        versions={[version('ver1', 1), version('ver2', 2)]}
        onSeek={() => undefined}
        onToggle={toggle}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: VERSION_MESSAGES.allVersions }));
    const list = screen.getByRole('list', { name: 'Feedback' });
    const rows = bodies(list);
    expect(rows[0]).toContain('Early in the clip, written last');
    expect(rows[1]).toContain('Late in the clip, written first');
    expect(rows[2]).toContain('On the first cut');
    const [first] = within(list).getAllByRole('listitem');
    fireEvent.click(within(first!).getByRole('checkbox'));
    expect(toggle).toHaveBeenCalledWith(late, 'completed');
    const third = within(list).getAllByRole('listitem')[2]!;
    expect(within(third).getByTestId('version-chip')).toHaveTextContent('v1');
    expect(within(third).queryByRole('button', { name: /^Play from/ })).toBeNull();
  });

  it("lists the client's drafts among the notes in time order, with no checkbox, and a draft can be removed", () => {
    const remove = vi.fn();
    const seek = vi.fn();
    renderApp(
      <FeedbackList
        viewer="client"
        timing={timing}
        notes={[early, late]}
        drafts={[{ localId: 'd1', body: 'A draft in between', timecodeMs: 4000 }]}
        onSeek={seek}
        onRemoveDraft={remove}
      />,
    );
    const list = screen.getByRole('list', { name: 'Notes' });
    const rows = bodies(list);
    expect(rows[0]).toContain('Early in the clip, written last');
    expect(rows[1]).toContain('A draft in between');
    expect(rows[1]).toContain('Not sent yet');
    expect(rows[2]).toContain('Late in the clip, written first');
    expect(within(list).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'Remove note at 00:04' }));
    expect(remove).toHaveBeenCalledWith('d1');
    fireEvent.click(within(list).getByRole('button', { name: 'Jump to 00:01' }));
    expect(seek).toHaveBeenCalledWith(1000);
  });
});
