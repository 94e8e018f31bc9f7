/**
 * axe-core on every public page and on Login/Register, at 1440×900 and 390×844, plus the states a visitor
 * reaches on them (an open FAQ answer, the contact form's validation message, the phone menu): zero serious
 * or critical violations.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PAGES } from '../../../frontend/src/config/paths';
import { CONTACT_MESSAGES } from '../../../shared/messages/contact-messages';
import { launchBrowser } from '../../support/browser';
import { baseUrl } from '../../support/env';
import { gotoReady, PUBLIC_VIEWPORTS } from './public-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Serious and critical violations, one line each (rule, impact, first targets). */
async function seriousViolations(page: Page): Promise<string[]> {
  // One axe.run in the page, as in test/support/axe.ts: no blank page opened to finish each check.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/**
 * One context per size for the whole file: the public pages sign nobody in, so nothing leaks between them,
 * and the SPA's scripts come from the context's cache after the first page instead of being fetched and
 * compiled again for each of the 24 checks.
 */
const contexts = new Map<keyof typeof PUBLIC_VIEWPORTS, BrowserContext>();
afterAll(async () => {
  for (const context of contexts.values()) await context.close();
});

async function open(viewport: keyof typeof PUBLIC_VIEWPORTS, path: string) {
  // @axe-core/playwright needs a page made from a context (browser.newPage() throws with it).
  let context = contexts.get(viewport);
  if (!context) {
    context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: PUBLIC_VIEWPORTS[viewport],
      isMobile: viewport === 'phone',
      hasTouch: viewport === 'phone',
    });
    contexts.set(viewport, context);
  }
  const page = await context.newPage();
  await gotoReady(page, path);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  return { page, close: () => page.close() };
}

describe.each(['desktop', 'phone'] as const)('accessibility (%s)', (viewport) => {
  it.each([...SITE_PAGES, 'Login', 'Register'])(
    '/%s has no serious or critical axe violations',
    async (name) => {
      const { page, close } = await open(viewport, `/${name}`);
      try {
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it('states: an open FAQ answer, the contact form with its message, the phone menu', async () => {
    const faq = await open(viewport, '/Faq');
    try {
      await faq.page.getByRole('button', { name: 'Which video formats can I use?' }).click();
      expect(await seriousViolations(faq.page)).toEqual([]);
      if (viewport === 'phone') {
        await faq.page.getByRole('button', { name: 'Open menu' }).click();
        await faq.page.getByRole('dialog').waitFor();
        expect(await seriousViolations(faq.page)).toEqual([]);
      }
    } finally {
      await faq.close();
    }
    const contact = await open(viewport, '/Contact');
    try {
      await contact.page.getByRole('button', { name: CONTACT_MESSAGES.send }).click();
      await contact.page.getByRole('alert').filter({ hasText: CONTACT_MESSAGES.requiredFields }).waitFor();
      expect(await seriousViolations(contact.page)).toEqual([]);
    } finally {
      await contact.close();
    }
  });
});
