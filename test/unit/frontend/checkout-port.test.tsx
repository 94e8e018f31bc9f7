/**
 * The checkout port: with `paddle` in the runtime config (the cloud) 'Upgrade' opens Paddle's overlay
 * checkout for the server's transaction (Paddle.js initialised with the client token and environment);
 * without it (locally) the browser goes to the checkout's page, the stand-in's. Paddle.js itself is the
 * boundary here (its script comes from Paddle's CDN), so `@paddle/paddle-js` is replaced.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UpgradePage from '../../../frontend/src/features/plans/upgrade-page';
import { browser } from '../../../frontend/src/lib/api/billing';
import {
  checkoutOpenerFor,
  CheckoutUnavailableError,
  paddleOverlayCheckout,
} from '../../../frontend/src/lib/api/checkout-port';
import { renderApp, type Responder, editorProfile } from './test-app';

const paddle = vi.hoisted(() => ({
  open: vi.fn(),
  initialize: vi.fn(),
}));
vi.mock('@paddle/paddle-js', () => ({
  initializePaddle: (options: unknown) => {
    paddle.initialize(options);
    return Promise.resolve({ Checkout: { open: paddle.open } });
  },
}));

afterEach(() => {
  vi.restoreAllMocks();
  paddle.open.mockReset();
  paddle.initialize.mockReset();
});

const NOW = '2026-11-01T10:00:00.000Z';
const profile = editorProfile({ activeProjectCount: 3, createdAt: NOW });

const CHECKOUT_PAGE = 'http://127.0.0.1:3999/checkout/txn_01';
const responder: Responder = (call) => {
  if (call.path === '/api/profile') return { status: 200, body: profile };
  if (call.path === '/api/billing/checkout' && call.method === 'POST') {
    return { status: 201, body: { transactionId: 'txn_01', checkoutUrl: CHECKOUT_PAGE } };
  }
  return undefined;
};

async function clickFirstUpgrade() {
  fireEvent.click(await screen.findByRole('button', { name: 'Upgrade: Basic' }));
}

describe('checkout port choice', { timeout: 30_000 }, () => {
  it('in the cloud (paddle configured): Upgrade opens the Paddle overlay for the server transaction', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    const { calls } = renderApp(<UpgradePage />, {
      path: '/Upgrade',
      responder,
      config: { paddle: { clientToken: 'test_token123', environment: 'sandbox' } },
    });
    await clickFirstUpgrade();
    await waitFor(() => expect(paddle.open).toHaveBeenCalledTimes(1));
    expect(paddle.initialize).toHaveBeenCalledWith({ token: 'test_token123', environment: 'sandbox' });
    expect(paddle.open).toHaveBeenCalledWith({
      transactionId: 'txn_01',
      settings: { successUrl: expect.stringMatching(/\/BillingSuccess$/) },
    });
    expect(go).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.path === '/api/billing/checkout')).toHaveLength(1);
  });

  it("locally (no paddle): Upgrade sends the browser to the stand-in's checkout page; Paddle.js never loads", async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    renderApp(<UpgradePage />, { path: '/Upgrade', responder });
    await clickFirstUpgrade();
    await waitFor(() => expect(go).toHaveBeenCalledWith(CHECKOUT_PAGE));
    expect(paddle.initialize).not.toHaveBeenCalled();
    expect(paddle.open).not.toHaveBeenCalled();
  });

  it('chooses by the config, and says so when neither can open', async () => {
    const options = { go: () => undefined, successUrl: 'https://app.example/BillingSuccess' };
    expect(checkoutOpenerFor({}, options).kind).toBe('hosted-page');
    expect(
      checkoutOpenerFor({ paddle: { clientToken: 'live_x', environment: 'production' } }, options).kind,
    ).toBe('paddle-overlay');
    await expect(
      checkoutOpenerFor({}, options).open({ transactionId: 'txn_02', checkoutUrl: null }),
    ).rejects.toBeInstanceOf(CheckoutUnavailableError);
    const blocked = paddleOverlayCheckout(
      { clientToken: 'live_x', environment: 'production' },
      options.successUrl,
      () => Promise.resolve(undefined),
    );
    await expect(blocked.open({ transactionId: 'txn_03', checkoutUrl: null })).rejects.toBeInstanceOf(
      CheckoutUnavailableError,
    );
  });
});
