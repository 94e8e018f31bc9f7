/**
 * The review page (phone layout in jsdom) against a scripted API: notes beyond the answer's first page load
 * on demand ('Show more notes'), the counts come from the answer, the cap message shows before typing more,
 * and a failed submit keeps the typed notes, which the retry sends with the same batch id (idempotency key).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOTE_LIMITS } from '../../../shared/domain/note-limits';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import ReviewPage from '../../../frontend/src/features/review/review-page';
import { renderApp, type ScriptedCall } from './test-app';
import { note, review, TOKEN } from './review-fixture';

beforeEach(() => {
  window.localStorage.clear();
  window.history.pushState({}, '', `/Review?token=${TOKEN}`);
});

// The first render loads the lazy layout chunk: slow on a busy 2-core machine.
describe('review notes, bounded', { timeout: 40_000 }, () => {
  it('shows the first page with the exact total, then loads the rest on demand, each note once', async () => {
    const first = [note(1), note(2)];
    const { calls } = renderApp(<ReviewPage />, {
      path: `/Review?token=${TOKEN}`,
      responder: (call) => {
        if (call.path === `/api/review/${TOKEN}`)
          return { status: 200, body: review({ notes: first, next: 'CURSOR1', total: 3 }) };
        if (call.path === `/api/review/${TOKEN}/versions/VV1/notes?cursor=CURSOR1`)
          return { status: 200, body: { items: [note(3)], nextCursor: null } };
        return undefined;
      },
    });
    expect(await screen.findByText('Note number 2', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.showingNotes(2, 3))).toBeInTheDocument();
    expect(screen.queryByText('Note number 3')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.includes('/notes?'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: REVIEW_MESSAGES.showMoreNotes }));
    expect(await screen.findByText('Note number 3')).toBeInTheDocument();
    expect(screen.getAllByTestId('submitted-note')).toHaveLength(3);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: REVIEW_MESSAGES.showMoreNotes })).not.toBeInTheDocument(),
    );
  });

  it('says the link is full before the reviewer types more, and offers no Add Note', async () => {
    renderApp(<ReviewPage />, {
      path: `/Review?token=${TOKEN}`,
      responder: (call) =>
        call.path === `/api/review/${TOKEN}`
          ? {
              status: 200,
              body: review({ notes: [note(1)], next: null, total: 1, linkNoteCount: NOTE_LIMITS.perLink }),
            }
          : undefined,
    });
    expect(
      await screen.findByText(REVIEW_MESSAGES.linkNoteLimit(NOTE_LIMITS.perLink), {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: REVIEW_MESSAGES.addNote })).toBeDisabled();
  });

  it('keeps the typed note when the submit fails, and the retry sends the same batch id', async () => {
    let fail = true;
    const submits: ScriptedCall[] = [];
    renderApp(<ReviewPage />, {
      path: `/Review?token=${TOKEN}`,
      responder: (call) => {
        // The first read and the re-reads after each submit (`?reread=1`).
        if (call.path.split('?')[0] === `/api/review/${TOKEN}` && call.method === 'GET')
          return { status: 200, body: review({ notes: [], next: null, total: 0 }) };
        if (call.path === `/api/review/${TOKEN}/notes` && call.method === 'POST') {
          submits.push(call);
          if (fail) return { status: 503, body: { error: { code: 'UPSTREAM', message: 'Throttled.' } } };
          return acceptedSubmit(call);
        }
        return undefined;
      },
    });
    await saveQuickNote('Trim the intro');
    expect(await screen.findByText('Trim the intro')).toBeInTheDocument();

    // Phone: 'Actions' opens the sheet with 'Send Notes'; after a failure the sheet stays open.
    const send = async () => {
      if (!screen.queryByRole('button', { name: /Send Notes/ }))
        fireEvent.click(await screen.findByRole('button', { name: /Actions/ }));
      fireEvent.click(await screen.findByRole('button', { name: /Send Notes/ }));
    };
    await send();
    expect(await screen.findByText(REVIEW_MESSAGES.submitFailed)).toBeInTheDocument();
    // Nothing typed is lost: the draft is still there, in the page and in storage.
    expect(screen.getByText('Trim the intro')).toBeInTheDocument();
    expect(window.localStorage.getItem(Object.keys(window.localStorage)[0] ?? '')).toContain(
      'Trim the intro',
    );

    fail = false;
    await send();
    expect(await screen.findByText(REVIEW_MESSAGES.submitted)).toBeInTheDocument();
    const ids = submits.map((s) => (s.body as { batchId: string }).batchId);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids).size).toBe(1);
  });

  it('a visit is one open: the page re-reads the review after sending notes as a re-read, not a new open', async () => {
    const token = 'tok_' + 'b'.repeat(28);
    window.history.pushState({}, '', `/Review?token=${token}`);
    const reads: string[] = [];
    renderApp(<ReviewPage />, {
      path: `/Review?token=${token}`,
      responder: (call) => {
        if (call.path.split('?')[0] === `/api/review/${token}` && call.method === 'GET') {
          reads.push(call.path);
          return { status: 200, body: review({ notes: [], next: null, total: 0 }) };
        }
        if (call.path === `/api/review/${token}/notes` && call.method === 'POST') {
          return acceptedSubmit(call);
        }
        return undefined;
      },
    });
    await saveQuickNote('Trim the intro');
    fireEvent.click(await screen.findByRole('button', { name: /Actions/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Send Notes/ }));
    expect(await screen.findByText(REVIEW_MESSAGES.submitted)).toBeInTheDocument();
    await waitFor(() => expect(reads.length).toBeGreaterThanOrEqual(2));
    expect(reads[0]).toBe(`/api/review/${token}`);
    for (const later of reads.slice(1)) expect(later).toBe(`/api/review/${token}?reread=1`);
  });
});

/** The server's answer to an accepted submit: the note as sent, the video now needs changes. */
function acceptedSubmit(call: ScriptedCall) {
  const body = call.body as { batchId: string; notes: { body: string }[] };
  return {
    status: 200,
    body: {
      batchId: body.batchId,
      created: true,
      notes: [{ ...note(1), body: body.notes[0]?.body ?? '' }],
      videos: [{ id: 'V1', status: 'needs_changes' }],
      projectStatus: 'pending',
    },
  };
}

/** Phone: the add-note button opens the quick note sheet; the text is typed and saved as a draft. */
async function saveQuickNote(text: string): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: REVIEW_MESSAGES.addNote }, { timeout: 30_000 }));
  const box = await screen.findByRole('textbox', { name: REVIEW_MESSAGES.quickNote });
  fireEvent.change(box, { target: { value: text } });
  const sheet = box.closest('form');
  if (!sheet) throw new Error('the quick note sheet is a form');
  fireEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
}
