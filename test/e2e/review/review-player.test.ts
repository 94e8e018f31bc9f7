/**
 * The review player's extras beyond the spec, in Chromium against the local system: desktop keyboard
 * shortcuts, note markers that seek, playback speed; the phone card's swipe; the empty review.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { baseUrl } from '../../support/env';
import { createReviewFixture } from '../../integration/review/review-fixture';
import { launchChromium, VIEWPORTS } from './review-browser';

const POLL = { timeout: 15_000, interval: 100 } as const;
const visible = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 15_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const videoState = (page: Page) =>
  page.getByTestId('review-video').evaluate((element) => {
    const v = element as HTMLVideoElement;
    return { time: v.currentTime, paused: v.paused, rate: v.playbackRate, ready: v.readyState };
  });

describe('first video preloaded by index.html', () => {
  it("plays in the element index.html created once the review answer arrived, with the player's controls", async () => {
    const fixture = await createReviewFixture({ videoCount: 2 });
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl()}/Review?token=${fixture.token}`);
      const video = page.getByTestId('review-video');
      await visible(video);
      // The adopted element: made by the inline script (data-preloaded), configured like the player's own.
      expect(await video.getAttribute('data-preloaded')).toBe('');
      expect(await video.getAttribute('aria-label')).toBeTruthy();
      expect(await video.evaluate((v) => (v as HTMLVideoElement).controls)).toBe(true);
      await expect.poll(async () => (await videoState(page)).ready, POLL).toBeGreaterThanOrEqual(1);
      await page.keyboard.press('k');
      await expect.poll(async () => (await videoState(page)).paused, POLL).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe('first frame shown by index.html', () => {
  it('asks for the review once, shows the first frame before the app runs, and the player adopts that element', async () => {
    const fixture = await createReviewFixture({ videoCount: 2 });
    const apiPath = `/api/review/${fixture.token}`;
    // A warm API: the page's code waits at most a couple of seconds for the frame.
    expect((await fetch(`${baseUrl()}${apiPath}`)).status).toBe(200);
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const reviewRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === apiPath) reviewRequests.push(request.method());
    });
    // Marks the element index.html shows, and whether the app had rendered anything when its frame was decoded.
    await page.addInitScript(() => {
      const w = window as unknown as { __shell?: { element: Element; appHadRun: boolean | null } };
      new MutationObserver(() => {
        const video = document.querySelector('#review-first-frame > video');
        if (!video || w.__shell) return;
        w.__shell = { element: video, appHadRun: null };
        video.addEventListener(
          'loadeddata',
          () => {
            if (w.__shell)
              w.__shell.appHadRun = (document.getElementById('root')?.childElementCount ?? 0) > 0;
          },
          { once: true },
        );
      }).observe(document, { childList: true, subtree: true });
    });
    try {
      await page.goto(`${baseUrl()}/Review?token=${fixture.token}`);
      const video = page.getByTestId('review-video');
      await visible(video);
      await expect.poll(() => page.locator('#review-first-frame').count(), POLL).toBe(0);
      const shell = await video.evaluate((element) => {
        const w = window as unknown as { __shell?: { element: Element; appHadRun: boolean | null } };
        return { same: w.__shell?.element === element, appHadRun: w.__shell?.appHadRun ?? null };
      });
      expect(shell).toEqual({ same: true, appHadRun: false });
      expect(await video.evaluate((v) => (v as HTMLVideoElement).controls)).toBe(true);
      // The app read the answer index.html asked for: no second request for the review.
      expect(reviewRequests).toEqual(['GET']);
    } finally {
      await context.close();
    }
  });
});

describe("first frame at the player's place", () => {
  const sizes = { phone: VIEWPORTS.phone, desktop: { width: 1280, height: 800 } } as const;
  const rect = (locator: Locator) =>
    locator.evaluate((element) => {
      const r = element.getBoundingClientRect();
      return { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width) };
    });

  for (const [size, viewport] of Object.entries(sizes)) {
    it(`shows it where the player will (${size}), before the app's code has loaded`, async () => {
      const fixture = await createReviewFixture({ videoCount: 2 });
      const url = `${baseUrl()}/Review?token=${fixture.token}`;
      const phone = size === 'phone';
      const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone });
      try {
        // The app's code never arrives: what the page shows is index.html's alone.
        const early = await context.newPage();
        await early.route(/\/assets\/review-core-[\w-]+\.js$/, (route) => route.abort());
        await early.goto(url);
        const frame = early.locator('#review-first-frame > video');
        await expect
          .poll(() => frame.evaluate((v) => (v as HTMLVideoElement).readyState).catch(() => 0), POLL)
          .toBeGreaterThanOrEqual(2);
        await early.screenshot({ path: `test/e2e/screenshots/review-first-frame-${size}.png` });
        const shown = await rect(early.locator('#review-first-frame'));
        await early.close();

        const page = await context.newPage();
        await page.goto(url);
        const video = page.getByTestId('review-video');
        await visible(video);
        await expect.poll(() => page.locator('#review-first-frame').count(), POLL).toBe(0);
        expect(shown).toEqual(await rect(video));
      } finally {
        await context.close();
      }
    });
  }
});

describe('desktop player', () => {
  it('seeks with the arrows, steps frames, toggles play with K, jumps to a note marker, changes speed', async () => {
    const fixture = await createReviewFixture({ videoCount: 1 });
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl()}/Review?token=${fixture.token}`);
      await visible(page.getByTestId('review-video'));
      await expect.poll(async () => (await videoState(page)).ready, POLL).toBeGreaterThanOrEqual(1);

      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await videoState(page)).time, POLL).toBeCloseTo(5, 1);
      // One frame back at the version's 25 fps: frame 124, sought to its middle (an edge may show the next).
      await page.keyboard.press('Comma');
      await expect
        .poll(async () => (await videoState(page)).time, POLL)
        .toBeCloseTo((5 * 25 - 1 + 0.5) / 25, 3);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(async () => (await videoState(page)).time, POLL).toBeCloseTo(0, 1);

      // A draft note at 2 s puts a marker on the timeline; clicking it seeks back there.
      await page.getByTestId('review-video').evaluate(async (element) => {
        const v = element as HTMLVideoElement;
        v.currentTime = 2;
        await new Promise((r) => v.addEventListener('seeked', r, { once: true }));
      });
      await page.getByRole('textbox', { name: 'Your note' }).fill('Marker here');
      await page.getByRole('button', { name: REVIEW_MESSAGES.addNote, exact: true }).click();
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await videoState(page)).time, POLL).toBeGreaterThan(6);
      await page.getByRole('button', { name: 'Jump to note at 00:02' }).first().click();
      await expect.poll(async () => (await videoState(page)).time, POLL).toBeCloseTo(2, 1);

      await page.getByTestId('review-video').evaluate((element) => {
        (element as HTMLVideoElement).muted = true;
      });
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('k');
      await expect.poll(async () => (await videoState(page)).paused, POLL).toBe(false);
      await page.keyboard.press('k');
      await expect.poll(async () => (await videoState(page)).paused, POLL).toBe(true);

      await page.getByRole('combobox', { name: 'Playback speed' }).selectOption('2');
      await expect.poll(async () => (await videoState(page)).rate, POLL).toBe(2);
    } finally {
      await context.close();
    }
  });
});

describe('phone card', () => {
  it('swipes left to the next video and right back to the previous one', async () => {
    const fixture = await createReviewFixture({ videoCount: 2 });
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl()}/Review?token=${fixture.token}`);
      const card = page.getByTestId('review-card');
      await visible(card);
      const title = page.getByRole('heading', { name: fixture.videos[0]!.title });
      await visible(title);
      const box = await title.boundingBox();
      if (!box) throw new Error('no title box');
      const y = box.y + box.height / 2;
      const drag = async (fromX: number, toX: number) => {
        await page.mouse.move(fromX, y);
        await page.mouse.down();
        await page.mouse.move((fromX + toX) / 2, y, { steps: 4 });
        await page.mouse.move(toX, y, { steps: 4 });
        await page.mouse.up();
      };
      await drag(300, 120);
      await visible(page.getByRole('heading', { name: fixture.videos[1]!.title }));
      await visible(page.getByText(REVIEW_MESSAGES.counter(2, 2), { exact: false }));
      // A short, slow drag is not a swipe.
      await page.mouse.move(200, y);
      await page.mouse.down();
      for (let i = 1; i <= 10; i++) {
        await page.mouse.move(200 + i * 4, y);
        await page.waitForTimeout(40);
      }
      await page.mouse.up();
      await page.waitForTimeout(300);
      await visible(page.getByRole('heading', { name: fixture.videos[1]!.title }));
      await drag(80, 300);
      await visible(page.getByRole('heading', { name: fixture.videos[0]!.title }));
    } finally {
      await context.close();
    }
  });
});

describe('a vertical (9:16) video', () => {
  const box = async (locator: Locator) => {
    const b = await locator.boundingBox();
    if (!b) throw new Error('no box');
    return b;
  };
  const overlaps = (
    a: { x: number; y: number; width: number; height: number },
    b: { x: number; y: number; width: number; height: number },
  ) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  it.each(['phone', 'desktop'] as const)(
    'takes its own shape within the screen (%s), and the toast a note brings does not cover it',
    async (viewport) => {
      const fixture = await createReviewFixture({ videoCount: 1, samples: ['04-social-vertical'] });
      const phone = viewport === 'phone';
      const context = await browser.newContext({
        viewport: VIEWPORTS[viewport],
        ...(phone ? { hasTouch: true, isMobile: true } : {}),
      });
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl()}/Review?token=${fixture.token}`);
        await visible(page.getByTestId('review-video'));
        await expect.poll(async () => (await videoState(page)).ready, POLL).toBeGreaterThanOrEqual(1);
        const frame = page.getByTestId('review-player-frame');
        // The player is the video's shape (9:16), not a 16:9 box with bars, and fits the screen.
        await expect
          .poll(async () => {
            const b = await box(frame);
            return b.width / b.height;
          }, POLL)
          .toBeCloseTo(9 / 16, 2);
        const shape = await box(frame);
        expect(shape.y).toBeGreaterThanOrEqual(0);
        expect(shape.y + shape.height).toBeLessThanOrEqual(VIEWPORTS[viewport].height);

        // A note brings a toast: it sits clear of the video.
        if (phone) {
          await page.getByRole('button', { name: REVIEW_MESSAGES.addNote }).click();
          const note = page.getByRole('textbox', { name: REVIEW_MESSAGES.quickNote });
          await note.fill('Reframe the title');
          await page.getByRole('button', { name: 'Save' }).click();
        } else {
          await page.getByRole('textbox', { name: 'Your note' }).fill('Reframe the title');
          await page.getByRole('button', { name: REVIEW_MESSAGES.addNote, exact: true }).click();
        }
        const toast = page.getByText(REVIEW_MESSAGES.noteAdded);
        await visible(toast);
        await page.waitForTimeout(400); // the toast's entrance transition
        expect(overlaps(await box(toast), await box(frame))).toBe(false);
        await page.screenshot({ path: `test/e2e/screenshots/review-vertical-video-${viewport}.png` });
      } finally {
        await context.close();
      }
    },
  );
});

describe('empty review', () => {
  it('says "No videos in this review." on both layouts', async () => {
    const fixture = await createReviewFixture({ videoCount: 0 });
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl()}/Review?token=${fixture.token}`);
        await visible(page.getByText(REVIEW_MESSAGES.noVideos));
        await visible(page.getByRole('heading', { name: fixture.projectName }));
      } finally {
        await context.close();
      }
    }
  });
});
