/**
 * A Pro studio's client mail (the editor's reply) rendered in Chromium at 600 px and 375 px
 * (test/e2e/screenshots/branded-mail-{600,375}.png): the studio's logo loads from its media URL with the
 * studio's name as alt text, the button is filled with the accent made readable on the white card (a pure
 * yellow chosen: the worst case), its label and the links reach WCAG AA, and nothing scrolls sideways.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorReplyMail } from '../../../functions/notify/mail/templates/editor-reply-mail';
import type { AppliedBrand } from '../../../shared/domain/brand';
import { contrastRatio, resolveAccent } from '../../../shared/domain/brand-colour';
import { launchBrowser } from '../../support/browser';

const DIR = join(import.meta.dirname, '..', 'screenshots');
const LOGO_URL = 'https://media.cutroom.test/brand/ws-acme/4f1c2a9be0d3c5a7e6f8091a2b3c4d5e.png';
const BRAND: AppliedBrand = {
  displayName: 'Acme Studio',
  accent: '#ffff00',
  theme: 'dark',
  showPoweredBy: true,
  logo: { url: LOGO_URL, width: 720, height: 240 },
};

/** A logo as the re-encoder leaves it: a PNG of the stored size. */
async function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="240">
    <rect width="720" height="240" rx="36" fill="#14213d"/>
    <circle cx="120" cy="120" r="64" fill="#ffd60a"/>
    <text x="216" y="150" font-family="DejaVu Sans, sans-serif" font-size="84" font-weight="700" fill="#ffffff">ACME</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const rgbHex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? []).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;

let browser: Browser;
let html: string;
let logo: Buffer;
beforeAll(async () => {
  browser = await launchBrowser();
  logo = await logoPng();
  html = (
    await editorReplyMail({
      projectName: 'Spring campaign — 30s spot',
      videoTitle: 'Intro cut',
      note: { timecodeMs: 65_000, body: 'The logo is too small in the first shot.' },
      editorLabel: 'Sam Editor',
      reply: 'Made it twice as big in v3 and moved it to the lower third.',
      reviewUrl: 'https://app.cutroom.test/Review?token=abc',
      brand: BRAND,
    })
  ).html;
});
afterAll(async () => {
  await browser?.close();
});

describe("a Pro studio's client mail in Chromium", () => {
  it.each([600, 375])('shows the logo and the readable accent at %i px', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await page.route(LOGO_URL, (route) => route.fulfill({ contentType: 'image/png', body: logo }));
      await page.setContent(html, { waitUntil: 'load' });
      const seen = await page.evaluate(() => {
        const img = document.querySelector('img');
        const button = [...document.querySelectorAll('a')].find((a) => a.style.backgroundColor !== '');
        const rect = button?.getBoundingClientRect();
        return {
          scrollWidth: document.documentElement.scrollWidth,
          logo: img
            ? { alt: img.alt, loaded: img.naturalWidth, shown: img.getBoundingClientRect().height }
            : null,
          fill: button ? getComputedStyle(button).backgroundColor : '',
          label: button ? getComputedStyle(button).color : '',
          buttonVisible: !!rect && rect.width > 40 && rect.right <= window.innerWidth,
          text: document.body.innerText,
        };
      });
      expect(seen.scrollWidth).toBeLessThanOrEqual(width);
      expect(seen.logo).toEqual({ alt: 'Acme Studio', loaded: 720, shown: 40 });
      const accent = resolveAccent(BRAND.accent, 'light');
      expect(rgbHex(seen.fill)).toBe(accent.control);
      expect(contrastRatio(rgbHex(seen.fill), '#ffffff')).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(rgbHex(seen.label), rgbHex(seen.fill))).toBeGreaterThanOrEqual(4.5);
      expect(seen.buttonVisible).toBe(true);
      expect(seen.text).toContain('Reviewed with Cutroom');
      await page.screenshot({ path: join(DIR, `branded-mail-${width}.png`), fullPage: true });
    } finally {
      await context.close();
    }
  });
});
