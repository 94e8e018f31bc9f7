/**
 * The review page is one tree for both screen sizes: the desktop portal and the phone layout show the same
 * parts (the video's title, the player, the notes, previous/next), each arranged for its screen, and the
 * overlays a first visit does not need (the name dialog) load when they are asked for.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import ReviewPage from '../../../frontend/src/features/review/review-page';
import { note, review, TOKEN } from './review-fixture';
import { renderApp } from './test-app';

const original = window.matchMedia;

/** A screen `width` pixels wide, as CSS media queries see it. */
function screenWidth(width: number): void {
  window.matchMedia = (query: string) =>
    ({
      matches: /min-width:\s*1024px/.test(query)
        ? width >= 1024
        : /max-width:\s*600px/.test(query) && width <= 600,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

function openReview() {
  renderApp(<ReviewPage />, {
    path: `/Review?token=${TOKEN}`,
    responder: (call) =>
      call.path === `/api/review/${TOKEN}`
        ? { status: 200, body: review({ notes: [note(1)], next: null, total: 1 }) }
        : undefined,
  });
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.pushState({}, '', `/Review?token=${TOKEN}`);
});
afterEach(() => {
  window.matchMedia = original;
});

describe('one review page tree for desktop and phone', { timeout: 40_000 }, () => {
  it.each([
    ['desktop', 1280],
    ['phone', 390],
  ] as const)('shows the same parts on a %s, arranged for its screen', async (size, width) => {
    screenWidth(width);
    openReview();
    expect(await screen.findByText('Note number 1', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bounded' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cut one' })).toBeInTheDocument();
    expect(screen.getByTestId('review-player-frame')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Notes' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Previous video' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next video' })).toBeDisabled();
    const tabs = screen.queryByRole('tab', { name: REVIEW_MESSAGES.addNotesTab });
    const bottomBar = screen.queryByRole('navigation', { name: 'Review actions' });
    if (size === 'desktop') {
      expect(tabs).toBeInTheDocument();
      expect(bottomBar).toBeNull();
    } else {
      expect(tabs).toBeNull();
      expect(bottomBar).toBeInTheDocument();
    }
  });

  it('opens the name dialog only when Submit All asks for the name', async () => {
    screenWidth(1280);
    openReview();
    const field = await screen.findByRole('textbox', { name: 'Your note' }, { timeout: 30_000 });
    fireEvent.change(field, { target: { value: 'Trim the intro' } });
    fireEvent.click(screen.getByRole('button', { name: REVIEW_MESSAGES.addNote }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `${REVIEW_MESSAGES.submitAll} (1)` }));
    expect(
      await screen.findByRole('dialog', { name: REVIEW_MESSAGES.submitFeedbackTitle }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
