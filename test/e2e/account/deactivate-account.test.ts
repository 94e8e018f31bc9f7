/**
 * Deactivate Account in Chromium against the local system (desktop 1280×800 and phone 390×844): the owner
 * asks to deactivate in Settings › Danger Zone, a dialog says what happens and how to undo it (Keep Account
 * Active changes nothing), the owner confirms, and a client opening the review link sees 'Review link not found';
 * the owner signs in again, reactivates in the same place, and the same link opens the review at once.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { SETTINGS_MESSAGES } from '../../../shared/messages/settings-messages';
import { createProjectAs } from '../../integration/editor-api/support/fixtures';
import { signInThroughUi } from '../editor/editor-browser';
import {
  journeyBrowser,
  REFERENCE_SIZES,
  saveScreenshot,
  visible,
  type JourneySize,
} from '../support/journey-browser';
import { ownerWithProfile } from '../../integration/editor-api/support/users';

const { contextFor } = journeyBrowser(REFERENCE_SIZES);
type Size = JourneySize;

const shot = (page: Page, name: string, size: Size) => saveScreenshot(page, `settings-${name}-${size}`);

/** Text on the page below WCAG AA contrast (axe's color-contrast rule): the nodes, as selectors. */
async function lowContrast(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`));
}

async function openDangerZone(page: Page): Promise<void> {
  await page.goto('/Settings');
  const heading = page.getByRole('heading', { name: SETTINGS_MESSAGES.dangerZone, level: 2 });
  await visible(heading);
  await heading.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -88));
}

describe.each<Size>(['desktop', 'phone'])('deactivate account (%s)', (size) => {
  it('deactivate → the link is refused; sign in again, reactivate → the link opens the review', async () => {
    const user = await ownerWithProfile(`Pausing ${size}`);
    const owner = user.test;
    const project = await createProjectAs(owner, { videos: 1 });
    const reviewPath = `/Review?token=${project.shareToken}`;

    const ownerContext = await contextFor(size);
    const clientContext = await contextFor(size);
    const page = await ownerContext.newPage();
    const client = await clientContext.newPage();
    try {
      await signInThroughUi(page, user.email, user.password);
      await openDangerZone(page);
      await visible(page.getByText(SETTINGS_MESSAGES.deactivateExplainer));
      // The destructive filled buttons (Deactivate Account, Delete Account) meet contrast like the rest.
      await visible(page.getByRole('button', { name: SETTINGS_MESSAGES.deleteAccount }));
      expect(await lowContrast(page)).toEqual([]);
      const dialogText = SETTINGS_MESSAGES.deactivateDialog;
      const ask = () => page.getByRole('button', { name: SETTINGS_MESSAGES.deactivateAccount }).click();
      // Changing one's mind first: the link still opens.
      await ask();
      let dialog = page.getByRole('dialog', { name: dialogText.title });
      await visible(dialog);
      await dialog.getByRole('button', { name: dialogText.cancel }).click();
      await dialog.waitFor({ state: 'hidden' });
      await client.goto(reviewPath);
      await visible(client.getByText(project.name).first());

      await ask();
      dialog = page.getByRole('dialog', { name: dialogText.title });
      await visible(dialog);
      for (const line of [dialogText.linksStop, dialogText.mailsStop, dialogText.dataKept, dialogText.undo]) {
        await visible(dialog.getByText(line));
      }
      await page.waitForTimeout(300);
      expect(await lowContrast(page)).toEqual([]);
      await shot(page, 'deactivate-dialog', size);
      await dialog.getByRole('button', { name: SETTINGS_MESSAGES.deactivateAccount }).click();
      await dialog.waitFor({ state: 'hidden' });
      await visible(page.getByText(SETTINGS_MESSAGES.accountDeactivated));
      await visible(page.getByRole('button', { name: SETTINGS_MESSAGES.reactivateAccount }));
      await page.waitForTimeout(200);
      await shot(page, 'deactivated', size);

      await client.goto(reviewPath);
      await visible(client.getByText(REVIEW_MESSAGES.notFound));
      await shot(client, 'deactivated-review', size);

      // Signing in still works while deactivated; the Danger Zone still says so after a reload.
      await ownerContext.clearCookies();
      await page.evaluate(() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
      await signInThroughUi(page, user.email, user.password);
      await openDangerZone(page);
      await visible(page.getByText(SETTINGS_MESSAGES.accountDeactivated));
      await page.getByRole('button', { name: SETTINGS_MESSAGES.reactivateAccount }).click();
      await visible(page.getByText(SETTINGS_MESSAGES.deactivateExplainer));
      await visible(page.getByRole('button', { name: SETTINGS_MESSAGES.deactivateAccount }));

      await client.goto(reviewPath);
      await visible(client.getByText(project.name).first());
      await shot(client, 'reactivated-review', size);
    } finally {
      await ownerContext.close();
      await clientContext.close();
    }
  });
});
