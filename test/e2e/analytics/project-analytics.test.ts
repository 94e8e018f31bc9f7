/**
 * The editor sees what the client watched: a client plays part of a video on the review page, then the Pro
 * editor's project page shows the analytics card (views, viewers, completion, time to first feedback, notes
 * per round), the watch heatmap under the player, and downloads the table as CSV; a Basic editor sees the
 * figures and what Pro adds; Settings turns collection off. Desktop and phone, axe clean, screenshots.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { submitReviewNotes } from '../../../shared/api/endpoints/review';
import { ANALYTICS_MESSAGES } from '../../../shared/messages/analytics-messages';
import { callEndpoint } from '../../integration/editor-api/support/editor-client';
import { setPlanOf } from '../../integration/editor-api/support/fixtures';
import { createReviewFixture } from '../../integration/review/review-fixture';
import { seriousViolations } from '../../support/axe';
import { journeyBrowser, saveScreenshot, visible, type JourneySize } from '../support/journey-browser';
import { signInThroughUi } from '../editor/editor-browser';
import { clientWatches } from './client-watches';
import { ulid } from 'ulid';
import { ownerWithProfile } from '../../integration/editor-api/support/users';

const { contextFor } = journeyBrowser(undefined, () =>
  import('../review/review-browser').then((m) => m.launchChromium()),
);

describe.each<JourneySize>(['desktop', 'phone'])('project analytics (%s)', (size) => {
  it('shows what a client watched: figures, heatmap under the player, CSV; Basic sees what Pro adds', async () => {
    const user = await ownerWithProfile(`Analytics owner ${size}`, 'pro');
    const owner = user.test;
    const f = await createReviewFixture({
      owner: { userId: owner.userId, email: owner.email },
      videoCount: 1,
      projectName: `Analytics ${size}`,
    });
    const clientContext = await contextFor(size);
    const ownerContext = await contextFor(size);
    const client = await clientContext.newPage();
    const page = await ownerContext.newPage();
    try {
      await clientWatches(client, f.token, 3);
      await callEndpoint(submitReviewNotes, {
        params: { token: f.token },
        body: {
          batchId: ulid(),
          notes: [
            {
              videoId: f.videos[0]!.id,
              videoVersionId: f.videos[0]!.versionId,
              body: 'Tighten',
              timecodeMs: 1000,
            },
          ],
        },
      });

      await signInThroughUi(page, user.email, user.password);
      await page.goto(`/Project?id=${f.projectId}`);
      const card = page.getByTestId('project-analytics');
      await visible(card.getByText(ANALYTICS_MESSAGES.timeToFirstFeedback));
      await expect.poll(() => card.getByText(`${ANALYTICS_MESSAGES.round(1)}: 1`).count()).toBe(1);
      const heatmap = page.getByTestId('watch-heatmap');
      await visible(heatmap);
      expect(await heatmap.getAttribute('aria-label')).toContain('1 viewer');
      const watched = await heatmap
        .locator('[data-count]')
        .evaluateAll((cells) => cells.slice(0, 2).map((c) => Number(c.getAttribute('data-count'))));
      expect(watched).toEqual([1, 1]);
      await heatmap.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `analytics-heatmap-${size}`, { settleMs: 300 });
      await card.scrollIntoViewIfNeeded();
      await saveScreenshot(card, `analytics-card-pro-${size}`, { settleMs: 300 });
      expect(await seriousViolations(page)).toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: ANALYTICS_MESSAGES.exportCsv }).click(),
      ]);
      const csv = await readFile((await download.path()) ?? '', 'utf8');
      expect(csv.split('\r\n')[0]).toBe(
        'Video,Version,Views,Unique viewers,Completion rate,Watched seconds,Rounds',
      );
      expect(csv).toContain(`${f.videos[0]!.title},1,1,1,`);

      // Basic: the figures, no heatmap, what Pro adds.
      await setPlanOf(owner, 'basic');
      await page.reload();
      await visible(card.getByText(ANALYTICS_MESSAGES.proAdds));
      expect(await page.getByTestId('watch-heatmap').count()).toBe(0);
      await card.scrollIntoViewIfNeeded();
      await saveScreenshot(card, `analytics-card-basic-${size}`, { settleMs: 300 });

      // Free: the plan reason.
      await setPlanOf(owner, 'free');
      await page.reload();
      await visible(card.getByText('Analytics is part of Basic. Upgrade to use it.'));
      expect(await seriousViolations(page)).toEqual([]);

      // Settings turns collection off.
      await page.goto('/Settings');
      const toggle = page.getByRole('switch', { name: ANALYTICS_MESSAGES.collectLabel });
      await visible(toggle);
      await toggle.scrollIntoViewIfNeeded();
      await toggle.click();
      await visible(page.getByText(ANALYTICS_MESSAGES.collectSaved));
      expect(await toggle.isChecked()).toBe(false);
      await saveScreenshot(page, `analytics-settings-${size}`, { settleMs: 300 });
    } finally {
      await clientContext.close();
      await ownerContext.close();
    }
  }, 180_000);
});
