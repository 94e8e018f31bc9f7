/**
 * The editor's video row against a scripted API: the feedback header and the pending count come from the
 * answer's exact counts (not the loaded page); the notes beyond the first page load on 'Show more notes'.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectVideoSchema } from '../../../shared/api/endpoints/projects';
import type { Note } from '../../../shared/domain/entities';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { VideoRow } from '../../../frontend/src/features/project/components/video-row';
import { projectVideoFixture } from './project-video-fixture';
import { renderApp } from './test-app';

const at = '2026-11-20T10:00:00.000Z';

const note = (n: number, status: Note['status'] = 'pending'): Note => ({
  id: `N${String(n).padStart(4, '0')}`,
  projectId: 'proj-1',
  videoId: 'vid-1',
  videoVersionId: 'ver-1',
  body: `Feedback number ${n}`,
  status,
  timecodeMs: n * 1000,
  frame: n * 25,
  reviewerLabel: 'Rita',
  submitBatchId: 'batch-1',
  reviewerIp: '203.0.113.0',
  createdAt: at,
});

const video = projectVideoSchema.parse(
  projectVideoFixture({
    status: 'needs_changes',
    // Newest first: the first page holds two of the three notes; one of the three (not loaded yet) is done.
    notes: [note(3), note(2)],
    notesNextCursor: 'CURSOR1',
    noteCounts: { total: 3, pending: 2, completed: 1 },
    versionPlayback: [],
  }),
);

describe("the editor's notes, paged", () => {
  it('counts from the answer, loads the rest on demand', async () => {
    const { calls } = renderApp(
      <VideoRow projectId="proj-1" video={video} readOnly={false} defaultExpanded />,
      {
        responder: (call) =>
          call.path === '/api/projects/proj-1/versions/ver-1/notes?cursor=CURSOR1'
            ? { status: 200, body: { items: [note(1, 'completed')], nextCursor: null } }
            : undefined,
      },
    );
    expect(await screen.findByText(/Feedback \(3\)/, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText(/2 pending notes/)).toBeInTheDocument();
    expect(screen.getAllByTestId('note-body')).toHaveLength(2);
    expect(calls.some((c) => c.path.includes('/notes?'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: REVIEW_MESSAGES.showMoreNotes }));
    expect(await screen.findByText('Feedback number 1')).toBeInTheDocument();
    expect(screen.getAllByTestId('note-body')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: REVIEW_MESSAGES.showMoreNotes })).not.toBeInTheDocument();
  }, 40_000);
});
