/** The free plan's cap (3 active projects) disables New Project on the list, the dashboard and the import. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_STAND_IN_FOLDERS } from '../../../infra/local/drive-stand-in/drive-fixtures';
import { signedInUser } from '../../support/users';
import { createSampleProject, signedInEditorPage } from './editor-api';
import { launchBrowser, screenshot, type ViewportName } from './editor-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each<ViewportName>(['desktop', 'phone'])('plan cap (%s)', (viewport) => {
  it('disables New Project at 3 of 3 active projects', async () => {
    const user = await signedInUser({ fullName: `Cap ${viewport}` });
    for (const n of [1, 2, 3])
      await createSampleProject(user.authorization, DRIVE_STAND_IN_FOLDERS.samples, `Cap project ${n}`);
    const { context, page } = await signedInEditorPage(browser, viewport, user);
    try {
      await page.getByText('3 of 3 active projects used').waitFor({ timeout: 20_000 });
      expect(await page.getByRole('link', { name: 'New Project' }).getAttribute('aria-disabled')).toBe(
        'true',
      );
      expect(
        await page.getByRole('link', { name: 'Create from Drive' }).first().getAttribute('aria-disabled'),
      ).toBe('true');

      await page.goto('/Projects');
      await page.getByRole('heading', { name: 'All Projects', level: 1 }).waitFor();
      await page.getByRole('article', { name: 'Cap project 3' }).waitFor({ timeout: 20_000 });
      expect(await page.getByRole('article').count()).toBe(3);
      expect(await page.getByRole('link', { name: 'New Project' }).getAttribute('aria-disabled')).toBe(
        'true',
      );
      await screenshot(page, `projects-${viewport}`);

      if (viewport === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('link', { name: 'Archived' }).waitFor();
        // Let the slide-in finish before the picture.
        await page.waitForTimeout(500);
        await screenshot(page, 'menu-phone');
        await page.getByRole('link', { name: 'Archived' }).click();
        await page.getByRole('heading', { name: 'Archived Projects', level: 1 }).waitFor();
        await page.getByText('No projects in this category').waitFor();
      } else {
        await page.getByRole('link', { name: 'Archived' }).click();
        await page.getByRole('heading', { name: 'Archived Projects', level: 1 }).waitFor();
        expect(await page.getByRole('link', { name: 'Archived' }).getAttribute('aria-current')).toBe('page');
      }
      await page.goto('/Billing');
      await page.getByRole('heading', { name: 'Profile Information' }).waitFor();
      await page.getByText('3 of 3 active projects used').waitFor();
      await screenshot(page, `settings-${viewport}`);
    } finally {
      await context.close();
    }
  });
});
