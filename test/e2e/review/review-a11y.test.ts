/**
 * The client review page for keyboard and screen-reader users, on a desktop and a phone: axe (zero serious or
 * critical violations) on load and with the shortcuts overlay open; the shortcuts listed in a '?' help
 * overlay; every control reachable with Tab shows a visible focus ring.
 */
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { seriousViolations, tabThrough } from '../../support/axe';
import { baseUrl } from '../../support/env';
import { createReviewFixture } from '../../integration/review/review-fixture';
import { journeyBrowser } from '../support/journey-browser';
import { launchChromium, VIEWPORTS } from './review-browser';

const { contextFor } = journeyBrowser(VIEWPORTS, launchChromium);

describe.each(['desktop', 'phone'] as const)('review page accessibility (%s)', (layout) => {
  it('has no serious axe violations and a visible focus on every control', async () => {
    const fixture = await createReviewFixture({ videoCount: 2 });
    const context = await contextFor(layout);
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl()}/Review?token=${fixture.token}`);
      await page.getByRole('heading', { name: fixture.projectName }).waitFor({ timeout: 20_000 });
      await page.getByTestId('review-video').waitFor();
      expect(await seriousViolations(page), 'review page on load').toEqual([]);

      const focus = await tabThrough(page, 20);
      expect(focus.filter((f) => !f.visible).map((f) => f.name)).toEqual([]);

      if (layout === 'desktop') {
        await page.locator('body').click({ position: { x: 5, y: 5 } });
        await page.keyboard.press('?');
        const help = page.getByRole('dialog', { name: REVIEW_MESSAGES.shortcutsTitle });
        await help.waitFor();
        for (const s of REVIEW_MESSAGES.shortcuts) await help.getByText(s.action).waitFor();
        expect(await seriousViolations(page), 'shortcuts overlay').toEqual([]);
        await page.keyboard.press('Escape');
        await help.waitFor({ state: 'detached' });
      }
    } finally {
      await context.close();
    }
  });
});
