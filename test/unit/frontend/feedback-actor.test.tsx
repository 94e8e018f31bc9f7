import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { versionTiming } from '../../../shared/lib/frame-time';
import { NOTE_STATUS_LABELS } from '../../../shared/domain/note-status-display';
import { FeedbackList } from '../../../frontend/src/components/feedback/feedback-list';
import { renderApp } from './test-app';
import { versionNote as note, reviewVersion as version } from './review-fixture';

describe('who did what in the feedback list', () => {
  it('names the member who marked a note done', () => {
    const done = {
      ...note('n1', 'ver1', 'Trim the end', 1000, '2026-11-20T10:00:00.000Z'),
      status: 'completed' as const,
      statusChangedBy: 'Ana',
    };
    renderApp(
      <FeedbackList
        viewer="editor"
        timing={versionTiming(null)}
        notes={[done]}
        versions={[version('ver1', 1)]}
        onSeek={() => undefined}
        onToggle={() => undefined}
      />,
    );
    const row = within(screen.getByRole('list', { name: 'Feedback' })).getAllByRole('listitem')[0]!;
    expect(row).toHaveTextContent(`${NOTE_STATUS_LABELS.completed} by Ana`);
  });
});
