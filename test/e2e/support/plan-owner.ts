/**
 * The start of every journey of a paid feature: a new Owner whose plan is bought through the product's own
 * path (a checkout paid on the Paddle stand-in; the billing webhook sets the plan), then signed in through
 * the login page in a fresh context of the file's journey browser.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { signedInUser } from '../../support/users';
import { api } from '../editor/editor-api';
import { signInInContext } from '../editor/editor-browser';
import type { JourneyBrowser, JourneySize } from './journey-browser';

export type PaidPlan = 'basic' | 'pro';
export type SignedInOwner = Awaited<ReturnType<typeof signedInUser>>;

/** Buys `plan` through the Paddle stand-in and waits (up to 20 s) for the webhook to set it. */
export async function buyPlan(authorization: string, plan: PaidPlan): Promise<void> {
  const checkout = await api<{ checkoutUrl: string }>('/api/billing/checkout', {
    authorization,
    method: 'POST',
    body: { priceKey: `${plan}_monthly` },
  });
  await fetch(`${checkout.body.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const profile = await api<{ planLevel: string }>('/api/profile', { authorization });
    if (profile.body.planLevel === plan) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the Owner never became ${plan}`);
}

/** A new signed-in Owner (API tokens) on `plan`. */
export async function ownerOnPlan(plan: PaidPlan, fullName: string): Promise<SignedInOwner> {
  const owner = await signedInUser({ fullName });
  await buyPlan(owner.authorization, plan);
  return owner;
}

/**
 * A fresh context at `size` with a page where `user` has signed in through the login page (on the dashboard).
 * Closed again when signing in fails; otherwise the caller closes it.
 */
export async function signedInPage(
  journey: JourneyBrowser,
  size: JourneySize,
  user: { readonly email: string; readonly password: string },
): Promise<{ context: BrowserContext; page: Page }> {
  return signInInContext(await journey.contextFor(size), user);
}
