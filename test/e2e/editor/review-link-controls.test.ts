/**
 * Review link controls in Chromium against the local system, desktop 1440×900 and phone 390×844:
 * a Pro owner sees 'Not opened yet', allows downloads, a client sees 'Download'; downloads off hides it and
 * the player's download control; the card says 'Opened N times, last …'; 'Never expires' shows 'No expiry
 * set'; turning the link off gives the client 'Review link not found' at once, back on opens it; an archived
 * project's card says the link is off. Screenshots of the card in each state.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { archiveProject } from '../../../shared/api/endpoints/projects';
import { LINK_CARD_MESSAGES } from '../../../shared/messages/link-card-messages';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { callEndpoint } from '../../integration/editor-api/support/editor-client';
import { createReviewFixture } from '../../integration/review/review-fixture';
import { journeyBrowser, saveScreenshot, visible, type JourneySize } from '../support/journey-browser';
import { signInThroughUi } from './editor-browser';
import { ownerWithProfile } from '../../integration/editor-api/support/users';

const { contextFor } = journeyBrowser();
type Size = JourneySize;

/** The link card, scrolled into view, as its own screenshot. */
async function shotCard(page: Page, name: string, size: Size): Promise<void> {
  const card = page.locator('section[aria-labelledby="review-link-title"]');
  await card.scrollIntoViewIfNeeded();
  await saveScreenshot(card, `link-card-${name}-${size}`, { settleMs: 250 });
}

const shotPage = (page: Page, name: string, size: Size) =>
  saveScreenshot(page, `link-${name}-${size}`, { settleMs: 250 });

describe.each<Size>(['desktop', 'phone'])('review link controls (%s)', (size) => {
  it('downloads, opens, no expiry, off and on, archived', async () => {
    const user = await ownerWithProfile(`Link owner ${size}`, 'pro');
    const owner = user.test;
    const f = await createReviewFixture({
      owner: { userId: owner.userId, email: owner.email },
      videoCount: 1,
      projectName: `Link controls ${size}`,
    });
    const reviewPath = `/Review?token=${f.token}`;
    const projectPath = `/Project?id=${f.projectId}`;

    const ownerContext = await contextFor(size);
    const clientContext = await contextFor(size);
    const page = await ownerContext.newPage();
    const client = await clientContext.newPage();
    try {
      await signInThroughUi(page, user.email, user.password);
      await page.goto(projectPath);
      const card = page.locator('section[aria-labelledby="review-link-title"]');
      await visible(card.getByText(LINK_CARD_MESSAGES.notOpenedYet));
      await visible(card.getByRole('button', { name: LINK_CARD_MESSAGES.changeExpiry }));
      await shotCard(page, 'on', size);

      // Downloads on: the client gets 'Download'.
      await card.getByRole('switch', { name: LINK_CARD_MESSAGES.allowDownloads }).click();
      await visible(page.getByText(LINK_CARD_MESSAGES.downloadsOn));
      await client.goto(reviewPath);
      await visible(client.getByText(f.projectName).first());
      const download = client.getByRole('link', { name: REVIEW_MESSAGES.download });
      await visible(download);
      expect(await download.getAttribute('href')).toMatch(/response-content-disposition=attachment/i);
      expect(await client.getByTestId('review-video').getAttribute('controlslist')).toBeNull();
      await shotPage(client, 'review-download', size);

      // Downloads off: no Download, the player hides its own download control.
      await card.getByRole('switch', { name: LINK_CARD_MESSAGES.allowDownloads }).click();
      await visible(page.getByText(LINK_CARD_MESSAGES.downloadsOff));
      await client.reload();
      await visible(client.getByText(f.projectName).first());
      await visible(client.getByTestId('review-video'));
      expect(await client.getByRole('link', { name: REVIEW_MESSAGES.download }).count()).toBe(0);
      expect(await client.getByTestId('review-video').getAttribute('controlslist')).toBe('nodownload');

      // Opened twice: the card says so.
      await page.reload();
      await visible(card.getByText(/^Opened 2 times, last /));
      await shotCard(page, 'opened', size);
      await page.goto('/Dashboard');
      await visible(page.getByTestId('opened-links').getByText(f.projectName));
      await visible(page.getByTestId('opened-links').getByText(/Opened 2 times, last /));
      await page.goto(projectPath);
      await visible(card.getByText(/^Opened 2 times, last /));

      // Pro: Never expires → 'No expiry set', no warning.
      await card.getByRole('button', { name: LINK_CARD_MESSAGES.changeExpiry }).click();
      const dialog = page.getByRole('dialog', { name: LINK_CARD_MESSAGES.expiryDialogTitle });
      await visible(dialog);
      await dialog.getByRole('radio', { name: LINK_CARD_MESSAGES.neverExpiresOption }).check();
      await shotPage(page, 'expiry-dialog', size);
      await dialog.getByRole('button', { name: LINK_CARD_MESSAGES.expirySave }).click();
      await visible(page.getByText(LINK_CARD_MESSAGES.expirySaved));
      await visible(card.getByText(LINK_CARD_MESSAGES.noExpirySet));
      expect(await card.getByTestId('link-warning').count()).toBe(0);
      await shotCard(page, 'no-expiry', size);

      // Off: the client gets 'Review link not found' at once; back on opens the review.
      await card.getByRole('button', { name: LINK_CARD_MESSAGES.turnOff }).click();
      await visible(card.getByText(LINK_CARD_MESSAGES.linkOffRevoked));
      expect(await card.getByRole('button', { name: LINK_CARD_MESSAGES.copy, exact: true }).count()).toBe(0);
      await shotCard(page, 'off', size);
      await client.reload();
      await visible(client.getByText(REVIEW_MESSAGES.notFound));
      await card.getByRole('button', { name: LINK_CARD_MESSAGES.turnOn }).click();
      await visible(card.getByRole('button', { name: LINK_CARD_MESSAGES.copy, exact: true }));
      await client.reload();
      await visible(client.getByText(f.projectName).first());

      // Archived: the card says the link is off (no expiry, no Copy).
      const archived = await callEndpoint(archiveProject, {
        token: owner.token,
        params: { projectId: f.projectId },
      });
      expect(archived.status).toBe(200);
      await page.reload();
      await visible(card.getByText(LINK_CARD_MESSAGES.linkOffArchived));
      expect(await card.getByRole('button', { name: LINK_CARD_MESSAGES.copy, exact: true }).count()).toBe(0);
      expect(await card.getByText(/^Expires in/).count()).toBe(0);
      await shotCard(page, 'archived', size);
    } finally {
      await ownerContext.close();
      await clientContext.close();
    }
  });
});
