/**
 * Settings › Webhooks in Chromium against the local system, desktop (1280×800) and phone (390×844): a Pro
 * Owner adds an endpoint at the local receiver stand-in, sees its secret, sends the test event and sees it in
 * the delivery log (200, attempt 1); the receiver got it signed with that secret. A Basic workspace's Owner
 * sees what Pro adds and the plan reason. Screenshots of both; axe finds nothing serious.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '../../../shared/config/env-names';
import { planFeatureReason } from '../../../shared/domain/plan-features';
import { seriousViolations } from '../../support/axe';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from '../../support/browser';
import { baseUrl, testSystem } from '../../support/env';
import { signedInUser } from '../../support/users';
import { buyPlan } from './integrations-kit';
import { launchBrowser, SCREENSHOT_DIR, signInThroughUi } from '../editor/editor-browser';

const SIZES = { desktop: DESKTOP_VIEWPORT, phone: PHONE_VIEWPORT } as const;
type Size = keyof typeof SIZES;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function contextFor(size: Size): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl(),
    viewport: SIZES[size],
    isMobile: size === 'phone',
    hasTouch: size === 'phone',
    deviceScaleFactor: 1,
  });
}

async function shot(page: Page, name: string, size: Size): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `integrations-${name}-${size}.png`) });
}

const receiver = () => testSystem().env[ENV.outboundLocalOrigins] ?? '';

async function receivedAt(path: string) {
  const out = (await (await fetch(`${receiver()}/requests.json`)).json()) as {
    requests: { path: string; headers: Record<string, string>; body: string }[];
  };
  return out.requests.filter((r) => r.path === path);
}

describe.each<Size>(['desktop', 'phone'])('Settings › Webhooks (%s)', (size) => {
  it('a Pro Owner adds an endpoint at the local receiver, sends the test event and sees it in the delivery log', async () => {
    const owner = await signedInUser({ fullName: `Wes Webhooks ${size}` });
    await buyPlan(owner.authorization, 'pro');
    const context = await contextFor(size);
    const page = await context.newPage();
    await signInThroughUi(page, owner.email, owner.password);
    await page.goto('/Settings?section=webhooks');
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByText('No endpoints yet.').waitFor();

    const path = `/hooks/e2e-${size}-${Date.now()}`;
    const form = section.getByRole('form', { name: 'Add endpoint' });
    await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(`${receiver()}${path}`);
    await form.getByRole('textbox', { name: 'Description' }).fill('Production tracker');
    await form.getByRole('checkbox', { name: 'Link opened' }).uncheck();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const endpoint = section.getByRole('list', { name: 'Webhooks' }).getByRole('listitem').first();
    await endpoint.getByText(`${receiver()}${path}`).waitFor();
    const secret = (await endpoint.locator('code').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);

    await endpoint.getByRole('button', { name: 'Send test event' }).click();
    const log = endpoint.getByRole('list', { name: 'Delivery log' });
    await log.getByText('webhook.test').waitFor({ timeout: 20_000 });
    expect(await log.textContent()).toContain('200');
    expect(await log.textContent()).toContain('Attempt 1');

    const [request] = await receivedAt(path);
    expect(request).toBeDefined();
    expect(new Webhook(secret).verify(request!.body, request!.headers)).toMatchObject({
      type: 'webhook.test',
    });

    await endpoint.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'settings-webhooks', size);
    await context.close();
  });

  it('a Basic Owner sees what Pro adds and the plan reason', async () => {
    const owner = await signedInUser({ fullName: `Bea Basic ${size}` });
    await buyPlan(owner.authorization, 'basic');
    const context = await contextFor(size);
    const page = await context.newPage();
    await signInThroughUi(page, owner.email, owner.password);
    await page.goto('/Settings?section=webhooks');
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByText(planFeatureReason('integrations')).waitFor();
    expect(await section.getByRole('form', { name: 'Add endpoint' }).count()).toBe(0);
    await section.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'settings-webhooks-basic', size);
    await context.close();
  });
});
