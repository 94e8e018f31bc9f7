/**
 * Range notes and drawings in Chromium against the local system, at 1440×900 and 390×844:
 * a client marks an in/out range (I/O keys on the desktop, the Mark in / Mark out buttons on the phone), draws
 * an arrow on the paused frame (mouse on the desktop, real touch events on the phone) of a portrait video
 * (the review player takes its 9:16 shape; the project page's 16:9 player pillarboxes it), and leaves the note;
 * the editor opens the project page and sees the range
 * band on the timeline and the arrow on the same spot of the picture (measured relative to the video's
 * picture box, not the element or the screen). The editor then leaves a range note with an arrow of their
 * own from the project page, and the client sees it (marked as the editor's) with its drawing. axe finds no
 * serious violation in the new views.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetail } from '../../../shared/api/endpoints/projects';
import { frameSeekSeconds, frameToMs, type VersionFrameTiming } from '../../../shared/lib/frame-time';
import { ANNOTATION_MESSAGES } from '../../../shared/messages/annotation-messages';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { seriousViolations } from '../../support/axe';
import { baseUrl } from '../../support/env';
import { signedInUser } from '../../support/users';
import { createReviewFixture } from '../../integration/review/review-fixture';
import { api } from '../editor/editor-api';
import { screenshot, SCREENSHOT_DIR, signInThroughUi } from '../editor/editor-browser';
import { launchChromium, VIEWPORTS, type ViewportName } from './review-browser';

const POLL = { timeout: 30_000, interval: 250 } as const;
const RATE = { num: 25, den: 1 };
const TIMING: VersionFrameTiming = {
  status: 'probed',
  rate: RATE,
  dropFrame: false,
  frameCount: 225,
  startTimecode: null,
};
const IN_FRAME = 50;
const OUT_FRAME = 100;
/** The editor's own range (after the client's). */
const EDITOR_IN = 125;
const EDITOR_OUT = 175;
/** Where the arrow is drawn, as fractions of the drawing surface (the picture). */
const ARROW = { from: { x: 0.25, y: 0.3 }, to: { x: 0.7, y: 0.62 } };

/** A client view: test/e2e/screenshots/review-<name>.png. */
async function reviewScreenshot(page: Page, name: string) {
  await page.screenshot({ path: join(SCREENSHOT_DIR, `review-${name}.png`) });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

function newContext(layout: ViewportName): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl(),
    viewport: VIEWPORTS[layout],
    hasTouch: layout === 'phone',
    isMobile: layout === 'phone',
    deviceScaleFactor: 1,
  });
}

/** Shows a frame in a player (`selector`): seeks to its middle, pauses and waits for the seek. */
async function showFrame(page: Page, selector: string, frame: number): Promise<void> {
  await page
    .locator(selector)
    .first()
    .evaluate(
      async (element, target) => {
        const v = element as HTMLVideoElement;
        v.muted = true;
        v.pause();
        if (v.readyState < 2) await new Promise((r) => v.addEventListener('loadeddata', r, { once: true }));
        const seeked = new Promise((r) => v.addEventListener('seeked', r, { once: true }));
        v.currentTime = target;
        await seeked;
      },
      frameSeekSeconds(frame, RATE),
    );
}

/**
 * The arrow's start and tip as fractions of the video's picture box, where the picture box is computed from
 * the <video> element's own rectangle and its videoWidth/videoHeight (object-fit: contain), independently of
 * the app's maths.
 */
async function arrowOnPicture(page: Page, videoSelector: string) {
  const videoHandle = await page.locator(videoSelector).first().elementHandle();
  const arrowHandle = await page
    .getByTestId('drawing-overlay')
    .locator('[data-shape="arrow"] path')
    .last()
    .elementHandle();
  if (!videoHandle || !arrowHandle) throw new Error('no video or arrow');
  return page.evaluate(
    ([video, path]) => {
      const v = video as HTMLVideoElement;
      const p = path as SVGPathElement;
      const r = v.getBoundingClientRect();
      const scale = Math.min(r.width / v.videoWidth, r.height / v.videoHeight);
      const w = v.videoWidth * scale;
      const h = v.videoHeight * scale;
      const box = { left: r.left + (r.width - w) / 2, top: r.top + (r.height - h) / 2, width: w, height: h };
      const svg = p.ownerSVGElement as SVGSVGElement;
      const s = svg.getBoundingClientRect();
      const vb = svg.viewBox.baseVal;
      // The path is 'M from L to <head>': its first two vertices are the arrow's start and tip.
      const nums = (p.getAttribute('d') ?? '').match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
      const at = (x: number, y: number) => ({
        x: (s.left + (x * s.width) / vb.width - box.left) / box.width,
        y: (s.top + (y * s.height) / vb.height - box.top) / box.height,
      });
      return {
        from: at(nums[0] ?? 0, nums[1] ?? 0),
        to: at(nums[2] ?? 0, nums[3] ?? 0),
        pillarboxed: box.width < r.width - 1,
      };
    },
    [videoHandle, arrowHandle] as const,
  );
}

/** Drags on the drawing surface from/to fractions of it: mouse on the desktop, touch events on the phone. */
async function drawArrow(page: Page, context: BrowserContext, layout: ViewportName) {
  const surface = page.getByTestId('drawing-surface');
  await surface.waitFor();
  const box = await surface.boundingBox();
  if (!box) throw new Error('no drawing surface');
  const at = (p: { x: number; y: number }) => ({ x: box.x + p.x * box.width, y: box.y + p.y * box.height });
  const from = at(ARROW.from);
  const to = at(ARROW.to);
  if (layout === 'desktop') {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++)
      await page.mouse.move(from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
    await page.mouse.up();
  } else {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    for (let i = 1; i <= 8; i++)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: from.x + ((to.x - from.x) * i) / 8, y: from.y + ((to.y - from.y) * i) / 8 }],
      });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }
}

describe.each(['desktop', 'phone'] as const)('range note with a drawn arrow on %s', (layout) => {
  it('the client marks a range and draws an arrow; the editor sees both in the same place', async () => {
    const user = await signedInUser({ fullName: `Range Editor ${layout}` });
    const fixture = await createReviewFixture({
      owner: { userId: user.userId, email: user.email },
      videoCount: 1,
      samples: ['04-social-vertical'],
      frameTiming: TIMING,
      projectName: `Range spot ${layout}`,
    });
    const note = `Move the logo here (${layout})`;
    const editorNote = `Trimmed the intro here (${layout})`;

    // ---- the client ------------------------------------------------------------------------------------
    const client = await newContext(layout);
    const page = await client.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let clientArrow: Awaited<ReturnType<typeof arrowOnPicture>>;
    try {
      await page.goto(`/Review?token=${fixture.token}`);
      await page.getByRole('heading', { name: fixture.projectName }).first().waitFor({ timeout: 30_000 });
      const video = '[data-testid="review-video"]';
      await showFrame(page, video, IN_FRAME);
      if (layout === 'desktop') {
        await page.locator('body').click({ position: { x: 5, y: 5 } });
        await page.keyboard.press('i');
      } else {
        await page.getByRole('button', { name: ANNOTATION_MESSAGES.markIn }).click();
      }
      await expect.poll(() => page.getByTestId('marked-range').textContent(), POLL).toContain('In');
      await showFrame(page, video, OUT_FRAME);
      if (layout === 'desktop') await page.keyboard.press('o');
      else await page.getByRole('button', { name: ANNOTATION_MESSAGES.markOut }).click();
      await expect.poll(() => page.getByTestId('marked-range').textContent(), POLL).toBe('00:02 – 00:04');
      await page.getByTestId('pending-range').waitFor();
      await reviewScreenshot(page, `${layout}-range-marked`);
      expect(await seriousViolations(page), 'range marked').toEqual([]);

      await page.getByRole('button', { name: ANNOTATION_MESSAGES.draw }).click();
      await page.getByRole('toolbar', { name: ANNOTATION_MESSAGES.drawingTools }).waitFor();
      await page.getByRole('button', { name: ANNOTATION_MESSAGES.arrow }).click();
      await drawArrow(page, client, layout);
      await expect
        .poll(() => page.getByTestId('drawing-surface').locator('[data-shape="arrow"]').count())
        .toBe(1);
      await reviewScreenshot(page, `${layout}-drawing-tool`);
      expect(await seriousViolations(page), 'drawing tool').toEqual([]);
      await page.getByRole('button', { name: ANNOTATION_MESSAGES.done, exact: true }).click();

      if (layout === 'desktop') {
        await page.getByTestId('drawing-attached').waitFor();
        await page.getByRole('textbox', { name: 'Your note' }).fill(note);
        await page.getByRole('button', { name: REVIEW_MESSAGES.addNote, exact: true }).click();
      } else {
        // Done on the phone opens the note sheet, pinned to the range, with the drawing attached.
        const sheet = page.getByRole('dialog', { name: REVIEW_MESSAGES.quickNote });
        await sheet.waitFor();
        await expect.poll(() => sheet.textContent()).toContain(ANNOTATION_MESSAGES.drawingAttached);
        await reviewScreenshot(page, 'phone-quick-note-drawing');
        await sheet.getByRole('textbox', { name: REVIEW_MESSAGES.quickNote }).fill(note);
        await sheet.getByRole('button', { name: 'Save', exact: true }).click();
        await sheet.waitFor({ state: 'detached' });
      }
      await page.getByTestId('draft-note').filter({ hasText: note }).waitFor();
      await page.getByTestId('range-band').first().waitFor();

      if (layout === 'desktop') {
        await page.getByRole('button', { name: /^Submit All/ }).click();
        const dialog = page.getByRole('dialog', { name: REVIEW_MESSAGES.submitFeedbackTitle });
        await dialog.getByRole('textbox', { name: REVIEW_MESSAGES.nameLabelDesktop }).fill('Rita');
        await dialog.getByRole('button', { name: 'Submit' }).click();
      } else {
        await page.getByRole('button', { name: new RegExp(`^${REVIEW_MESSAGES.actions}`) }).click();
        const sheet = page.getByRole('dialog', { name: REVIEW_MESSAGES.actions });
        await sheet.getByRole('textbox', { name: REVIEW_MESSAGES.nameLabelMobile }).fill('Rita');
        await sheet.getByRole('button', { name: new RegExp(`^${REVIEW_MESSAGES.sendNotes}`) }).click();
      }
      await expect.poll(() => page.getByTestId('submitted-note').count(), POLL).toBe(1);
      // The playhead is within the range: the arrow is on the picture.
      await page
        .getByTestId('submitted-note')
        .getByRole('button', { name: /^Jump to/ })
        .click();
      await page.getByTestId('drawing-overlay').waitFor();
      clientArrow = await arrowOnPicture(page, video);
      // The review player has the video's own shape: no bars beside the picture.
      expect(clientArrow.pillarboxed).toBe(false);
      expect(clientArrow.from.x).toBeCloseTo(ARROW.from.x, 1);
      expect(clientArrow.from.y).toBeCloseTo(ARROW.from.y, 1);
      expect(clientArrow.to.x).toBeCloseTo(ARROW.to.x, 1);
      expect(clientArrow.to.y).toBeCloseTo(ARROW.to.y, 1);
      await reviewScreenshot(page, `${layout}-range-note-drawing`);
      expect(errors).toEqual([]);
    } finally {
      await client.close();
    }

    // Stored: a range 50..101 (exclusive end) with the arrow.
    const detail = (
      await api<ProjectDetail>(`/api/projects/${fixture.projectId}`, { authorization: user.authorization })
    ).body;
    const stored = detail.videos[0]?.notes[0];
    expect(stored).toMatchObject({
      body: note,
      frame: IN_FRAME,
      timecodeMs: frameToMs(IN_FRAME, RATE),
      rangeEndFrame: OUT_FRAME + 1,
      rangeEndMs: frameToMs(OUT_FRAME + 1, RATE),
    });
    expect(stored?.drawing?.shapes.map((s) => s.kind)).toEqual(['arrow']);

    // ---- the editor ------------------------------------------------------------------------------------
    const editor = await newContext(layout);
    const ed = await editor.newPage();
    const edErrors: string[] = [];
    ed.on('pageerror', (error) => edErrors.push(error.message));
    try {
      await signInThroughUi(ed, user.email, user.password);
      await ed.goto(`/Project?id=${fixture.projectId}`);
      const playFrom = ed.getByRole('button', { name: 'Play from 00:02 – 00:04' });
      await playFrom.waitFor({ timeout: 30_000 });
      await ed.getByTestId('range-band').first().waitFor();
      await playFrom.click();
      const edVideo = 'video[aria-label^="Player:"]';
      await showFrame(ed, edVideo, 75);
      await ed.getByTestId('drawing-overlay').waitFor();
      const editorArrow = await arrowOnPicture(ed, edVideo);
      expect(editorArrow.pillarboxed).toBe(true);
      // The same spot of the picture as on the client's player (a different size), within 1% of it.
      for (const end of ['from', 'to'] as const)
        for (const axis of ['x', 'y'] as const)
          expect(Math.abs(editorArrow[end][axis] - clientArrow[end][axis]), `${end}.${axis}`).toBeLessThan(
            0.01,
          );
      await ed.getByTestId('range-band').first().scrollIntoViewIfNeeded();
      await screenshot(ed, `range-drawing-project-${layout}`);
      expect(await seriousViolations(ed), 'project page with a range note and its drawing').toEqual([]);

      // ---- the editor's own note: a range and an arrow on the same player -------------------------------
      const composer = ed.getByTestId('owner-note-composer');
      await composer.waitFor();
      await showFrame(ed, edVideo, EDITOR_IN);
      await composer.getByRole('button', { name: ANNOTATION_MESSAGES.markIn }).click();
      await showFrame(ed, edVideo, EDITOR_OUT);
      await composer.getByRole('button', { name: ANNOTATION_MESSAGES.markOut }).click();
      await expect.poll(() => composer.getByTestId('marked-range').textContent(), POLL).toContain('–');
      // The marked range shows on the timeline above, as on the review page.
      await ed.getByTestId('pending-range').waitFor();
      await composer.getByRole('button', { name: ANNOTATION_MESSAGES.draw }).click();
      await ed.getByRole('toolbar', { name: ANNOTATION_MESSAGES.drawingTools }).waitFor();
      await ed.getByRole('button', { name: ANNOTATION_MESSAGES.arrow }).click();
      await drawArrow(ed, editor, layout);
      await expect
        .poll(() => ed.getByTestId('drawing-surface').locator('[data-shape="arrow"]').count())
        .toBe(1);
      await screenshot(ed, `owner-note-drawing-${layout}`);
      await ed.getByRole('button', { name: ANNOTATION_MESSAGES.done, exact: true }).click();
      await composer.getByRole('textbox', { name: ANNOTATION_MESSAGES.ownerNoteLabel }).fill(editorNote);
      await composer.getByRole('button', { name: ANNOTATION_MESSAGES.addOwnerNote }).click();
      await ed.getByText(ANNOTATION_MESSAGES.ownerNoteAdded).waitFor();
      await ed.getByText(editorNote).first().waitFor();
      await expect.poll(() => composer.getByRole('textbox').inputValue()).toBe('');
      await screenshot(ed, `owner-note-added-${layout}`);
      expect(await seriousViolations(ed), 'project page with the note composer').toEqual([]);
      expect(edErrors).toEqual([]);
    } finally {
      await editor.close();
    }

    const mine = (
      await api<ProjectDetail>(`/api/projects/${fixture.projectId}`, { authorization: user.authorization })
    ).body.videos[0]?.notes.find((n) => n.body === editorNote);
    expect(mine).toMatchObject({ author: 'editor', frame: EDITOR_IN, rangeEndFrame: EDITOR_OUT + 1 });
    expect(mine?.drawing?.shapes.map((s) => s.kind)).toEqual(['arrow']);

    // ---- the client sees the editor's note, marked as the editor's, with its drawing ----------------------
    const again = await newContext(layout);
    const back = await again.newPage();
    try {
      await back.goto(`/Review?token=${fixture.token}`);
      const row = back.getByTestId('submitted-note').filter({ hasText: editorNote });
      await row.waitFor({ timeout: 30_000 });
      expect(await row.textContent()).toContain(`(${ANNOTATION_MESSAGES.editorBadge})`);
      await row.getByRole('button', { name: /^Jump to/ }).click();
      await back.getByTestId('drawing-overlay').waitFor();
      await reviewScreenshot(back, `${layout}-editor-note`);
    } finally {
      await again.close();
    }
  });
});
