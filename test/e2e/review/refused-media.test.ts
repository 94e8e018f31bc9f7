/**
 * Refused files in Chromium against the local system: an editor imports a good MP4 with a truncated and an
 * audio-only one. The client's review page shows the good video alone (no dead player for the others); a
 * project of refused files only shows the client that nothing is ready yet. The editor's row of a refused
 * file says why, with a 'Refused' chip instead of 'Active', and 'Add a new version from Drive' leads to the
 * version form; a good file added there makes the video reviewable again.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetail } from '../../../shared/api/endpoints/projects';
import { EDITOR_APP_MESSAGES } from '../../../shared/messages/editor-app-messages';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { VIDEO_MESSAGES } from '../../../shared/messages/video-messages';
import { DRIVE_STAND_IN_FOLDERS } from '../../../infra/local/drive-stand-in/drive-fixtures';
import { ensureMediaFixtures } from '../../../infra/local/media-fixtures/fixtures';
import { baseUrl } from '../../support/env';
import { signedInUser } from '../../support/users';
import { api, createProjectFromFiles } from '../editor/editor-api';
import { newEditorContext, screenshot, signInThroughUi } from '../editor/editor-browser';
import { journeyBrowser } from '../support/journey-browser';
import { launchChromium, VIEWPORTS } from './review-browser';

type Editor = Awaited<ReturnType<typeof signedInUser>>;

let listing: Record<string, unknown>[];

beforeAll(() => {
  expect(ensureMediaFixtures()).toBe(true);
});
const { browser, contextFor } = journeyBrowser(VIEWPORTS, launchChromium);

const fileId = (name: string) => String(listing.find((v) => v['name'] === name)?.['id']);

async function detail(editor: Editor, projectId: string): Promise<ProjectDetail> {
  return (await api<ProjectDetail>(`/api/projects/${projectId}`, { authorization: editor.authorization }))
    .body;
}

/** Imports the named fixture files as one project and waits for the download worker to settle them. */
async function importFiles(editor: Editor, name: string, files: string[]): Promise<ProjectDetail> {
  if (!listing) {
    const listed = await api<{ videos: Record<string, unknown>[] }>('/api/drive/list', {
      method: 'POST',
      body: { folderId: DRIVE_STAND_IN_FOLDERS.mediaFixturesSmall },
      authorization: editor.authorization,
    });
    listing = listed.body.videos;
  }
  const chosen = files.map((file) => listing.find((v) => v['name'] === file) ?? {});
  const created = await createProjectFromFiles(editor.authorization, chosen, {
    name,
    clientDisplayName: 'Northwind',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await expect
    .poll(
      async () =>
        (await detail(editor, created.body.id)).videos.map((v) => v.versions.at(-1)?.status).join(','),
      { timeout: 90_000, interval: 1000 },
    )
    .not.toMatch(/processing/);
  return detail(editor, created.body.id);
}

async function openReview(page: Page, token: string) {
  await page.goto(`${baseUrl()}/Review?token=${token}`);
}

describe('refused files (empty, truncated, audio only)', () => {
  it("never reach the client; the editor's row says why and leads to a new version from Drive", async () => {
    const editor = await signedInUser({ fullName: 'Refused Journey' });
    const project = await importFiles(editor, 'Launch film', [
      'h264-25.mp4',
      'truncated.mp4',
      'audio-only.mp4',
    ]);
    expect(project.videos.map((v) => v.versions[0]?.status)).toEqual(['stored', 'failed', 'failed']);
    const refusedTitle = project.videos[1]?.title ?? '';
    const onlyRefused = await importFiles(await signedInUser({ fullName: 'Only Refused' }), 'Sound only', [
      'audio-only.mp4',
    ]);

    for (const viewport of ['desktop', 'phone'] as const) {
      const context = await contextFor(viewport);
      const page = await context.newPage();
      try {
        // The good video alone: no counter past it, no 'No video available' player for a refused file.
        await openReview(page, project.reviewLink.token);
        await page.getByRole('heading', { name: 'Launch film' }).waitFor({ timeout: 30_000 });
        await page.getByText(REVIEW_MESSAGES.counter(1, 1)).first().waitFor();
        await page.getByTestId('review-video').waitFor({ timeout: 30_000 });
        expect(await page.getByText(REVIEW_MESSAGES.noVideo).count()).toBe(0);
        expect(await page.getByText(refusedTitle, { exact: true }).count()).toBe(0);
        await page.screenshot({ path: `test/e2e/screenshots/review-damaged-${viewport}.png` });

        // Nothing but refused files: a clear empty state.
        await openReview(page, onlyRefused.reviewLink.token);
        await page.getByText(REVIEW_MESSAGES.noVideosYet).waitFor({ timeout: 30_000 });
        expect(await page.getByTestId('review-video').count()).toBe(0);
        await page.screenshot({ path: `test/e2e/screenshots/review-damaged-only-${viewport}.png` });
      } finally {
        await context.close();
      }
    }

    for (const viewport of ['desktop', 'phone'] as const) {
      const context = await newEditorContext(browser(), baseUrl(), viewport);
      const page = await context.newPage();
      try {
        await signInThroughUi(page, editor.email, editor.password);
        await page.goto(`/Project?id=${project.project.id}`);
        const header = page.locator(`#video-${project.videos[1]?.id}-header`);
        await header.waitFor({ timeout: 30_000 });
        await expect
          .poll(() => header.getByTestId('damaged-file-note').textContent())
          .toContain(VIDEO_MESSAGES.damageReasons.truncated);
        expect(await header.getByTestId('video-status-chip').textContent()).toBe(VIDEO_MESSAGES.refusedChip);
        const audioHeader = page.locator(`#video-${project.videos[2]?.id}-header`);
        expect(await audioHeader.getByTestId('damaged-file-note').textContent()).toContain(
          VIDEO_MESSAGES.damageReasons.not_video,
        );
        await header.click();
        const row = page.locator(`#video-${project.videos[1]?.id}-content`);
        await row.getByTestId('refused-file').waitFor();
        await row.getByRole('button', { name: VIDEO_MESSAGES.addVersionFromDrive }).click();
        const field = row.getByLabel(EDITOR_APP_MESSAGES.newVersionLabel);
        await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
        // The row from its header down (the reason, the chip, the way out), once the click's ripple is gone.
        await header.evaluate((el) => {
          el.scrollIntoView({ block: 'start' });
          window.scrollBy(0, -80); // clear of the sticky app bar
        });
        await page.waitForTimeout(600);
        await screenshot(page, `project-damaged-file-${viewport}`);

        if (viewport === 'phone') {
          // The way out: a good file from Drive as version 2 makes the video reviewable again.
          await field.fill(`https://drive.google.com/file/d/${fileId('h264-25.mp4')}/view`);
          await row.getByRole('button', { name: EDITOR_APP_MESSAGES.updateVersion }).click();
          await expect
            .poll(
              async () => (await detail(editor, project.project.id)).videos[1]?.versions.at(-1)?.status ?? '',
              { timeout: 90_000, interval: 1000 },
            )
            .toBe('stored');
        }
      } finally {
        await context.close();
      }
    }

    const client = await browser().newContext({ viewport: VIEWPORTS.desktop });
    try {
      const page = await client.newPage();
      await openReview(page, project.reviewLink.token);
      await page.getByText(REVIEW_MESSAGES.counter(1, 2)).first().waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Next video' }).click();
      await page.getByText(REVIEW_MESSAGES.counter(2, 2)).first().waitFor();
      await page.getByRole('heading', { name: refusedTitle }).waitFor();
      await page.getByTestId('review-video').waitFor({ timeout: 30_000 });
    } finally {
      await client.close();
    }
  }, 420_000);
});
