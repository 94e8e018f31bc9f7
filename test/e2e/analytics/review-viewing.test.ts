/**
 * What a client watches on the review page reaches the counters, in Chromium against the local system: the
 * collector loads after the first frame, sends the ranges played, and the last of them on `pagehide` with
 * sendBeacon; a workspace that turned collection off gets no request at all.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewingStore } from '../../../functions/analytics/store/viewing-store';
import { baseUrl } from '../../support/env';
import { createReviewFixture } from '../../integration/review/review-fixture';
import { launchChromium, VIEWPORTS } from '../review/review-browser';

const POLL = { timeout: 20_000, interval: 200 } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const videoTime = (page: Page) =>
  page.getByTestId('review-video').evaluate((element) => (element as HTMLVideoElement).currentTime);

async function watchFirstSeconds(page: Page, token: string, seconds: number): Promise<void> {
  await page.goto(`${baseUrl()}/Review?token=${token}`);
  const video = page.getByTestId('review-video');
  await video.waitFor({ state: 'visible', timeout: 15_000 });
  await expect
    .poll(() => video.evaluate((v) => (v as HTMLVideoElement).readyState), POLL)
    .toBeGreaterThanOrEqual(2);
  await video.evaluate((v) => {
    const element = v as HTMLVideoElement;
    element.currentTime = 0;
    return element.play();
  });
  await expect.poll(() => videoTime(page), POLL).toBeGreaterThanOrEqual(seconds);
  await video.evaluate((v) => (v as HTMLVideoElement).pause());
}

describe('viewing analytics on the review page', () => {
  for (const size of ['desktop', 'phone'] as const) {
    it(`counts the seconds a client watched, the open and the viewer, sent on pagehide (${size})`, async () => {
      const f = await createReviewFixture({ videoCount: 1 });
      const context = await browser.newContext({ viewport: VIEWPORTS[size] });
      const page = await context.newPage();
      try {
        await watchFirstSeconds(page, f.token, 3);
        // Leaving the page sends what is left with sendBeacon.
        await page.goto('about:blank');
      } finally {
        await context.close();
      }
      const store = viewingStore(f.db);
      await expect
        .poll(
          async () => (await store.versionStats([f.videos[0]!.versionId]))[0]!.histogram.slice(0, 2),
          POLL,
        )
        .toEqual([1, 1]);
      const [stats] = await store.versionStats([f.videos[0]!.versionId]);
      expect(stats).toMatchObject({ plays: 1, viewers: 1 });
      expect((await store.linkStats(f.projectId)).days.map((d) => d.opens)).toEqual([1]);
    }, 90_000);
  }

  it('sends nothing when the workspace turned collection off', async () => {
    const f = await createReviewFixture({ videoCount: 1 });
    await viewingStore(f.db).setCollectsViewing(f.ownerId, false, new Date());
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/views')) sent.push(request.url());
    });
    try {
      await watchFirstSeconds(page, f.token, 2);
      await page.goto('about:blank');
    } finally {
      await context.close();
    }
    expect(sent).toEqual([]);
    expect((await viewingStore(f.db).versionStats([f.videos[0]!.versionId]))[0]!.viewers).toBe(0);
  }, 90_000);
});
