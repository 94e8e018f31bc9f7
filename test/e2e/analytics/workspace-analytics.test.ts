/**
 * The workspace's Advanced analytics page: a client watches part of a video and approves it under their
 * name; the Pro editor opens Analytics from the navigation and sees the time from the link to
 * approval, the rounds and the reviewer, filters by client, downloads a table as CSV; a Basic editor sees
 * the plan reason, what Pro adds and the way to upgrade. Desktop and phone, axe clean, screenshots.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { approveReviewVideo } from '../../../shared/api/endpoints/review';
import { planFeatureReason } from '../../../shared/domain/plan-features';
import { NAV_LABELS } from '../../../shared/messages/access-messages';
import { WORKSPACE_ANALYTICS_MESSAGES as M } from '../../../shared/messages/workspace-analytics-messages';
import { callEndpoint } from '../../integration/editor-api/support/editor-client';
import { ensureProfileOf, setPlanOf, type TestUser } from '../../integration/editor-api/support/fixtures';
import { createReviewFixture } from '../../integration/review/review-fixture';
import { seriousViolations } from '../../support/axe';
import { signedInUser } from '../../support/users';
import { signInThroughUi } from '../editor/editor-browser';
import { journeyBrowser, saveScreenshot, visible, type JourneySize } from '../support/journey-browser';
import { clientWatches } from './client-watches';

const { contextFor } = journeyBrowser(undefined, () =>
  import('../review/review-browser').then((m) => m.launchChromium()),
);

describe.each<JourneySize>(['desktop', 'phone'])('workspace analytics (%s)', (size) => {
  it('shows time to approval, rounds and the reviewer; CSV; Basic sees what Pro adds', async () => {
    const user = await signedInUser({ fullName: `Workspace analytics ${size}` });
    const owner: TestUser = { userId: user.userId, email: user.email, token: user.tokens.idToken };
    await ensureProfileOf(owner);
    await setPlanOf(owner, 'pro');
    const projectName = `Launch film ${size}`;
    const f = await createReviewFixture({
      owner: { userId: owner.userId, email: owner.email },
      videoCount: 1,
      projectName,
    });
    const video = f.videos[0]!;
    const clientContext = await contextFor(size);
    const ownerContext = await contextFor(size);
    const client = await clientContext.newPage();
    const page = await ownerContext.newPage();
    try {
      await clientWatches(client, f.token, 3);
      const approval = await callEndpoint(approveReviewVideo, {
        params: { token: f.token, videoId: video.id },
        body: { reviewerName: 'Robin Client', versionId: video.versionId },
      });
      expect(approval.status).toBe(200);

      await signInThroughUi(page, user.email, user.password);
      if (size === 'desktop') {
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: NAV_LABELS.analytics })
          .click();
      } else {
        await page.goto('/Analytics');
      }
      await visible(page.getByRole('heading', { name: M.title }));
      // The digest follows the approval through the event pipeline: reload until it shows.
      const figures = page.getByTestId('analytics-figures');
      await expect
        .poll(
          async () => {
            if (/Approved in period\s+1\b/.test(await figures.innerText().catch(() => ''))) return true;
            await page.reload();
            await visible(page.getByRole('heading', { name: M.title }));
            return false;
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBe(true);
      await visible(figures.getByText(M.medianTimeToApproval));
      await visible(figures.getByText(M.medianRounds));
      expect(await figures.innerText()).toMatch(/Median rounds\s+1\b/);
      expect(await figures.innerText()).toMatch(/Approved in period\s+1\b/);
      const approvedTable = page.getByRole('region', { name: M.approvedTitle });
      await visible(approvedTable.getByRole('row', { name: new RegExp(projectName) }));
      await visible(
        page.getByRole('region', { name: M.reviewersTitle }).getByRole('row', { name: /Robin Client/ }),
      );

      // The client filter lists the project's client.
      await page.getByRole('combobox', { name: M.client }).click();
      await page.getByRole('option', { name: f.clientDisplayName }).click();
      await expect.poll(() => page.url()).toContain('client=');
      await visible(approvedTable.getByRole('row', { name: new RegExp(projectName) }));
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `analytics-workspace-${size}`, { settleMs: 400, fullPage: true });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: M.downloadCsvOf(M.approvedTitle) }).click(),
      ]);
      const csv = await readFile((await download.path()) ?? '', 'utf8');
      const [header, row] = csv.split('\r\n');
      expect(header).toBe('Project,Client,Link created,Approved,Hours to approval,Rounds');
      expect(row).toMatch(new RegExp(`^${projectName},${f.clientDisplayName},[^,]+,[^,]+,\\d+\\.\\d{2},1$`));

      // Basic: the plan reason, what Pro adds and the way to upgrade.
      await setPlanOf(owner, 'basic');
      await page.goto('/Analytics');
      const upsell = page.getByTestId('analytics-upsell');
      await visible(upsell.getByText(planFeatureReason('advancedAnalytics')));
      await visible(upsell.getByRole('link', { name: M.upgrade }));
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `analytics-workspace-basic-${size}`, { settleMs: 300 });
    } finally {
      await clientContext.close();
      await ownerContext.close();
    }
  }, 240_000);
});
