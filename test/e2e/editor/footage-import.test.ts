/**
 * Journey: a Pro editor pastes links of every kind into the import wizard and sees each recognised (a
 * screenshot per kind at each size), a Free editor sees what Pro adds, and then imports from a Dropbox link
 * and a plain https link: the videos are in the project and play from their stored copies.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOTAGE_STAND_IN_LINKS as LINKS } from '../../../infra/local/footage-stand-in/footage-fixtures';
import { FOOTAGE_MESSAGES } from '../../../shared/messages/footage-messages';
import { signedInUser } from '../../support/users';
import { signedInEditorPage } from './editor-api';
import { launchBrowser, screenshot, type ViewportName } from './editor-browser';
import { ownerWithProfile } from '../../integration/editor-api/support/users';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const KINDS = [
  [
    'drive-folder',
    'https://drive.google.com/drive/folders/1CutroomSampleFolderPublic000001',
    'Google Drive folder',
  ],
  ['dropbox-file', LINKS.dropboxFile, 'Dropbox file'],
  ['dropbox-folder', LINKS.dropboxFolder, 'Dropbox folder'],
  ['onedrive-folder', LINKS.oneDriveFolder, 'OneDrive folder'],
  ['sharepoint-file', LINKS.sharePointFile, 'SharePoint file'],
  ['box-link', LINKS.boxFile, 'Box shared link'],
  ['https-file', LINKS.webFile, 'Video file link (https)'],
] as const;

const field = (page: Page) => page.getByRole('textbox', { name: 'Google Drive Folder URL' });

async function openImport(page: Page): Promise<void> {
  await page.goto('/Import');
  await field(page).waitFor();
}

async function importLink(page: Page, url: string, count: number, projectName: string): Promise<void> {
  await openImport(page);
  await field(page).fill(url);
  await page.getByRole('button', { name: 'Import Videos' }).click();
  const found = count === 1 ? 'Found 1 video • 1 selected' : `Found ${count} videos • ${count} selected`;
  await page.getByText(found).waitFor({ timeout: 20_000 });
  await page
    .getByRole('button', { name: count === 1 ? 'Continue with 1 video' : `Continue with ${count} videos` })
    .click();
  await page.getByRole('textbox', { name: 'Project Name *' }).fill(projectName);
  await page.getByRole('textbox', { name: 'Client Display Name *' }).fill('Acme Studios');
  await page.getByRole('button', { name: 'Create Project' }).click();
  await page.waitForURL(/\/Project\?id=/, { timeout: 30_000 });
  await page.getByRole('heading', { name: projectName }).waitFor();
  await page.getByRole('heading', { name: `Videos (${count})` }).waitFor();
  await page.waitForFunction(() => !document.body.innerText.includes('Processing…'), undefined, {
    timeout: 60_000,
  });
}

describe.each<ViewportName>(['desktop', 'phone'])('footage links in the import wizard (%s)', (viewport) => {
  it('recognises each kind of link, and shows a Free plan what Pro adds', async () => {
    const free = await signedInUser({ fullName: `Free footage ${viewport}` });
    const { context: freeContext, page: freePage } = await signedInEditorPage(browser, viewport, free);
    try {
      await openImport(freePage);
      await field(freePage).fill(LINKS.dropboxFile);
      await freePage.getByText(FOOTAGE_MESSAGES.proAdds, { exact: false }).waitFor();
      await screenshot(freePage, `import-link-free-dropbox-${viewport}`);
    } finally {
      await freeContext.close();
    }

    const user = await ownerWithProfile(`Pro footage ${viewport}`, 'pro');
    const { context, page } = await signedInEditorPage(browser, viewport, user);
    try {
      await openImport(page);
      for (const [name, url, label] of KINDS) {
        await field(page).fill(url);
        await page.getByText(FOOTAGE_MESSAGES.recognised(label)).waitFor();
        expect(await page.getByText(FOOTAGE_MESSAGES.proAdds, { exact: false }).count()).toBe(0);
        await screenshot(page, `import-link-${name}-${viewport}`);
      }
      await field(page).fill('http://cdn.example.com/cut.mov');
      await page.getByText(FOOTAGE_MESSAGES.httpsOnly).waitFor();
      await screenshot(page, `import-link-refused-${viewport}`);
    } finally {
      await context.close();
    }
  });

  it('imports from a Dropbox link and a plain https link; the videos are in the project', async () => {
    const user = await ownerWithProfile(`Importer ${viewport}`, 'pro');
    const { context, page } = await signedInEditorPage(browser, viewport, user);
    try {
      await importLink(page, LINKS.dropboxFolder, 2, `Dropbox dailies ${viewport}`);
      await page
        .getByRole('heading', { name: /product-demo/ })
        .first()
        .waitFor();
      await page
        .getByRole('heading', { name: /interview/ })
        .first()
        .waitFor();
      await page.getByRole('heading', { name: 'Videos (2)' }).scrollIntoViewIfNeeded();
      await screenshot(page, `import-dropbox-project-${viewport}`);

      await importLink(page, LINKS.webFile, 1, `Web render ${viewport}`);
      await page
        .getByRole('heading', { name: /product-demo/ })
        .first()
        .waitFor();
      // The player plays the stored copy: a <video> with a source whose duration is known.
      await page.waitForFunction(
        () => Array.from(document.querySelectorAll('video')).some((v) => v.readyState >= 1 && v.duration > 0),
        undefined,
        { timeout: 30_000 },
      );
      await page.locator('video').first().scrollIntoViewIfNeeded();
      await screenshot(page, `import-https-project-${viewport}`);
    } finally {
      await context.close();
    }
  });
});
