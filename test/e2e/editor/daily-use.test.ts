/**
 * The editor's daily rough edges, at desktop size and at 390×844: a fresh video's status select,
 * the project rows on a phone (every status, expanded and collapsed, nothing off screen), the Add Video
 * dialog, the new-version form, the new-notification toast, the archived banner and Restore, a malformed
 * project id, the dashboard with one status; axe over each screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DRIVE_STAND_IN_FILES,
  DRIVE_STAND_IN_FOLDERS,
} from '../../../infra/local/drive-stand-in/drive-fixtures';
import { seriousViolations, tabThrough } from '../../support/axe';
import { signedInUser } from '../../support/users';
import {
  api,
  createSampleProject,
  importedProjectDetail,
  signedInEditorPage,
  submitClientNotes,
} from './editor-api';
import { launchBrowser, screenshot, VIEWPORTS, waitForToast, type ViewportName } from './editor-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Detail {
  project: { status: string };
  videos: { id: string; title: string; status: string }[];
  reviewLink: { token: string };
}

/** Scrolls the videos list to the top of the screen (below the phone's header) for the pictures. */
async function videosAtTop(page: Page): Promise<void> {
  await page.getByRole('heading', { name: /^Videos \(/ }).evaluate((el) => {
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72);
  });
  await page.waitForTimeout(300);
}

async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, `${screen}: axe serious/critical violations`).toEqual([]);
}

describe.each<ViewportName>(['desktop', 'phone'])('editor daily use (%s)', (viewport) => {
  it('status select, rows, Add Video, new version, notification toast, Restore, axe', async () => {
    const user = await signedInUser({ fullName: `Daily ${viewport}` });
    const projectId = await createSampleProject(
      user.authorization,
      DRIVE_STAND_IN_FOLDERS.samples,
      `Daily ${viewport} ${Date.now()}`,
      4,
    );
    const detail = await importedProjectDetail<Detail>(projectId, user.authorization);
    // Every owner status on a row, and one left as imported ('active').
    const statuses = ['needs_changes', 'approved', 'pending_review'] as const;
    for (const [i, status] of statuses.entries()) {
      const video = detail.videos[i];
      if (!video) throw new Error('missing video');
      const set = await api(`/api/projects/${projectId}/videos/${video.id}/status`, {
        method: 'PUT',
        body: { status },
        authorization: user.authorization,
      });
      expect(set.status).toBe(200);
    }

    const { context, page } = await signedInEditorPage(browser, viewport, user);
    try {
      // Dashboard with one status: a full ring, and the trend's last label is not cut.
      await page
        .getByRole('img', { name: /Projects by status/ })
        .first()
        .waitFor({ timeout: 20_000 });
      const donut = page.getByTestId('status-donut');
      await donut.waitFor({ timeout: 20_000 });
      expect(await donut.locator('path[data-status]').count()).toBe(1);
      const trend = page.getByTestId('trend-chart');
      const trendBox = await trend.boundingBox();
      const labels = page.getByTestId('trend-x-label');
      expect(await labels.count()).toBeGreaterThan(1);
      const last = await labels.last().boundingBox();
      expect(await labels.last().textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
      // The last label is whole and inside its card.
      expect(trendBox && last && last.x + last.width <= trendBox.x + trendBox.width + 1).toBe(true);
      await screenshot(page, `dashboard-one-status-${viewport}`);
      await expectNoSeriousViolations(page, 'dashboard');

      // A malformed project id shows the not-found state.
      await page.goto('/Project?id=not%20an%20id!');
      await page.getByText('Access Denied').waitFor();

      await page.goto(`/Project?id=${projectId}`);
      await page.getByRole('heading', { name: 'Videos (4)' }).waitFor({ timeout: 20_000 });
      const headers = page.locator('[id^="video-"][id$="-header"]');
      expect(await headers.count()).toBe(4);
      expect(await page.getByTestId('video-status-chip').allInnerTexts()).toEqual([
        'Needs Changes',
        'Approved',
        'Pending Review',
        'Active',
      ]);
      // Nothing of a row is off screen: thumbnail, chip and the expand chevron stay within the viewport.
      const width = VIEWPORTS[viewport].width;
      for (let i = 0; i < 4; i += 1) {
        const row = headers.nth(i);
        const box = await row.boundingBox();
        const chevron = await row.locator('.MuiAccordionSummary-expandIconWrapper').boundingBox();
        const chip = await row.getByTestId('video-status-chip').boundingBox();
        for (const b of [box, chevron, chip]) {
          expect(b).not.toBeNull();
          if (!b) continue;
          expect(b.x).toBeGreaterThanOrEqual(0);
          expect(b.x + b.width).toBeLessThanOrEqual(width);
        }
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await videosAtTop(page);
      await screenshot(page, `project-rows-expanded-${viewport}`);
      await expectNoSeriousViolations(page, 'project');
      // Keyboard: every control Tab reaches on the page shows a visible focus.
      await page.getByRole('link', { name: 'Back to Projects' }).focus();
      const focus = await tabThrough(page, 25);
      expect(focus.filter((f) => !f.visible).map((f) => f.name)).toEqual([]);

      // Collapse the first row, open the fourth (freshly imported): its status select reads 'Active'.
      await headers.first().click();
      await page.getByRole('combobox', { name: 'Video status' }).waitFor({ state: 'detached' });
      await page.waitForTimeout(400);
      await videosAtTop(page);
      await screenshot(page, `project-rows-collapsed-${viewport}`);
      await headers.nth(3).click();
      const select = page.getByRole('combobox', { name: 'Video status' });
      await select.waitFor();
      expect(await select.innerText()).toContain('Active');

      // The new-version form (folded under a toggle on a phone).
      if (viewport === 'phone') await page.getByRole('button', { name: 'New version & video notes' }).click();
      const versionField = page.getByRole('textbox', { name: 'New version link (Google Drive file URL)' });
      await versionField.fill('https://example.com/not-drive');
      await page.getByRole('button', { name: 'Update Version' }).click();
      await page.getByText('Invalid Google Drive URL format.').waitFor();
      await versionField.fill(`https://drive.google.com/file/d/${DRIVE_STAND_IN_FILES.samples[4]}/view`);
      await page.getByRole('button', { name: 'Update Version' }).click();
      await waitForToast(page, 'Video updated to Version 2');
      await headers.nth(3).getByText('Version 2').waitFor({ timeout: 15_000 });
      await expect
        .poll(() => headers.nth(3).getByTestId('video-status-chip').innerText(), { timeout: 15_000 })
        .toBe('Pending Review');

      // The Add Video dialog: a wrong link is explained, a file link adds the video.
      await page.getByRole('button', { name: 'Add Video' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Video to Project' });
      await dialog.getByRole('textbox', { name: 'Google Drive File URL' }).fill('https://example.com/x');
      await dialog.getByRole('button', { name: 'Add Video' }).click();
      await dialog.getByText('The URL does not seem to be a valid Google Drive file link.').waitFor();
      await expectNoSeriousViolations(page, 'add video dialog');
      await dialog
        .getByRole('textbox', { name: 'Google Drive File URL' })
        .fill(`https://drive.google.com/file/d/${DRIVE_STAND_IN_FILES.samples[4]}/view?usp=sharing`);
      await dialog.getByRole('button', { name: 'Add Video' }).click();
      await waitForToast(page, /was successfully added to the project\./);
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: 'Videos (5)' }).waitFor({ timeout: 15_000 });

      // A new notification while the editor is on the page: a toast with View (the bell polls every minute,
      // and at once when the editor comes back to the tab).
      await submitClientNotes(
        detail.reviewLink.token,
        [{ videoIndex: 0, body: 'Trim the first second', timecodeMs: 1_000 }],
        'Clara Client',
      );
      // The editor looks back at the tab now and then until the notification is there.
      const nudge = setInterval(() => {
        page.evaluate(() => window.dispatchEvent(new Event('visibilitychange'))).catch(() => undefined);
      }, 2_000);
      try {
        await waitForToast(page, /^New feedback/);
      } finally {
        clearInterval(nudge);
      }
      const view = page
        .getByRole('status')
        .filter({ hasText: /^New feedback/ })
        .getByRole('button', { name: 'View' });
      await view.click();
      await page.waitForURL(new RegExp(`/Project\\?id=${projectId}`));

      // Archived: the banner is hard to miss and offers Restore.
      const archived = await api(`/api/projects/${projectId}/archive`, {
        method: 'POST',
        authorization: user.authorization,
      });
      expect(archived.status).toBe(200);
      await page.reload();
      const banner = page.getByText(
        'Archived Project - This project has been archived and is now read-only. No changes can be made.',
      );
      await banner.waitFor({ timeout: 20_000 });
      await expectNoSeriousViolations(page, 'archived project');
      await screenshot(page, `project-archived-restore-${viewport}`);
      await page.getByRole('button', { name: 'Restore Project' }).click();
      await waitForToast(page, 'Project restored.');
      await banner.waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByRole('button', { name: 'Add Video' }).waitFor();
    } catch (error) {
      await page.screenshot({ path: `/tmp/daily-use-failure-${viewport}.png` }).catch(() => undefined);
      throw error;
    } finally {
      await context.close();
    }
  });
});
