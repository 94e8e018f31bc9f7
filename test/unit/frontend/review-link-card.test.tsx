import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReviewLinkCard } from '../../../frontend/src/features/project/components/review-link-card';
import { LINK_CARD_MESSAGES } from '../../../shared/messages/link-card-messages';
import { ISO, renderApp, type Responder } from './test-app';

const DAY = 24 * 60 * 60 * 1000;
const TOKEN = 'a'.repeat(32);
const now = new Date('2026-03-01T12:00:00Z');
/** The project the PATCH answers (a valid entity). */
const projectAnswer = (changes: Record<string, unknown>) => ({
  status: 200,
  body: {
    id: 'p1',
    userId: 'user-1',
    name: 'Launch film',
    clientDisplayName: 'Acme',
    shareToken: TOKEN,
    shareExpiresAt: now.toISOString(),
    status: 'active',
    createdAt: now.toISOString(),
    lastStatusChangeAt: now.toISOString(),
    archivedAt: null,
    approvedVideosCount: 0,
    videoCount: 0,
    revision: 2,
    ...changes,
  },
});

function card(expiresAt: string | null, readOnly = false, responder?: Responder) {
  return renderApp(
    <ReviewLinkCard projectId="p1" link={{ token: TOKEN, expiresAt }} readOnly={readOnly} now={now} />,
    { responder },
  );
}

describe('ReviewLinkCard', () => {
  it('shows the link and a green expiry without the warning when more than 3 days remain', () => {
    card(ISO(7 * DAY, now.getTime()));
    expect(screen.getByTestId('review-link-url')).toHaveValue(
      `${window.location.origin}/Review?token=${TOKEN}`,
    );
    expect(screen.getByText('Expires in 7 days')).toBeInTheDocument();
    expect(screen.getByTestId('link-expiry')).toHaveAttribute('data-state', 'ok');
    expect(screen.queryByTestId('link-warning')).not.toBeInTheDocument();
  });

  it('warns at 3 days or fewer, and in red under a day and once expired', () => {
    const { unmount } = card(ISO(2 * DAY, now.getTime()));
    expect(screen.getByTestId('link-expiry')).toHaveAttribute('data-state', 'warning');
    expect(screen.getByTestId('link-warning')).toBeInTheDocument();
    unmount();
    const second = card(ISO(6 * 60 * 60 * 1000, now.getTime()));
    expect(screen.getByText('Expires in less than 1 day')).toBeInTheDocument();
    second.unmount();
    card(ISO(-DAY, now.getTime()));
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getByTestId('link-warning')).toBeInTheDocument();
  });

  it("says 'No expiry set' without a date", () => {
    card(null);
    expect(screen.getByText('No expiry set')).toBeInTheDocument();
  });

  it('copies the link and confirms with a toast', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    card(ISO(7 * DAY, now.getTime()));
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Review link copied to clipboard!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/Review?token=${TOKEN}`);
  });

  it("reports 'Failed to copy link' when the clipboard refuses", async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    card(ISO(7 * DAY, now.getTime()));
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Failed to copy link')).toBeInTheDocument();
  });

  it('extends through the API and confirms', async () => {
    const { calls } = card(ISO(DAY, now.getTime()), false, (call) =>
      call.path === '/api/projects/p1/review-link/extend'
        ? { status: 200, body: { token: TOKEN, expiresAt: ISO(7 * DAY) } }
        : undefined,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Extend' }));
    expect(await screen.findByText('Link extended successfully!')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/projects/p1/review-link/extend')).toBe(
      true,
    );
  });

  it('shows the rate-limit text when Generate New Link keeps answering 429', async () => {
    const { calls } = card(ISO(DAY, now.getTime()), false, (call) =>
      call.path.endsWith('/regenerate')
        ? { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Slow down' } } }
        : undefined,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Generate New Link' }));
    expect(
      await screen.findByText('Rate limit exceeded. Please wait a moment before trying again.'),
    ).toBeInTheDocument();
    // The shared retry helper tried again before giving up.
    expect(calls.filter((c) => c.path.endsWith('/regenerate')).length).toBeGreaterThan(1);
  });

  it('says the link is off on an archived project: no expiry, no Copy, no Extend', () => {
    card(ISO(7 * DAY, now.getTime()), true);
    expect(screen.getByTestId('link-expiry')).toHaveAttribute('data-state', 'off');
    expect(screen.getByText('Link off')).toBeInTheDocument();
    expect(screen.getByText(LINK_CARD_MESSAGES.linkOffArchived)).toBeInTheDocument();
    expect(screen.queryByText('Expires in 7 days')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extend' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LINK_CARD_MESSAGES.turnOn })).not.toBeInTheDocument();
  });

  it('turns the link off and back on through the API', async () => {
    const { calls } = renderApp(
      <ReviewLinkCard
        projectId="p1"
        link={{ token: TOKEN, expiresAt: ISO(7 * DAY) }}
        readOnly={false}
        now={now}
      />,
      {
        responder: (call) =>
          call.path === '/api/projects/p1/review-link'
            ? projectAnswer({ shareRevokedAt: now.toISOString() })
            : undefined,
      },
    );
    fireEvent.click(screen.getByRole('button', { name: LINK_CARD_MESSAGES.turnOff }));
    expect(await screen.findByText('Review link turned off.')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH' && c.path === '/api/projects/p1/review-link');
    expect(patch?.body).toEqual({ enabled: false });
  });

  it('a turned-off link offers Turn link back on and hides Copy', () => {
    renderApp(
      <ReviewLinkCard
        projectId="p1"
        link={{ token: TOKEN, expiresAt: ISO(7 * DAY) }}
        readOnly={false}
        revoked
        now={now}
      />,
    );
    expect(screen.getByText(LINK_CARD_MESSAGES.linkOffRevoked)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LINK_CARD_MESSAGES.turnOn })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  });

  it('toggles downloads through the API', async () => {
    const { calls } = card(ISO(7 * DAY, now.getTime()), false, (call) =>
      call.path === '/api/projects/p1/review-link'
        ? projectAnswer({ shareDownloadsAllowed: true })
        : undefined,
    );
    fireEvent.click(screen.getByRole('switch', { name: LINK_CARD_MESSAGES.allowDownloads }));
    expect(await screen.findByText('Downloads allowed.')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH' && c.path === '/api/projects/p1/review-link');
    expect(patch?.body).toEqual({ downloadsAllowed: true });
  });

  it("shows 'Opened N times, last …' and 'Not opened yet'", () => {
    const last = new Date(2026, 10, 23, 14, 15);
    const { unmount } = renderApp(
      <ReviewLinkCard
        projectId="p1"
        link={{ token: TOKEN, expiresAt: ISO(7 * DAY) }}
        readOnly={false}
        opens={{ count: 3, firstOpenedAt: last.toISOString(), lastOpenedAt: last.toISOString() }}
        now={now}
      />,
    );
    expect(screen.getByTestId('link-opens')).toHaveTextContent('Opened 3 times, last Nov 23 at 2:15 PM');
    unmount();
    renderApp(
      <ReviewLinkCard
        projectId="p1"
        link={{ token: TOKEN, expiresAt: ISO(7 * DAY) }}
        readOnly={false}
        opens={{ count: 0, firstOpenedAt: null, lastOpenedAt: null }}
        now={now}
      />,
    );
    expect(screen.getByTestId('link-opens')).toHaveTextContent('Not opened yet');
  });
});
