/**
 * Settings › Branding, end to end: a Pro Owner sets the studio name, a colour the contrast rule must adjust
 * (the page says so), the dark review theme and a logo, with the live preview at both sizes; the client then
 * opens a review link and sees that brand. A Basic workspace sees what Pro adds instead of the form.
 * The Owner then claims a review address (custom domain) and sees the DNS record to add.
 * Screenshots: test/e2e/screenshots/settings-branding-{desktop,phone}.png, settings-review-address-{desktop,phone}.png
 * and settings-branding-basic.png.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BRAND_MESSAGES } from '../../../shared/messages/brand-messages';
import { REVIEW_HOST_MESSAGES } from '../../../shared/messages/review-host-messages';
import { planFeatureReason } from '../../../shared/domain/plan-features';
import { seriousViolations } from '../../support/axe';
import { ownerWithProfile } from '../../integration/editor-api/support/users';
import { createReviewFixture } from '../../integration/review/review-fixture';
import { signInThroughUi } from '../editor/editor-browser';
import {
  journeyBrowser,
  REFERENCE_SIZES,
  saveScreenshot,
  visible,
  type JourneySize,
} from '../support/journey-browser';

const { contextFor } = journeyBrowser(REFERENCE_SIZES);

describe.each(['desktop', 'phone'] as const)('Settings › Branding (%s)', (size: JourneySize) => {
  it('the Owner brands the workspace and the client sees it on the review link', async () => {
    const user = await ownerWithProfile('Sam Studio', 'pro');
    const logo = await sharp({ create: { width: 240, height: 80, channels: 4, background: '#0f766e' } })
      .png()
      .toBuffer();
    const context = await contextFor(size);
    const page = await context.newPage();
    try {
      await signInThroughUi(page, user.email, user.password);
      await page.goto('/Settings');
      const section = page.getByRole('region', { name: BRAND_MESSAGES.title });
      await visible(section);
      await section
        .getByRole('textbox', { name: BRAND_MESSAGES.displayName, exact: true })
        .fill('Acme Studio');
      await section.getByRole('textbox', { name: BRAND_MESSAGES.accent, exact: true }).fill('#ffff00');
      await section.getByRole('radio', { name: BRAND_MESSAGES.themeDark }).check();
      await section.getByRole('radio', { name: BRAND_MESSAGES.themeLight }).check();
      await visible(section.getByTestId('colour-adjusted'));
      await section.locator('input[type="file"]').setInputFiles({
        name: 'acme.png',
        mimeType: 'image/png',
        buffer: logo,
      });
      await visible(section.getByRole('button', { name: BRAND_MESSAGES.removeLogo }));
      await section.getByRole('button', { name: BRAND_MESSAGES.save }).click();
      await visible(page.getByText(BRAND_MESSAGES.saved));
      await visible(section.getByTestId('preview-phone'));
      expect(await seriousViolations(page)).toEqual([]);
      // The editor's top bar is fixed: the section's heading is scrolled out from under it.
      await section.evaluate((el) =>
        window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80),
      );
      await saveScreenshot(section, `settings-branding-${size}`, { settleMs: 300 });

      // The review address: claimed, pending with the TXT record the studio adds at its DNS provider.
      const address = page.getByRole('region', { name: REVIEW_HOST_MESSAGES.title });
      const host = `review.acme-${randomUUID().slice(0, 8)}.example.com`;
      await address.getByRole('textbox', { name: REVIEW_HOST_MESSAGES.hostLabel }).fill(host);
      await address.getByRole('button', { name: REVIEW_HOST_MESSAGES.save }).click();
      await visible(address.getByText(REVIEW_HOST_MESSAGES.pending));
      await visible(address.getByText(`_cutroom-verification.${host}`));
      await visible(address.getByRole('button', { name: REVIEW_HOST_MESSAGES.verify }));
      expect(await seriousViolations(page)).toEqual([]);
      await address.evaluate((el) =>
        window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80),
      );
      await saveScreenshot(address, `settings-review-address-${size}`, { settleMs: 300 });

      const review = await createReviewFixture({ owner: { userId: user.userId, email: user.email } });
      const client = await context.newPage();
      await client.goto(`/Review?token=${review.token}`);
      await visible(client.getByTestId('brand-mark').first());
      await expect.poll(() => client.title()).toBe('Acme Studio · Review');
    } finally {
      await context.close();
    }
  });
});

describe('Settings › Branding below Pro', () => {
  it('shows a Basic workspace what Pro adds, with the plan reason', async () => {
    const user = await ownerWithProfile('Sam Studio', 'basic');
    const context = await contextFor('desktop');
    const page = await context.newPage();
    try {
      await signInThroughUi(page, user.email, user.password);
      await page.goto('/Settings');
      const section = page.getByRole('region', { name: BRAND_MESSAGES.title });
      await visible(section.getByText(planFeatureReason('customBranding')));
      for (const line of BRAND_MESSAGES.proAdds) await visible(section.getByText(line));
      await section.scrollIntoViewIfNeeded();
      await saveScreenshot(section, 'settings-branding-basic', { settleMs: 200 });
    } finally {
      await context.close();
    }
  });
});
