/**
 * Password-protected review links in Chromium against the local system, desktop 1440×900 and
 * phone 390×844: the owner sets a password on the link card; the client opening the link sees only the
 * prompt, a wrong password says so, the right one opens the review and the client leaves a note the owner
 * then sees. Screenshots of the card with a password, the dialog and the prompt.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getProject } from '../../../shared/api/endpoints/projects';
import { LINK_CARD_MESSAGES } from '../../../shared/messages/link-card-messages';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { expectOk } from '../../integration/editor-api/support/fixtures';
import { createReviewFixture } from '../../integration/review/review-fixture';
import { seriousViolations } from '../../support/axe';
import { journeyBrowser, saveScreenshot, visible, type JourneySize } from '../support/journey-browser';
import { signInThroughUi } from './editor-browser';
import { ownerWithProfile } from '../../integration/editor-api/support/users';

const { contextFor } = journeyBrowser();
type Size = JourneySize;
const PASSWORD = 'heron-at-dawn';
const T = REVIEW_MESSAGES.password;

const shot = (target: Page | Locator, name: string, size: Size) =>
  saveScreenshot(target, `${name}-${size}`, { settleMs: 250 });

describe.each<Size>(['desktop', 'phone'])('password-protected review link (%s)', (size) => {
  it('owner sets a password; the client enters it and leaves a note', async () => {
    const user = await ownerWithProfile(`Password owner ${size}`);
    const owner = user.test;
    const f = await createReviewFixture({
      owner: { userId: owner.userId, email: owner.email },
      videoCount: 1,
      projectName: `Secret teaser ${size}`,
    });

    const ownerContext = await contextFor(size);
    const clientContext = await contextFor(size);
    const page = await ownerContext.newPage();
    const client = await clientContext.newPage();
    const errors: string[] = [];
    client.on('pageerror', (error) => errors.push(error.message));
    try {
      await signInThroughUi(page, user.email, user.password);
      await page.goto(`/Project?id=${f.projectId}`);
      const card = page.locator('section[aria-labelledby="review-link-title"]');
      await visible(card.getByText(LINK_CARD_MESSAGES.passwordOff));

      await card.getByRole('button', { name: LINK_CARD_MESSAGES.setPassword }).click();
      const dialog = page.getByRole('dialog', { name: LINK_CARD_MESSAGES.passwordDialogTitle });
      await visible(dialog);
      await dialog.getByLabel(LINK_CARD_MESSAGES.passwordLabel, { exact: true }).fill('short');
      await dialog.getByRole('button', { name: LINK_CARD_MESSAGES.passwordSave }).click();
      await visible(dialog.getByText('At least 6 characters'));
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByLabel(LINK_CARD_MESSAGES.passwordLabel, { exact: true }).fill(PASSWORD);
      await shot(page, 'link-password-dialog', size);
      await dialog.getByRole('button', { name: LINK_CARD_MESSAGES.passwordSave }).click();
      await visible(page.getByText(LINK_CARD_MESSAGES.passwordSet));
      await visible(card.getByText(LINK_CARD_MESSAGES.passwordOn));
      await card.scrollIntoViewIfNeeded();
      await shot(card, 'link-card-password', size);

      // The client sees the prompt and nothing of the project.
      await client.goto(`/Review?token=${f.token}`);
      await visible(client.getByRole('heading', { name: T.title }));
      expect(await client.getByText(f.projectName).count()).toBe(0);
      await shot(client, 'review-password-prompt', size);
      expect(await seriousViolations(client)).toEqual([]);
      const field = client.getByLabel(T.label, { exact: true });
      await field.fill('wrong-guess');
      await field.press('Enter');
      await visible(client.getByText(T.wrong));
      await shot(client, 'review-password-wrong', size);
      await field.fill(PASSWORD);
      await client.getByRole('button', { name: T.submit }).click();
      await visible(client.getByRole('heading', { name: f.projectName }).first());

      // A reload keeps the session (this tab); the client leaves a note.
      await client.reload();
      await visible(client.getByRole('heading', { name: f.projectName }).first());
      if (size === 'desktop') {
        await client.getByRole('textbox', { name: 'Your note' }).fill('Hold the title card longer');
        await client.getByRole('button', { name: REVIEW_MESSAGES.addNote, exact: true }).click();
        await client.getByRole('button', { name: /^Submit All/ }).click();
        const submit = client.getByRole('dialog', { name: REVIEW_MESSAGES.submitFeedbackTitle });
        await submit.getByRole('textbox', { name: REVIEW_MESSAGES.nameLabelDesktop }).fill('Quinn');
        await submit.getByRole('button', { name: 'Submit' }).click();
      } else {
        await client.getByRole('button', { name: REVIEW_MESSAGES.addNote, exact: true }).click();
        const box = client.getByRole('textbox', { name: REVIEW_MESSAGES.quickNote });
        await visible(box);
        await box.fill('Hold the title card longer');
        await client.getByRole('button', { name: 'Save', exact: true }).click();
        await box.waitFor({ state: 'detached' });
        await client.getByRole('button', { name: /^Actions/ }).click();
        await client.getByRole('textbox', { name: REVIEW_MESSAGES.nameLabelMobile }).fill('Quinn');
        await client.getByRole('button', { name: /^Send Notes/ }).click();
      }
      await visible(client.getByText(REVIEW_MESSAGES.submitted));
      await expect
        .poll(
          async () =>
            (await expectOk(getProject, { token: owner.token, params: { projectId: f.projectId } })).videos[0]
              ?.noteCounts.total,
          { timeout: 15_000 },
        )
        .toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await ownerContext.close();
      await clientContext.close();
    }
  });
});
