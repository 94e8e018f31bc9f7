/**
 * Settings › Branding › Review address: a Pro Admin claims a host name; a pending host shows the TXT record to
 * add and checks it; a refusal (the record not found yet) is said in the page.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewHostCard } from '../../../frontend/src/features/settings/components/review-host-card';
import { getReviewHost, setReviewHost, verifyReviewHost } from '../../../shared/api/endpoints/review-host';
import { REVIEW_HOST_MESSAGES as T } from '../../../shared/messages/review-host-messages';
import { renderApp } from './test-app';

const HOST = 'review.acme-studio.com';
const pending = {
  plan: 'pro',
  mayChange: true,
  reviewHost: {
    host: HOST,
    status: 'pending',
    verification: { name: `_cutroom-verification.${HOST}`, value: 'cutroom-verification=tok123' },
    verifiedAt: null,
  },
};

describe('Settings › Branding › Review address', () => {
  it('claims a host name and shows the TXT record to add', async () => {
    const { calls } = renderApp(<ReviewHostCard />, {
      responder: (call) => {
        if (call.method === 'GET' && call.path === getReviewHost.path)
          return { status: 200, body: { plan: 'pro', mayChange: true, reviewHost: null } };
        if (call.method === 'PUT' && call.path === setReviewHost.path) return { status: 200, body: pending };
        return undefined;
      },
    });
    fireEvent.change(await screen.findByLabelText(T.hostLabel), { target: { value: HOST } });
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText('cutroom-verification=tok123')).toBeInTheDocument();
    expect(screen.getByText(`_cutroom-verification.${HOST}`)).toBeInTheDocument();
    expect(screen.getByText(T.pending)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ host: HOST });
  });

  it('says so when the record is not found yet', async () => {
    renderApp(<ReviewHostCard />, {
      responder: (call) => {
        if (call.method === 'GET' && call.path === getReviewHost.path) return { status: 200, body: pending };
        if (call.method === 'POST' && call.path === verifyReviewHost.path)
          return { status: 409, body: { error: { code: 'CONFLICT', message: T.notProven } } };
        return undefined;
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: T.verify }));
    await waitFor(() => expect(screen.getByText(T.notProven)).toBeInTheDocument());
  });

  it('a Basic workspace sees what it is, without the form', async () => {
    renderApp(<ReviewHostCard />, {
      responder: (call) =>
        call.path === getReviewHost.path
          ? { status: 200, body: { plan: 'basic', mayChange: true, reviewHost: null } }
          : undefined,
    });
    expect(await screen.findByText(T.intro)).toBeInTheDocument();
    expect(screen.queryByLabelText(T.hostLabel)).not.toBeInTheDocument();
  });
});
