/**
 * The client sees the studio, not us: a Pro workspace's brand (name, logo, accent, light or dark theme) on the
 * review page at a desktop and a phone size, on the password prompt and on an expired link's page; axe stays
 * clean with each of the four worst accents (white, black, pure yellow, a mid grey) on both themes, because
 * the contrast rule adjusts them. Screenshots under test/e2e/screenshots/branded-*.png.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { confirmLogo, requestLogoUpload, updateBrand } from '../../../shared/api/endpoints/brand';
import { setReviewLinkPassword } from '../../../shared/api/endpoints/projects';
import type { BrandSettings } from '../../../shared/domain/brand';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { seriousViolations } from '../../support/axe';
import { baseUrl } from '../../support/env';
import { callEndpoint } from '../../integration/editor-api/support/editor-client';
import {
  ensureProfileOf,
  expectOk,
  setPlanOf,
  type TestUser,
} from '../../integration/editor-api/support/fixtures';
import { signedInUser } from '../../integration/editor-api/support/users';
import { createReviewFixture, type ReviewFixture } from '../../integration/review/review-fixture';
import {
  journeyBrowser,
  REFERENCE_SIZES,
  saveScreenshot,
  type JourneySize,
} from '../support/journey-browser';
import { launchChromium } from './review-browser';

const { contextFor } = journeyBrowser(REFERENCE_SIZES, launchChromium);

const ACME: BrandSettings = {
  displayName: 'Acme Studio',
  accent: '#e11d48',
  theme: 'light',
  showPoweredBy: true,
};
const WORST = { white: '#ffffff', black: '#000000', yellow: '#ffff00', grey: '#808080' } as const;

/** A logo as a studio would upload it: a wordmark, drawn here from SVG into a PNG. */
async function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120">
    <rect x="0" y="10" width="100" height="100" rx="22" fill="#e11d48"/>
    <text x="50" y="82" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">A</text>
    <text x="118" y="84" font-family="DejaVu Sans, sans-serif" font-size="56" font-weight="700" fill="#e11d48">ACME</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

let owner: TestUser;
let fixture: ReviewFixture;

async function brand(settings: BrandSettings): Promise<void> {
  await expectOk(updateBrand, { token: owner.token, body: settings });
}

async function openReview(page: Page, token: string): Promise<void> {
  await page.goto(`${baseUrl()}/Review?token=${token}`);
  await page.getByTestId('brand-mark').first().waitFor({ timeout: 20_000 });
  await page.getByTestId('review-video').first().waitFor({ timeout: 20_000 });
}

beforeAll(async () => {
  owner = await signedInUser('brand-e2e', 'Bea Brand');
  await ensureProfileOf(owner);
  await setPlanOf(owner, 'pro');
  await brand(ACME);
  const bytes = await logoPng();
  const slot = await expectOk(requestLogoUpload, {
    token: owner.token,
    body: { contentType: 'image/png', size: bytes.length },
  });
  const put = await fetch(slot.uploadUrl, {
    method: 'PUT',
    headers: slot.headers,
    body: new Uint8Array(bytes),
  });
  expect(put.ok).toBe(true);
  await expectOk(confirmLogo, { token: owner.token, body: { key: slot.key } });
  fixture = await createReviewFixture({
    videoCount: 2,
    owner: { userId: owner.userId, email: owner.email },
    projectName: 'Spring campaign',
  });
}, 120_000);

describe.each(['desktop', 'phone'] as const)('the branded review page (%s)', (size: JourneySize) => {
  it.each(['light', 'dark'] as const)('shows the studio in its %s theme, axe clean', async (theme) => {
    await brand({ ...ACME, theme });
    const context = await contextFor(size);
    const page = await context.newPage();
    try {
      await openReview(page, fixture.token);
      if (size === 'desktop') await page.getByText('Acme Studio', { exact: true }).waitFor();
      await expect.poll(() => page.title()).toBe('Acme Studio · Review');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(theme === 'light' ? 'rgb(255, 255, 255)' : 'rgb(18, 18, 26)');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `branded-review-${theme}-${size}`, {
        settleMs: 400,
        fullPage: size === 'phone',
      });
    } finally {
      await context.close();
    }
  });
});

describe('the four worst accents stay readable', () => {
  it.each(Object.entries(WORST))(
    'axe is clean with %s on the light and dark themes',
    async (_name, accent) => {
      for (const theme of ['light', 'dark'] as const) {
        await brand({ ...ACME, accent, theme });
        const context = await contextFor('desktop');
        const page = await context.newPage();
        try {
          await openReview(page, fixture.token);
          expect(await seriousViolations(page), `${accent} on ${theme}`).toEqual([]);
        } finally {
          await context.close();
        }
      }
      await brand(ACME);
    },
  );
});

describe('the screens shown instead of the review carry the brand', () => {
  it.each(['desktop', 'phone'] as const)('the password prompt and an expired link (%s)', async (size) => {
    await brand(ACME);
    const locked = await createReviewFixture({ owner: { userId: owner.userId, email: owner.email } });
    const set = await callEndpoint(setReviewLinkPassword, {
      token: owner.token,
      params: { projectId: locked.projectId },
      body: { password: 'studio-secret' },
    });
    expect(set.status).toBe(200);
    const expired = await createReviewFixture({
      owner: { userId: owner.userId, email: owner.email },
      shareExpiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const context = await contextFor(size);
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl()}/Review?token=${locked.token}`);
      await page.getByText(REVIEW_MESSAGES.password.title).waitFor({ timeout: 20_000 });
      await page.getByTestId('brand-mark').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `branded-password-${size}`, { settleMs: 300 });

      await page.goto(`${baseUrl()}/Review?token=${expired.token}`);
      await page.getByText(REVIEW_MESSAGES.expired).waitFor({ timeout: 20_000 });
      await page.getByTestId('brand-mark').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `branded-expired-${size}`, { settleMs: 300 });
    } finally {
      await context.close();
    }
  });
});
