/**
 * Journey: sign in → import the sample folder → project created with its videos → copy the review link →
 * (as a client, over the review API) notes submitted → the editor sees them, ticks one done, seeks the
 * player from a note, changes a video's status, approves the project → archives it → it shows under
 * Archived and refuses edits. Runs at desktop size and at 390×844.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_STAND_IN_FOLDERS } from '../../../infra/local/drive-stand-in/drive-fixtures';
import { createConfirmedUser, signIn } from '../../support/users';
import { api, signedInEditorPage, submitClientNotes } from './editor-api';
import { launchBrowser, screenshot, waitForToast, type ViewportName } from './editor-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each<ViewportName>(['desktop', 'phone'])('editor journey (%s)', (viewport) => {
  it('imports, shares, handles feedback, approves, archives', async () => {
    const user = await createConfirmedUser({ fullName: `Journey ${viewport}` });
    const { context, page } = await signedInEditorPage(browser, viewport, user);
    const projectName = `Launch film ${viewport} ${Date.now()}`;
    try {
      await screenshot(page, `dashboard-${viewport}`);

      // Import: step 1 → 2 → 3 → 4 → project page.
      await page.getByRole('link', { name: 'Import', exact: true }).first().click();
      await page.waitForURL(/\/Import$/);
      await page.getByRole('button', { name: 'Import Videos' }).click();
      await page.getByText('Please enter a Google Drive folder URL.').waitFor();
      await page
        .getByRole('textbox', { name: 'Google Drive Folder URL' })
        .fill(`https://drive.google.com/drive/folders/${DRIVE_STAND_IN_FOLDERS.samples}`);
      await page.getByRole('button', { name: 'Import Videos' }).click();
      await page.getByText('Found 5 videos • 5 selected').waitFor({ timeout: 20_000 });
      await screenshot(page, `import-preview-${viewport}`);
      await page.getByRole('button', { name: 'Continue with 5 videos' }).click();
      const nameField = page.getByRole('textbox', { name: 'Project Name *' });
      expect(await nameField.inputValue()).toBe('Video Review Project');
      expect(await page.getByRole('button', { name: 'Create Project' }).isDisabled()).toBe(true);
      await nameField.fill(projectName);
      await page.getByRole('textbox', { name: 'Client Display Name *' }).fill('Acme Studios');
      await page.getByText('What happens next?').waitFor();
      await page.getByText('0 of 3 projects used').waitFor();
      await screenshot(page, `import-settings-${viewport}`);
      await page.getByRole('button', { name: 'Create Project' }).click();
      await page.waitForURL(/\/Project\?id=/, { timeout: 30_000 });
      const projectId = new URL(page.url()).searchParams.get('id') ?? '';
      expect(projectId).not.toBe('');
      await page.getByRole('heading', { name: projectName }).waitFor();
      await page.getByRole('heading', { name: 'Videos (5)' }).waitFor();

      // Processing → active without reload (the page polls while a video is processing).
      await page.waitForFunction(() => !document.body.innerText.includes('Processing…'), undefined, {
        timeout: 60_000,
      });
      await page
        .getByRole('heading', { name: /01-brand-intro/ })
        .first()
        .waitFor();

      // Copy the review link.
      await page.getByRole('button', { name: 'Copy', exact: true }).click();
      await waitForToast(page, 'Review link copied to clipboard!');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const token = new URL(copied).searchParams.get('token') ?? '';
      expect(token).toMatch(/^[0-9a-f]{32}$/);
      await page.getByText('Expires in 7 days').waitFor();
      await screenshot(page, `project-${viewport}`);

      // The client leaves notes through the review API.
      await submitClientNotes(
        token,
        [
          { videoIndex: 0, body: 'Brighten the opening shot', timecodeMs: 2_000 },
          { videoIndex: 0, body: 'Logo should appear later', timecodeMs: 5_500 },
          { videoIndex: 1, body: 'Music is too loud here', timecodeMs: 1_000 },
        ],
        'Clara Client',
      );

      // The editor sees them (newest first), ticks one done and seeks the player from a note.
      await page.reload();
      await page.getByText('Brighten the opening shot').waitFor({ timeout: 20_000 });
      await page.getByText('Logo should appear later').waitFor();

      // The bell shows each of the five videos' readiness, the link's first open and the new feedback; opening
      // it lists them.
      // The bell asks again when the tab comes back into view: the editor looks back now and then.
      const nudge = setInterval(() => {
        page.evaluate(() => window.dispatchEvent(new Event('visibilitychange'))).catch(() => undefined);
      }, 2_000);
      try {
        await page.getByRole('button', { name: /Notifications \(7 unread\)/ }).waitFor({ timeout: 30_000 });
      } finally {
        clearInterval(nudge);
      }
      await page.getByRole('button', { name: /Notifications \(7 unread\)/ }).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await panel.getByText('Review link opened').waitFor();
      await panel.getByText(/^New feedback/).waitFor();
      await panel.getByText(/Clara Client left 3 notes/).waitFor();
      await screenshot(page, `notifications-${viewport}`);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      await page
        .getByText(/Clara Client/)
        .first()
        .waitFor();
      const bodies = await page
        .getByRole('list', { name: 'Feedback' })
        .first()
        .getByTestId('note-body')
        .allInnerTexts();
      expect(bodies.slice(0, 2)).toEqual(['Logo should appear later', 'Brighten the opening shot']);
      const tick = page.getByRole('checkbox', { name: 'Brighten the opening shot' });
      // The box follows the server's state, so it turns checked once the change is saved.
      await tick.click();
      await waitForToast(page, 'Note marked as Done.');
      await page.waitForFunction(
        () => [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].some((c) => c.checked),
        undefined,
        { timeout: 10_000 },
      );
      await page.getByRole('button', { name: 'Play from 00:05' }).click();
      const seconds = await page
        .locator('video')
        .first()
        .evaluate((el) => (el as HTMLVideoElement).currentTime);
      expect(seconds).toBeGreaterThanOrEqual(5);
      expect(seconds).toBeLessThan(7);

      // Change the second video's status.
      await page.getByRole('button', { name: /02-product-demo/ }).click();
      const statusControl = page.getByRole('combobox', { name: 'Video status' }).nth(1);
      // The row is still expanding when it first shows: open the menu once it has settled.
      await statusControl.waitFor();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await page.waitForTimeout(400);
        await statusControl.click();
        if (await page.getByRole('listbox').isVisible()) break;
      }
      await page.getByRole('option', { name: 'Approved' }).click();
      await waitForToast(page, 'Video marked as Approved.');

      // Approve the whole project.
      await page.getByRole('button', { name: 'Approve Project' }).click();
      await waitForToast(page, 'Project approved!');
      await page.getByText('Ready to Archive').first().waitFor({ timeout: 15_000 });
      await page
        .getByRole('button', { name: 'Approve Project' })
        .waitFor({ state: 'detached', timeout: 15_000 });

      // Archive it from the list (Ready to Archive), with the confirmation dialog.
      await page.goto('/Projects?filter=approved');
      await page.getByRole('heading', { name: 'Ready to Archive', level: 1 }).waitFor();
      await page.getByRole('button', { name: `Actions for ${projectName}` }).click();
      await page.getByRole('menuitem', { name: 'Archive Project' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Are you sure you want to archive this project?').waitFor();
      await dialog.getByRole('button', { name: 'Archive Project' }).click();
      await waitForToast(page, 'Project archived successfully.');

      // It shows under Archived and is read-only.
      await page.goto('/projects?filter=archived');
      await page.getByRole('heading', { name: 'Archived Projects', level: 1 }).waitFor();
      // Found by a search in another case (the text goes to the URL after the typing pause).
      await page.getByRole('textbox', { name: 'Search projects' }).fill(projectName.toLowerCase());
      await page.waitForURL((url) => url.searchParams.get('q') === projectName.toLowerCase());
      await page.getByRole('article', { name: projectName }).getByRole('link').first().click();
      await page.waitForURL(/\/Project\?id=/);
      await page
        .getByText(
          'Archived Project - This project has been archived and is now read-only. No changes can be made.',
        )
        .waitFor();
      expect(await page.getByRole('button', { name: 'Approve Project' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Add Video' }).count()).toBe(0);
      expect(await page.getByRole('checkbox', { name: 'Logo should appear later' }).isDisabled()).toBe(true);
      await screenshot(page, `project-archived-${viewport}`);

      // And the server refuses edits.
      const tokens = await signIn(user.email, user.password);
      const refused = await api<{ error: { message: string } }>(`/api/projects/${projectId}`, {
        method: 'PATCH',
        body: { name: 'Renamed', clientDisplayName: 'X' },
        authorization: `Bearer ${tokens.idToken}`,
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe('Cannot modify archived projects.');
    } catch (error) {
      await page.screenshot({ path: `/tmp/editor-journey-failure-${viewport}.png` }).catch(() => undefined);
      throw error;
    } finally {
      await context.close();
    }
  });
});
