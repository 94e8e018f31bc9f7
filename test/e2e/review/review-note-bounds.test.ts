/**
 * Paging in Chromium against the local system: a video with more notes than one page shows the first page
 * with the exact total and loads the rest on 'Show more notes'; a review link at its note cap says so before
 * the client types anything, with Add Note and the note field disabled. Desktop (1440×900) and phone
 * (390×844); screenshots go to test/e2e/screenshots/.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTE_LIMITS } from '../../../shared/domain/note-limits';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { baseUrl } from '../../support/env';
import { createReviewFixture, type ReviewFixture } from '../../integration/review/review-fixture';
import { journeyBrowser } from '../support/journey-browser';
import { launchChromium, VIEWPORTS, type ViewportName } from './review-browser';

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');

const { contextFor } = journeyBrowser(VIEWPORTS, launchChromium);

async function submit(f: ReviewFixture, count: number, video = 0) {
  const v = f.videos[video];
  if (!v) throw new Error('no video');
  const response = await fetch(`${baseUrl()}/api/review/${f.token}/notes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      batchId: randomUUID(),
      reviewerName: 'Rita',
      notes: Array.from({ length: count }, (_, i) => ({
        videoId: v.id,
        videoVersionId: v.versionId,
        body: `Note ${i + 1}`,
        timecodeMs: 100 * (i + 1),
      })),
    }),
  });
  expect(response.status).toBe(200);
}

describe.each(['desktop', 'phone'] as const)(
  'bounded notes on the review page (%s)',
  (layout: ViewportName) => {
    it('shows a page of notes with the exact total and loads the rest on demand', async () => {
      const f = await createReviewFixture({ videoCount: 1 });
      await submit(f, NOTE_LIMITS.pageSize + 5);
      const context = await contextFor(layout);
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl()}/Review?token=${f.token}`);
        const notes = page.getByTestId('submitted-note');
        await page
          .getByText(REVIEW_MESSAGES.showingNotes(NOTE_LIMITS.pageSize, NOTE_LIMITS.pageSize + 5))
          .waitFor();
        expect(await notes.count()).toBe(NOTE_LIMITS.pageSize);
        const more = page.getByRole('button', { name: REVIEW_MESSAGES.showMoreNotes });
        await more.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(SCREENSHOTS, `review-${layout}-notes-paged.png`) });
        await more.click();
        await expect.poll(() => notes.count(), { timeout: 15_000 }).toBe(NOTE_LIMITS.pageSize + 5);
        expect(await more.count()).toBe(0);
      } finally {
        await context.close();
      }
    }, 120_000);

    it('says the link is full before the client types, and offers no way to add a note', async () => {
      const f = await createReviewFixture({ videoCount: 5 });
      for (let i = 0; i < NOTE_LIMITS.perLink / 200; i++) {
        for (let v = 0; v < 5; v++) await submit(f, 40, v);
      }
      const context = await contextFor(layout);
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl()}/Review?token=${f.token}`);
        await page.getByText(REVIEW_MESSAGES.linkNoteLimit(NOTE_LIMITS.perLink)).waitFor();
        expect(await page.getByRole('button', { name: REVIEW_MESSAGES.addNote }).isDisabled()).toBe(true);
        await page.screenshot({ path: join(SCREENSHOTS, `review-${layout}-note-cap.png`) });
      } finally {
        await context.close();
      }
    }, 180_000);
  },
);
