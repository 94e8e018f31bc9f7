/**
 * The purchase journey in Chromium against the local system and its Paddle stand-in: a free user at the cap
 * follows 'Upgrade' to /Upgrade, pays on the stand-in's checkout, lands on /BillingSuccess which waits for
 * the signed webhook, and is then on Basic with room for a fourth project; a declined card lands on
 * /BillingFailed and changes nothing. Screenshots of every page on the way, desktop (1440×900) and phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PAYMENT_CONFIRMATION_WAIT_MS } from '../../../shared/domain/subscription';
import { DRIVE_STAND_IN_FOLDERS } from '../../../infra/local/drive-stand-in/drive-fixtures';
import { signedInUser } from '../../support/users';
import { api, createSampleProject } from '../editor/editor-api';
import { signInThroughUi } from '../editor/editor-browser';
import { journeyBrowser, saveScreenshot, type JourneySize } from '../support/journey-browser';

const { contextFor } = journeyBrowser();
type Size = JourneySize;

const shot = (page: Page, name: string, size: Size, fullPage = false) =>
  saveScreenshot(page, `billing-${name}-${size}`, { fullPage });

async function planOf(authorization: string): Promise<string> {
  const profile = await api<{ planLevel: string }>('/api/profile', { authorization });
  return profile.body.planLevel;
}

describe.each<Size>(['desktop', 'phone'])('billing journey (%s)', (size) => {
  it('at the cap → Upgrade → pay on the checkout → BillingSuccess → Basic → a fourth project', async () => {
    const user = await signedInUser({ fullName: `Buyer ${size}` });
    for (const n of [1, 2, 3])
      await createSampleProject(user.authorization, DRIVE_STAND_IN_FOLDERS.samples, `Paid project ${n}`);
    const context = await contextFor(size);
    const page = await context.newPage();
    try {
      await signInThroughUi(page, user.email, user.password);
      await page.getByText('3 of 3 active projects used').waitFor({ timeout: 20_000 });
      await page.getByRole('link', { name: 'Upgrade', exact: true }).click();
      await page.waitForURL(/\/Upgrade$/);
      await page.getByRole('button', { name: 'Upgrade: Basic' }).waitFor();
      expect(await page.getByRole('button', { name: 'Current Plan: Free' }).isDisabled()).toBe(true);
      await shot(page, 'upgrade', size, true);
      await page.getByRole('button', { name: 'Annual' }).click();
      await page.getByText('$169').waitFor();

      await page.getByRole('button', { name: 'Upgrade: Basic' }).click();
      await page.getByRole('heading', { name: 'Checkout' }).waitFor({ timeout: 20_000 });
      await page.getByText('Basic — $169 / year').waitFor();
      await page.getByRole('button', { name: 'Pay' }).click();

      await page.waitForURL(/\/BillingSuccess/, { timeout: 20_000 });
      await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
      await page.getByText(/Basic plan is active/).waitFor({ timeout: 20_000 });
      await shot(page, 'success', size);
      expect(await planOf(user.authorization)).toBe('basic');

      await page.getByRole('link', { name: 'Dashboard' }).last().click();
      await page.getByText('3 of 12 active projects used').waitFor({ timeout: 20_000 });
      await createSampleProject(user.authorization, DRIVE_STAND_IN_FOLDERS.samples, 'Paid project 4');
      await page.goto('/Upgrade');
      expect(await page.getByRole('button', { name: 'Current Plan: Basic' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Downgrade: Free' }).waitFor();

      // Settings › Billing: the renewal date; Manage opens the portal; cancelling keeps Basic to the end.
      await page.goto('/Billing');
      await page.getByText(/^Renews on /).waitFor({ timeout: 20_000 });
      await page.getByRole('heading', { name: 'Billing', level: 2 }).evaluate((el) => el.scrollIntoView());
      await page.evaluate(() => window.scrollBy(0, -88));
      await shot(page, 'settings-paid', size);
      await page.getByRole('button', { name: 'Manage', exact: true }).click();
      await page.getByRole('heading', { name: 'Billing portal' }).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Cancel at period end' }).click();
      await page.getByText(/cancels on/).waitFor();
      await page.goto('/Billing');
      await page
        .getByText(/Your subscription ends on .*; you keep your plan until then\./)
        .waitFor({ timeout: 20_000 });
      expect(await planOf(user.authorization)).toBe('basic');
    } finally {
      await context.close();
    }
  });

  it('a declined card lands on BillingFailed and changes nothing; no result page sets a plan', async () => {
    const user = await signedInUser({ fullName: `Declined ${size}` });
    const context = await contextFor(size);
    const page = await context.newPage();
    try {
      await signInThroughUi(page, user.email, user.password);
      await page.goto('/Upgrade');
      await page.getByRole('button', { name: 'Upgrade: Pro' }).click();
      await page.getByRole('heading', { name: 'Checkout' }).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Decline card' }).click();
      await page.waitForURL(/\/BillingFailed/, { timeout: 20_000 });
      await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
      await page.getByText('Something went wrong with your payment.').waitFor();
      await shot(page, 'failed', size);
      expect(await planOf(user.authorization)).toBe('free');
      await page.getByRole('link', { name: 'Try Again' }).click();
      await page.waitForURL(/\/Upgrade$/);

      for (const [path, title] of [
        ['/SuccessFree', 'Welcome to Free Plan!'],
        ['/SuccessBasic', 'Welcome to Basic Plan!'],
        ['/SuccessPro', 'Welcome to Pro Plan!'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { name: title }).waitFor();
        await shot(page, path.slice(1).toLowerCase(), size);
      }
      // Landing on a welcome page sets no plan.
      expect(await planOf(user.authorization)).toBe('free');

      // /BillingSuccess without a confirming webhook: it waits, then says the plan update failed. The page's
      // clock is moved past the wait rather than the journey sitting through it (30 s on each size).
      await page.clock.install();
      await page.goto('/BillingSuccess');
      await page.getByText('Confirming your payment…').waitFor();
      await shot(page, 'success-confirming', size);
      await page.clock.fastForward(PAYMENT_CONFIRMATION_WAIT_MS);
      await page
        .getByText(/Plan update failed, but your payment was successful/)
        .waitFor({ timeout: 20_000 });
      await page.getByRole('link', { name: 'Contact Support' }).waitFor();
      await shot(page, 'success-fallback', size);
      expect(await planOf(user.authorization)).toBe('free');
    } finally {
      await context.close();
    }
  });
});
