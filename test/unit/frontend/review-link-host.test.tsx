/**
 * The review link the project page shows and copies is on the workspace's own review address once that host
 * is verified; while it is pending (or there is none) it stays on the app's own origin.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewLinkCard } from '../../../frontend/src/features/project/components/review-link-card';
import { getReviewHost } from '../../../shared/api/endpoints/review-host';
import { renderApp, type Responder } from './test-app';

const TOKEN = 'b'.repeat(32);
const now = new Date('2026-03-01T12:00:00Z');
const HOST = 'review.acme-studio.com';

const answering =
  (status: 'pending' | 'verified' | null): Responder =>
  (call) =>
    call.method === 'GET' && call.path === getReviewHost.path
      ? {
          status: 200,
          body: {
            plan: 'pro',
            mayChange: true,
            reviewHost: status
              ? {
                  host: HOST,
                  status,
                  verification: { name: `_cutroom-verification.${HOST}`, value: 'cutroom-verification=x' },
                  verifiedAt: status === 'verified' ? now.toISOString() : null,
                }
              : null,
          },
        }
      : undefined;

const card = (status: 'pending' | 'verified' | null) =>
  renderApp(
    <ReviewLinkCard projectId="p1" link={{ token: TOKEN, expiresAt: null }} readOnly={false} now={now} />,
    {
      responder: answering(status),
    },
  );

describe('the review link on a custom review address', () => {
  it('uses the verified host', async () => {
    const { calls } = card('verified');
    await waitFor(() =>
      expect(screen.getByTestId('review-link-url')).toHaveValue(`https://${HOST}/Review?token=${TOKEN}`),
    );
    expect(calls.some((c) => c.path === getReviewHost.path)).toBe(true);
  });

  it("stays on the app's origin while the host is pending", async () => {
    const { calls } = card('pending');
    await waitFor(() => expect(calls.some((c) => c.path === getReviewHost.path)).toBe(true));
    expect(screen.getByTestId('review-link-url')).toHaveValue(
      `${window.location.origin}/Review?token=${TOKEN}`,
    );
  });
});
