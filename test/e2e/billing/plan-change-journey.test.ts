/**
 * A subscriber's plan change in Chromium against the local system and its Paddle stand-in: a Basic
 * subscriber (on desktop one who has scheduled a cancellation, on the phone one who has not) opens
 * /Upgrade, sees Paddle's prorated preview ('You'll be charged $X today'), upgrades to Pro and downgrades
 * back to Basic, which applies at the renewal: nothing is charged today, the account stays Pro and the
 * Upgrade page and Settings › Billing say 'Changes to Basic on <date>' with the next charge at Basic's price;
 * the stand-in then holds exactly one live subscription, charged the previewed amount, and its renewal moves
 * the account to Basic, charged Basic's full price. Settings › Billing shows the subscription as it is with
 * the billing FAQ. Screenshots of both previews, of /Upgrade with the scheduled change and of Settings › Billing at both
 * sizes.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StandInSubscriptionState } from '../../../infra/local/paddle-stand-in/server';
import { ENV } from '../../../shared/config/env-names';
import { BILLING_FAQ } from '../../../shared/messages/billing-messages';
import { testSystem } from '../../support/env';
import { signedInUser } from '../../support/users';
import { api } from '../editor/editor-api';
import { signInThroughUi } from '../editor/editor-browser';
import {
  journeyBrowser,
  REFERENCE_SIZES,
  saveScreenshot,
  type JourneySize,
} from '../support/journey-browser';

const { contextFor } = journeyBrowser(REFERENCE_SIZES);
type Size = JourneySize;

type TestUser = Awaited<ReturnType<typeof signedInUser>>;

const standIn = () => testSystem().env[ENV.paddleEnvironment] ?? '';

interface ProfileView {
  planLevel: string;
  pendingPlanChange?: { priceKey: string; effectiveAt: string } | null;
  priceKey?: string | null;
  paddleCustomerId: string | null;
  subscriptionId?: string | null;
  cancelAtPeriodEnd?: boolean;
}

async function profileOf(user: TestUser): Promise<ProfileView> {
  return (await api<ProfileView>('/api/profile', { authorization: user.authorization })).body;
}

async function waitForProfile(user: TestUser, done: (p: ProfileView) => boolean): Promise<ProfileView> {
  const deadline = Date.now() + 20_000;
  let profile = await profileOf(user);
  while (!done(profile) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    profile = await profileOf(user);
  }
  expect(done(profile), JSON.stringify(profile)).toBe(true);
  return profile;
}

/** A Basic annual subscriber, bought through the stand-in's checkout (and cancelled at period end). */
async function basicSubscriber(size: Size, scheduledCancel: boolean): Promise<TestUser> {
  const user = await signedInUser({ fullName: `Subscriber ${size}` });
  const checkout = await api<{ checkoutUrl: string }>('/api/billing/checkout', {
    method: 'POST',
    authorization: user.authorization,
    body: { priceKey: 'basic_annual' },
  });
  expect(checkout.status).toBe(201);
  await fetch(`${checkout.body.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
  const profile = await waitForProfile(user, (p) => p.priceKey === 'basic_annual');
  if (scheduledCancel) {
    await fetch(`${standIn()}/portal/${profile.paddleCustomerId}/${profile.subscriptionId}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    await waitForProfile(user, (p) => p.cancelAtPeriodEnd === true);
  }
  return user;
}

async function standInSubscriptions(customerId: string): Promise<StandInSubscriptionState[]> {
  return (await (
    await fetch(`${standIn()}/__control/subscriptions?customer_id=${customerId}`)
  ).json()) as StandInSubscriptionState[];
}

// Transitions finished: a dialog caught mid-fade shows the page through its text.
const shot = (page: Page, name: string, size: Size, fullPage = false) =>
  saveScreenshot(page, `billing-${name}-${size}`, { fullPage, animations: 'disabled' });

/** '$120.00' → 12000 cents. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

describe.each<[Size, boolean]>([
  ['desktop', true],
  ['phone', false],
])('plan change journey (%s, scheduled cancellation: %s)', (size, scheduledCancel) => {
  it('Basic → Upgrade: Pro with the prorated preview → Pro → Downgrade: Basic at the renewal (Pro kept, nothing charged) → the renewal applies Basic at its price; one live subscription throughout', async () => {
    const user = await basicSubscriber(size, scheduledCancel);
    const { paddleCustomerId } = await profileOf(user);
    const context = await contextFor(size);
    const page = await context.newPage();
    try {
      await signInThroughUi(page, user.email, user.password);
      await page.goto('/Upgrade');
      // The toggle starts on the subscription's period (annual); its own card is the current plan.
      expect(await page.getByRole('button', { name: 'Current Plan: Basic' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Upgrade: Pro' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change to Pro (Annual)' });
      const charge = dialog.getByText(/^You'll be charged \$[\d,.]+ today\.$/);
      await charge.waitFor({ timeout: 20_000 });
      const previewed = centsOf(/\$[\d,.]+/.exec((await charge.textContent()) ?? '')?.[0] ?? '');
      // Pro annual less the unused Basic year: about $289 − $169 just after buying.
      expect(Math.abs(previewed - (28_900 - 16_900))).toBeLessThanOrEqual(2);
      await dialog.getByText(/of unused time on your current plan is credited\./).waitFor();
      await dialog.getByText(/^Your next charge: \$289\.00 on /).waitFor();
      if (scheduledCancel) {
        await dialog
          .getByText('Your scheduled cancellation is removed: the subscription renews as usual.')
          .waitFor();
      }
      await shot(page, 'upgrade-preview', size);
      await dialog.getByRole('button', { name: 'Confirm change' }).click();
      await page.getByText('Your plan is now Pro.').waitFor({ timeout: 40_000 });
      expect(await profileOf(user)).toMatchObject({
        planLevel: 'pro',
        priceKey: 'pro_annual',
        cancelAtPeriodEnd: false,
      });

      let subs = await standInSubscriptions(paddleCustomerId ?? '');
      expect(subs).toHaveLength(1);
      expect(subs[0]?.status).toBe('active');
      const upgradeCharges = (subs[0]?.charges ?? []).filter((c) => c.origin === 'subscription_update');
      expect(upgradeCharges).toHaveLength(1);
      expect(Math.abs((upgradeCharges[0]?.amount ?? 0) - previewed)).toBeLessThanOrEqual(1);

      // Back down to Basic: it applies at the renewal; nothing is charged or credited today.
      expect(await page.getByRole('button', { name: 'Current Plan: Pro' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Downgrade: Basic' }).click();
      const back = page.getByRole('dialog', { name: 'Change to Basic (Annual)' });
      await back.getByText('Nothing is charged today.').waitFor({ timeout: 20_000 });
      await back.getByText(/^Changes to Basic on .+\. You keep Pro until then\.$/).waitFor();
      await back.getByText(/^Your next charge: \$169\.00 on /).waitFor();
      expect(await back.getByText(/is credited/).count()).toBe(0);
      await shot(page, 'downgrade-preview', size);
      await back.getByRole('button', { name: 'Confirm change' }).click();
      await page
        .getByText(/^Changes to Basic on /)
        .first()
        .waitFor({ timeout: 40_000 });
      const scheduled = await waitForProfile(user, (p) => p.pendingPlanChange?.priceKey === 'basic_annual');
      expect(scheduled).toMatchObject({ planLevel: 'pro', priceKey: 'pro_annual' });
      await page.getByRole('button', { name: 'Change scheduled: Basic' }).waitFor();
      expect(await page.getByRole('button', { name: 'Keep this plan: Pro' }).isEnabled()).toBe(true);
      await page
        .getByText(/^Changes to Basic on /)
        .last()
        .scrollIntoViewIfNeeded();
      await shot(page, 'downgrade-scheduled', size);

      subs = await standInSubscriptions(paddleCustomerId ?? '');
      expect(subs.filter((s) => s.status !== 'canceled')).toHaveLength(1);
      expect(subs).toHaveLength(1);
      expect(subs[0]?.charges.filter((c) => c.origin === 'subscription_update')).toHaveLength(1);

      // Settings › Billing: Pro until the renewal, the change announced, the next charge at Basic's price.
      await page.goto('/Billing');
      await page.getByText('$289 billed annually').waitFor({ timeout: 20_000 });
      await page.getByText(/^Renews on /).waitFor();
      await page.getByText(/^Changes to Basic on /).waitFor();
      const next = page.getByText(/^Your next charge: \$[\d,.]+ on /);
      await next.waitFor({ timeout: 20_000 });
      expect(centsOf(/\$[\d,.]+/.exec((await next.textContent()) ?? '')?.[0] ?? '')).toBe(16_900);
      expect(await page.getByText(/Your subscription ends on/).count()).toBe(0);
      expect(await page.getByText('FAQ section coming soon').count()).toBe(0);
      const billing = page.getByRole('region', { name: 'Billing', exact: true });
      await billing.getByText('Annual', { exact: true }).waitFor();
      const faq = page.getByRole('button', { name: BILLING_FAQ[1]?.question ?? '' });
      await faq.click();
      await page.getByText(BILLING_FAQ[1]?.answer ?? '').waitFor();
      await page.getByRole('heading', { name: 'Billing', level: 2 }).evaluate((el) => el.scrollIntoView());
      await page.evaluate(() => window.scrollBy(0, -88));
      await shot(page, 'settings-billing', size);

      // The renewal: Basic applies, charged its full price.
      const renewed = await fetch(
        `${standIn()}/__control/subscriptions/${scheduled.subscriptionId ?? ''}/renew`,
        { method: 'POST' },
      );
      expect(renewed.status).toBe(200);
      const after = await waitForProfile(user, (p) => p.planLevel === 'basic');
      expect(after).toMatchObject({ priceKey: 'basic_annual', pendingPlanChange: null });
      subs = await standInSubscriptions(paddleCustomerId ?? '');
      expect(subs[0]?.charges.filter((c) => c.origin === 'subscription_recurring')).toEqual([
        expect.objectContaining({ amount: 16_900 }),
      ]);
      await page.reload();
      await page.getByText('$169 billed annually').waitFor({ timeout: 20_000 });
      expect(await page.getByText(/^Changes to Basic on /).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
