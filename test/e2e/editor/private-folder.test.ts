/**
 * Journey: a private Drive folder. Import → paste the private folder's id → the permission panel →
 * Connect Google Drive → the consent popup (the Drive stand-in plays Google's OAuth endpoint) → Allow →
 * the wizard lists the folder with the editor's token. Cancel leaves the panel with a clear message.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_STAND_IN_FOLDERS } from '../../../infra/local/drive-stand-in/drive-fixtures';
import { createConfirmedUser } from '../../support/users';
import { signedInEditorPage } from './editor-api';
import { launchBrowser } from './editor-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openPermissionPanel(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Import', exact: true }).first().click();
  await page.waitForURL(/\/Import$/);
  await page.getByRole('textbox', { name: 'Google Drive Folder URL' }).fill(DRIVE_STAND_IN_FOLDERS.private);
  await page.getByRole('button', { name: 'Import Videos' }).click();
  await page.getByText("We can't read this folder yet.").waitFor({ timeout: 20_000 });
}

/** A new editor at the permission panel who has pressed Connect Google Drive: the consent popup is open. */
async function consentPopup(fullName: string) {
  const user = await createConfirmedUser({ fullName });
  const { context, page } = await signedInEditorPage(browser, 'desktop', user);
  try {
    await openPermissionPanel(page);
    const popupEvent = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Connect Google Drive' }).click();
    return { context, page, popup: await popupEvent };
  } catch (error) {
    await context.close();
    throw error;
  }
}

describe('private Drive folder', () => {
  it('connects Google Drive in a popup and lists the folder with the token', async () => {
    const { context, page, popup } = await consentPopup('Private Folder Editor');
    try {
      await popup.getByText('Cutroom (local) wants to see your Google Drive files').waitFor();
      await popup.getByRole('button', { name: 'Allow' }).click();
      await popup.waitForEvent('close', { timeout: 20_000 });

      await page.getByText('Found 2 videos • 2 selected').waitFor({ timeout: 20_000 });
      const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
      expect(stored).not.toContain('local-drive-access-token');
    } finally {
      await context.close();
    }
  });

  it('says Drive was not connected when the editor cancels', async () => {
    const { context, page, popup } = await consentPopup('Private Folder Cancel');
    try {
      await popup.getByRole('button', { name: 'Cancel' }).click();
      await popup.waitForEvent('close', { timeout: 20_000 });
      await page
        .getByText('Google Drive was not connected. Connect again, or share the folder publicly and Rescan.')
        .waitFor({ timeout: 10_000 });
      expect(await page.getByText("We can't read this folder yet.").isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
