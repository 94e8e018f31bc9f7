/**
 * The client's review journey in Chromium against the local system, on a phone (390×844) and a desktop
 * (1440×900): open the review link, play, add notes at two different times, reload and find the drafts,
 * submit with a name, approve a video; then the stored data has the notes with the right timecodes and
 * reviewer, the statuses changed, and the owner's mail holds the e-mails. Screenshots of both layouts go to
 * test/e2e/screenshots/.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { untilNotified } from '../../integration/notify/notify-support';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { getProjectWhole } from '../../../functions/projects/store/project-repository';
import { DESKTOP_VIEWPORT } from '../../support/browser';
import { baseUrl, testSystem } from '../../support/env';
import { runDigestsAt } from '../../integration/review/review-client';
import { createReviewFixture, mailsTo } from '../../integration/review/review-fixture';
import { BUNDLE_SECONDS } from '../../../shared/domain/digest';
import { launchChromium, VIEWPORTS, type ViewportName } from './review-browser';

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');

const POLL = { timeout: 15_000, interval: 100 } as const;
const visible = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 15_000 });

/**
 * Emulated taps leave the mouse where they landed; over a snackbar that pauses its auto-hide (a real phone
 * has no hover), which would hold the next queued toast back.
 */
const parkPointer = (page: Page) => page.mouse.move(1, 1);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Plays the video until it passes `seconds`, then pauses; returns the paused position in ms. */
async function playTo(page: Page, seconds: number): Promise<number> {
  const video = page.getByTestId('review-video');
  await video.waitFor();
  return video.evaluate(async (element, target) => {
    const v = element as HTMLVideoElement;
    v.muted = true;
    if (v.readyState < 2) await new Promise((r) => v.addEventListener('loadeddata', r, { once: true }));
    if (v.currentTime > target) {
      v.currentTime = 0;
      await new Promise((r) => v.addEventListener('seeked', r, { once: true }));
    }
    await v.play();
    await new Promise<void>((resolve) => {
      const tick = () => (v.currentTime >= target ? resolve() : requestAnimationFrame(tick));
      tick();
    });
    v.pause();
    return Math.round(v.currentTime * 1000);
  }, seconds);
}

async function addNote(page: Page, layout: ViewportName, text: string) {
  if (layout === 'desktop') {
    await page.getByRole('textbox', { name: 'Your note' }).fill(text);
    await page.getByRole('button', { name: REVIEW_MESSAGES.addNote, exact: true }).click();
  } else {
    await page.getByRole('button', { name: REVIEW_MESSAGES.addNote, exact: true }).click();
    await visible(page.getByText(REVIEW_MESSAGES.addingNote));
    await visible(page.getByText(REVIEW_MESSAGES.videoPaused));
    const box = page.getByRole('textbox', { name: REVIEW_MESSAGES.quickNote });
    await box.fill(`  ${text}  `);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await box.waitFor({ state: 'detached' });
  }
}

describe.each(['phone', 'desktop'] as const)('review journey on %s', (layout) => {
  it('plays, drafts two notes that survive a reload, submits with a name, approves a video', async () => {
    const fixture = await createReviewFixture({ videoCount: 2 });
    const reviewer = layout === 'phone' ? 'Pat on a phone' : 'Dana at a desk';
    const context = await browser.newContext({
      viewport: VIEWPORTS[layout],
      hasTouch: layout === 'phone',
      isMobile: layout === 'phone',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${baseUrl()}/Review?token=${fixture.token}`);
      await visible(page.getByRole('heading', { name: fixture.projectName }));
      if (layout === 'desktop') {
        await visible(page.getByText(REVIEW_MESSAGES.portalTitle));
        await visible(page.getByRole('navigation', { name: 'Videos in this review' }));
      } else {
        await visible(page.getByText(REVIEW_MESSAGES.reviewBadge, { exact: true }));
      }
      await visible(page.getByText(REVIEW_MESSAGES.counter(1, 2)).first());
      await visible(page.getByText(REVIEW_MESSAGES.noNotes));

      const t1 = await playTo(page, 1.2);
      await addNote(page, layout, 'Logo appears too late');
      const t2 = await playTo(page, 3.4);
      await addNote(page, layout, 'Music is too loud here');
      expect(t2).toBeGreaterThan(t1);
      await expect.poll(() => page.getByTestId('draft-note').count(), POLL).toBe(2);

      await page.reload();
      await expect.poll(() => page.getByTestId('draft-note').count(), POLL).toBe(2);
      await visible(page.getByText('Logo appears too late'));

      // Submit with a name.
      if (layout === 'desktop') {
        await page.getByRole('button', { name: /^Submit All/ }).click();
        const dialog = page.getByRole('dialog', { name: REVIEW_MESSAGES.submitFeedbackTitle });
        await dialog.getByRole('textbox', { name: REVIEW_MESSAGES.nameLabelDesktop }).fill(reviewer);
        await dialog.getByRole('button', { name: 'Submit' }).click();
      } else {
        await page.getByRole('button', { name: /^Actions/ }).click();
        await page.getByRole('textbox', { name: REVIEW_MESSAGES.nameLabelMobile }).fill(reviewer);
        await page.getByRole('button', { name: /^Send Notes/ }).click();
        await parkPointer(page);
      }
      await visible(page.getByText(REVIEW_MESSAGES.submitted));
      await expect.poll(() => page.getByTestId('submitted-note').count(), POLL).toBe(2);
      await expect.poll(() => page.getByTestId('draft-note').count(), POLL).toBe(0);
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(SCREENSHOTS, `review-${layout}-after-submit.png`) });

      // Approve the first video.
      if (layout === 'desktop') {
        await page.getByRole('tab', { name: REVIEW_MESSAGES.approveTab }).click();
        await page.getByRole('button', { name: REVIEW_MESSAGES.approveVideo }).click();
        const dialog = page.getByRole('dialog', { name: REVIEW_MESSAGES.approveVideo });
        await expect
          .poll(() => dialog.getByRole('textbox', { name: REVIEW_MESSAGES.nameLabelDesktop }).inputValue())
          .toBe(reviewer);
        await dialog.getByRole('button', { name: REVIEW_MESSAGES.approveTab }).click();
      } else {
        await page.getByRole('button', { name: /^Actions/ }).click();
        await page.getByRole('button', { name: REVIEW_MESSAGES.approveVideo }).click();
        await parkPointer(page);
      }
      await visible(page.getByText(REVIEW_MESSAGES.approved));
      if (layout === 'phone') {
        await page.getByRole('button', { name: /^Actions/ }).click();
        await expect
          .poll(() => page.getByRole('button', { name: REVIEW_MESSAGES.videoApproved }).isDisabled())
          .toBe(true);
        await page.keyboard.press('Escape');
      } else {
        await expect
          .poll(() => page.getByRole('button', { name: REVIEW_MESSAGES.videoApproved }).isDisabled())
          .toBe(true);
        await page.getByRole('tab', { name: REVIEW_MESSAGES.addNotesTab }).click();
      }
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(SCREENSHOTS, `review-${layout}.png`) });
      await page.screenshot({ path: join(SCREENSHOTS, `review-${layout}-after-approve.png`) });
      if (layout === 'desktop') {
        // The smallest common laptop screen: the same portal, the feedback panel still beside the player.
        await page.setViewportSize(DESKTOP_VIEWPORT);
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(SCREENSHOTS, 'review-desktop-1280x800.png') });
      }

      // The stored data.
      const whole = await getProjectWhole(fixture.db, fixture.projectId);
      const first = fixture.videos[0]!;
      const notes = whole.notes
        .filter((n) => n.videoId === first.id)
        .sort((a, b) => a.timecodeMs - b.timecodeMs);
      expect(notes.map((n) => [n.body, n.timecodeMs, n.reviewerLabel, n.status])).toEqual([
        ['Logo appears too late', t1, reviewer, 'pending'],
        ['Music is too loud here', t2, reviewer, 'pending'],
      ]);
      expect(whole.videos.find((v) => v.id === first.id)?.status).toBe('approved');
      expect(whole.project.approvedVideosCount).toBe(1);
      expect(whole.project.status).toBe('pending');
      expect(whole.approvals).toEqual([
        expect.objectContaining({
          scope: 'video',
          scopeId: first.id,
          versionId: first.versionId,
          reviewerLabel: reviewer,
        }),
      ]);
      // The owner is told by the notify handler (the local stream poller) moments after each change.
      const types = (await untilNotified(fixture.db, fixture.ownerId, 3)).map((n) => n.type).sort();
      // The link's first open also told the owner (once).
      expect(types).toEqual(['link_opened', 'new_feedback', 'video_approved']);
      // The approval's mail waits a minute for more approvals (bundled): run that minute's job now.
      await runDigestsAt(new Date(Date.now() + (BUNDLE_SECONDS + 1) * 1000));
      const mails = await mailsTo(testSystem().mailUrl, fixture.ownerEmail);
      expect(mails.map((m) => m.subject)).toEqual([
        expect.stringContaining(`2 notes from ${reviewer}`),
        expect.stringContaining(`${reviewer} approved`),
      ]);
      expect(errors).toEqual([]);
    } catch (error) {
      // Leave a picture of the failing screen for whoever reads the log.
      await page.screenshot({ path: join(tmpdir(), `review-${layout}-failure.png`) }).catch(() => undefined);
      throw error;
    } finally {
      await context.close();
    }
  });
});

describe('review page states', () => {
  it('shows "Review Not Available" with the spec text for an unknown and a missing token', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl()}/Review?token=0123456789abcdef0123456789abcdef`);
      await visible(page.getByText(REVIEW_MESSAGES.unavailableTitle));
      await visible(page.getByText(REVIEW_MESSAGES.notFound));
      await page.goto(`${baseUrl()}/Review`);
      await visible(page.getByText(REVIEW_MESSAGES.missingToken));
    } finally {
      await context.close();
    }
  });

  it('keeps the drafts and says so when the submit fails', async () => {
    const fixture = await createReviewFixture({ videoCount: 1 });
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl()}/Review?token=${fixture.token}`);
      await playTo(page, 0.5);
      await addNote(page, 'desktop', 'Keep me');
      await page.route('**/api/review/*/notes', (route) => route.abort('connectionreset'));
      await page.getByRole('button', { name: /^Submit All/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
      await visible(page.getByText(REVIEW_MESSAGES.submitFailed));
      await expect.poll(() => page.getByTestId('draft-note').count(), POLL).toBe(1);
      await page.unroute('**/api/review/*/notes');
      await page.reload();
      await expect.poll(() => page.getByTestId('draft-note').count(), POLL).toBe(1);
      expect((await getProjectWhole(fixture.db, fixture.projectId)).notes).toHaveLength(0);
    } finally {
      await context.close();
    }
  });
});
