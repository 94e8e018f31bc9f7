/**
 * Settings › Webhooks in Chromium against the local system, desktop (1280×800) and phone (390×844): a Pro
 * Owner adds an endpoint at the local receiver stand-in, sees its secret, sends the test event and sees it in
 * the delivery log (200, attempt 1); the receiver got it signed with that secret. A Basic workspace's Owner
 * sees what Pro adds and the plan reason. Screenshots of both; axe finds nothing serious.
 */
import { Webhook } from 'standardwebhooks';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ENV } from '../../../shared/config/env-names';
import { planFeatureReason } from '../../../shared/domain/plan-features';
import { seriousViolations } from '../../support/axe';
import { testSystem } from '../../support/env';
import {
  journeyBrowser,
  REFERENCE_SIZES,
  saveScreenshot,
  type JourneySize,
} from '../support/journey-browser';
import { ownerOnPlan, signedInPage } from '../support/plan-owner';

const journey = journeyBrowser(REFERENCE_SIZES);

const shot = (page: Page, name: string, size: JourneySize) =>
  saveScreenshot(page, `integrations-${name}-${size}`);

const receiver = () => testSystem().env[ENV.outboundLocalOrigins] ?? '';

async function receivedAt(path: string) {
  const out = (await (await fetch(`${receiver()}/requests.json`)).json()) as {
    requests: { path: string; headers: Record<string, string>; body: string }[];
  };
  return out.requests.filter((r) => r.path === path);
}

describe.each<JourneySize>(['desktop', 'phone'])('Settings › Webhooks (%s)', (size) => {
  it('a Pro Owner adds an endpoint at the local receiver, sends the test event and sees it in the delivery log', async () => {
    const owner = await ownerOnPlan('pro', `Wes Webhooks ${size}`);
    const { context, page } = await signedInPage(journey, size, owner);
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
    const owner = await ownerOnPlan('basic', `Bea Basic ${size}`);
    const { context, page } = await signedInPage(journey, size, owner);
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
