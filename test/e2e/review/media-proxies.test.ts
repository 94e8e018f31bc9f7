/**
 * Camera proxies in Chromium against the local system: an editor imports an HEVC MP4 and a ProRes MOV from the media
 * fixture folder. The local transcoder makes their proxies; the client's review page plays the HEVC and the
 * ProRes source through them (frames decoded: Chromium plays neither original), 1080p on a desktop and 540p
 * on a phone, with the sprite's frame shown over the hovered timeline. (Damaged files: refused-media.test.ts.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProjectDetail } from '../../../shared/api/endpoints/projects';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { DRIVE_STAND_IN_FOLDERS } from '../../../infra/local/drive-stand-in/drive-fixtures';
import { ensureMediaFixtures } from '../../../infra/local/media-fixtures/fixtures';
import { baseUrl } from '../../support/env';
import { signedInUser } from '../../support/users';
import { api, createProjectFromFiles } from '../editor/editor-api';
import { journeyBrowser } from '../support/journey-browser';
import { launchChromium, VIEWPORTS } from './review-browser';

const FILES = ['hevc.mp4', 'prores.mov'];

const { contextFor } = journeyBrowser(VIEWPORTS, launchChromium);

/** Waits until the review's <video> has decoded a frame; answers its source and picture size. */
async function playedFrame(page: Page) {
  const video = page.getByTestId('review-video');
  await video.waitFor({ timeout: 30_000 });
  return video.evaluate(async (element) => {
    const v = element as HTMLVideoElement;
    v.muted = true;
    if (v.readyState < 2) {
      await new Promise((resolve, reject) => {
        v.addEventListener('loadeddata', resolve, { once: true });
        v.addEventListener('error', () => reject(new Error(`media error ${v.error?.code}`)), { once: true });
      });
    }
    await v.play();
    await new Promise((r) => v.requestVideoFrameCallback(() => r(null)));
    v.pause();
    return { src: v.currentSrc, width: v.videoWidth, height: v.videoHeight, time: v.currentTime };
  });
}

describe('sources a browser cannot play', () => {
  it('plays HEVC and ProRes through their proxies', async () => {
    expect(ensureMediaFixtures()).toBe(true);
    const user = await signedInUser({ fullName: 'Proxy Journey' });
    const listing = await api<{ status: string; videos: Record<string, unknown>[] }>('/api/drive/list', {
      method: 'POST',
      body: { folderId: DRIVE_STAND_IN_FOLDERS.mediaFixturesSmall },
      authorization: user.authorization,
    });
    const chosen = listing.body.videos
      .filter((v) => FILES.includes(String(v['name'])))
      .sort((a, b) => FILES.indexOf(String(a['name'])) - FILES.indexOf(String(b['name'])));
    const created = await createProjectFromFiles(user.authorization, chosen, {
      name: 'Camera originals',
      clientDisplayName: 'Client',
    });
    expect(chosen.map((v) => v['name'])).toEqual(FILES);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const projectId = created.body.id;
    const detail = async () =>
      (await api<ProjectDetail>(`/api/projects/${projectId}`, { authorization: user.authorization })).body;
    await expect
      .poll(
        async () =>
          (await detail()).videos
            .map((v) => `${v.versions[0]?.status}/${v.versions[0]?.proxy?.status ?? '-'}`)
            .join(','),
        { timeout: 150_000, interval: 1000 },
      )
      .toBe('stored/ready,stored/ready');
    const project = await detail();

    for (const viewport of ['desktop', 'phone'] as const) {
      const context = await contextFor(viewport);
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl()}/Review?token=${project.reviewLink.token}`);
        await page.getByRole('heading', { name: 'Camera originals' }).waitFor({ timeout: 30_000 });
        for (const [i, name] of ['hevc.mp4', 'prores.mov'].entries()) {
          if (i > 0) await page.getByRole('button', { name: 'Next video' }).click();
          await page
            .getByText(REVIEW_MESSAGES.counter(i + 1, 2))
            .first()
            .waitFor();
          const shown = await playedFrame(page);
          const quality = viewport === 'phone' ? '540p' : '1080p';
          expect(shown.src, `${name} on a ${viewport}`).toContain(`-${quality}.mp4`);
          expect(shown.width).toBeGreaterThan(0);
          expect(shown.height).toBe(360);
          if (i === 0 && viewport === 'desktop') {
            // Hovering the timeline shows the frame there, from the sprite the transcoder made.
            const strip = page.getByTestId('note-timeline');
            const box = await strip.boundingBox();
            expect(box).not.toBeNull();
            await page.mouse.move(box!.x + box!.width * 0.5, box!.y + box!.height / 2);
            const preview = page.getByTestId('scrub-preview');
            await preview.waitFor();
            const loaded = await preview.evaluate(async (el) => {
              const image = (el.firstElementChild as HTMLElement).style.backgroundImage;
              const url = /^url\("(.+)"\)$/.exec(image)?.[1] ?? '';
              const img = new Image();
              img.src = url;
              await img.decode();
              return { width: img.naturalWidth, tile: Number(el.getAttribute('data-tile')) };
            });
            expect(loaded.width).toBeGreaterThanOrEqual(160);
            expect(loaded.tile).toBeGreaterThan(0);
            await page.screenshot({ path: 'test/e2e/screenshots/review-scrub-preview-desktop.png' });
            await page.mouse.move(0, 0);
            await preview.waitFor({ state: 'detached' });
          }
        }
      } finally {
        await context.close();
      }
    }
  }, 300_000);
});
