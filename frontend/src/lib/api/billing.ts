/**
 * POST /api/billing/checkout and /api/billing/portal: used by /Upgrade and by Settings › Billing. The
 * checkout opens through the checkout port (Paddle's overlay in the cloud, the stand-in's page locally);
 * the browser is sent to the portal's page. The purchase being confirmed is remembered for /BillingSuccess, which waits for the webhook.
 * POST /api/billing/plan-change/preview and /api/billing/plan-change: a subscriber's plan change on the one
 * subscription, previewed (what is charged today) and then made; the hook waits for the webhook to set it.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changePlan,
  createCheckout,
  createPortalSession,
  getBillingSubscription,
  previewPlanChange,
} from '../../../../shared/api/endpoints/billing';
import {
  PAYMENT_CONFIRMATION_POLL_MS,
  PAYMENT_CONFIRMATION_WAIT_MS,
} from '../../../../shared/domain/subscription';
import type { PaidPlanLevel, PriceKey } from '../../../../shared/domain/plans';
import { getRuntimeConfig, type RuntimeConfig } from '../../config/runtime-config';
import { paths } from '../../config/paths';
import { apiCall } from '../api-client';
import { queryKeyOf } from '../query-key';
import { invalidateAfter } from '../query-invalidation';
import { fetchProfile, profileQueryOptions } from './get-profile';
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

export const fetchBillingSubscription = () => apiCall(getBillingSubscription);

export const billingSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(getBillingSubscription),
    queryFn: fetchBillingSubscription,
    staleTime: 30_000,
  });

/** Settings › Billing: the live subscription as the provider holds it (asked only for a subscriber). */
export function useBillingSubscription(enabled: boolean) {
  return useQuery({ ...billingSubscriptionQueryOptions(), enabled });
}

export const fetchPlanChangePreview = (priceKey: PriceKey) =>
  apiCall(previewPlanChange, { body: { priceKey } });

/** The preview is a price at this minute: never cached for long, refetched when the dialog opens again. */
export const planChangePreviewQueryOptions = (priceKey: PriceKey) =>
  queryOptions({
    queryKey: [...queryKeyOf(previewPlanChange), priceKey],
    queryFn: () => fetchPlanChangePreview(priceKey),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function usePlanChangePreview(priceKey: PriceKey | null) {
  return useQuery({
    ...planChangePreviewQueryOptions(priceKey ?? 'basic_monthly'),
    enabled: priceKey !== null,
  });
}

/**
 * 'confirmed' once the webhook has set the new price on the profile; `{ scheduledAt }` once it has recorded
 * a downgrade that applies at the renewal; 'pending' if neither happened in time.
 */
export type PlanChangeResult = 'confirmed' | 'pending' | { scheduledAt: string };

export function useChangePlan(
  wait = { totalMs: PAYMENT_CONFIRMATION_WAIT_MS, pollMs: PAYMENT_CONFIRMATION_POLL_MS },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (priceKey: PriceKey): Promise<PlanChangeResult> => {
      await apiCall(changePlan, { body: { priceKey } });
      // The plan changes only through the verified webhook: wait for the profile to show it.
      const deadline = Date.now() + wait.totalMs;
      for (;;) {
        const profile = await fetchProfile();
        queryClient.setQueryData(profileQueryOptions().queryKey, profile);
        const scheduled = profile.pendingPlanChange;
        if (scheduled?.priceKey === priceKey) return { scheduledAt: scheduled.effectiveAt };
        if (profile.priceKey === priceKey && !scheduled) return 'confirmed';
        if (Date.now() >= deadline) return 'pending';
        await new Promise((resolve) => setTimeout(resolve, wait.pollMs));
      }
    },
    onSettled: () => invalidateAfter(queryClient, changePlan),
  });
}
