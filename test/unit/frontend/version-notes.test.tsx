import { fireEvent, screen, within } from '@testing-library/react';
import { FeedbackList } from '../../../frontend/src/components/feedback/feedback-list';
import { describe, expect, it } from 'vitest';
import { VERSION_MESSAGES } from '../../../shared/messages/version-messages';
import { versionTiming } from '../../../shared/lib/frame-time';
import { renderApp } from './test-app';
import { versionNote as note, reviewVersion as version } from './review-fixture';

const DEFAULT_FRAME_TIMING = versionTiming(null);

describe('notes of earlier versions on the review page', () => {
  it("shows this version's notes, and with 'All versions' the earlier ones marked 'v1' (not seekable)", () => {
    renderApp(
      <FeedbackList
        viewer="client"
        timing={DEFAULT_FRAME_TIMING}
        drafts={[]}
        notes={[note('n2', 'ver2', 'Better now', 2000)]}
        earlierNotes={[note('n1', 'ver1', 'Logo too small', 1000)]}
        versions={[version('ver1', 1), version('ver2', 2)]}
        onSeek={() => undefined}
        onRemoveDraft={() => undefined}
      />,
    );
    const list = screen.getByRole('list', { name: 'Notes' });
    expect(within(list).getAllByTestId('submitted-note')).toHaveLength(1);
    expect(screen.queryByText('Logo too small')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: VERSION_MESSAGES.allVersions }));
    const rows = within(screen.getByRole('list', { name: 'Notes' })).getAllByTestId('submitted-note');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Logo too small'),
      expect.stringContaining('Better now'),
    ]);
    expect(within(rows[0]!).getByTestId('version-chip')).toHaveTextContent('v1');
    expect(within(rows[0]!).queryByRole('button', { name: /^Jump to/ })).toBeNull();
    expect(within(rows[1]!).queryByTestId('version-chip')).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: /^Jump to/ })).toBeInTheDocument();
  });

  it('offers no switch when there are no earlier notes', () => {
    renderApp(
      <FeedbackList
        viewer="client"
        timing={DEFAULT_FRAME_TIMING}
        drafts={[]}
        notes={[note('n2', 'ver2', 'Only', 2000)]}
        onSeek={() => undefined}
        onRemoveDraft={() => undefined}
      />,
    );
    expect(screen.queryByRole('button', { name: VERSION_MESSAGES.allVersions })).toBeNull();
  });
});
