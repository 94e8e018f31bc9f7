/**
 * POST /api/billing/checkout and /api/billing/portal: used by /Upgrade and by Settings › Billing. The
 * checkout opens through the checkout port (Paddle's overlay in the cloud, the stand-in's page locally);
 * the browser is sent to the portal's page. The purchase being confirmed is remembered for /BillingSuccess, which waits for the webhook.
 */
import { useMutation } from '@tanstack/react-query';
import { createCheckout, createPortalSession } from '../../../../shared/api/endpoints/billing';
import type { PaidPlanLevel, PriceKey } from '../../../../shared/domain/plans';
import { getRuntimeConfig, type RuntimeConfig } from '../../config/runtime-config';
import { paths } from '../../config/paths';
import { apiCall } from '../api-client';
import { checkoutOpenerFor, type CheckoutOpener } from './checkout-port';

const PENDING_KEY = 'cutroom.pendingPurchase';

export interface PendingPurchase {
  plan: PaidPlanLevel;
  startedAt: number;
}

export function rememberPurchase(plan: PaidPlanLevel): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ plan, startedAt: Date.now() }));
  } catch {
    // Storage unavailable (private mode): /BillingSuccess then waits for any paid plan.
  }
}

export function pendingPurchase(): PendingPurchase | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingPurchase>;
    return value.plan === 'basic' || value.plan === 'pro'
      ? { plan: value.plan, startedAt: Number(value.startedAt) || 0 }
      : null;
  } catch {
    return null;
  }
}

export function forgetPurchase(): void {
  try {
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // nothing to forget
  }
}

/** Where the browser goes (a seam for the component tests). */
export const browser = { go: (url: string) => window.location.assign(url) };

let built: { config: RuntimeConfig; opener: CheckoutOpener } | null = null;

/** The checkout port for this environment (the runtime config), built once per config. */
export function checkoutOpener(): CheckoutOpener {
  const config = getRuntimeConfig();
  if (built?.config !== config) {
    built = {
      config,
      opener: checkoutOpenerFor(config, {
        go: (url) => browser.go(url),
        successUrl: new URL(paths.billingSuccess, window.location.origin).toString(),
      }),
    };
  }
  return built.opener;
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: async (input: { priceKey: PriceKey; plan: PaidPlanLevel }) => {
      const checkout = await apiCall(createCheckout, { body: { priceKey: input.priceKey } });
      rememberPurchase(input.plan);
      await checkoutOpener().open(checkout);
      return checkout;
    },
  });
}

export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: async () => {
      const portal = await apiCall(createPortalSession);
      browser.go(portal.url);
      return portal;
    },
  });
}
