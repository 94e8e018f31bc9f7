/**
 * Settings › Notifications in Chromium against the local system: the e-mails' footer link
 * (/Settings?section=notifications) opens the section; turning client activity off and saving takes effect
 * (stored, still chosen after a reload, no mail for the next client note); the banner shows while the
 * editor's address is suppressed and 'Try again' lifts it. Screenshots desktop (1440×900) and phone (390×844).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  findSuppression,
  suppressAddress,
} from '../../../functions/notify/store/mail-suppression-repository';
import { getProfile } from '../../../functions/projects/store/profile-repository';
import { AxeBuilder } from '@axe-core/playwright';
import { apiUrl, testSystem } from '../../support/env';
import { signedInUser } from '../../support/users';
import { createReviewFixture, mailsTo, testDb } from '../../integration/review/review-fixture';
import { signInThroughUi } from '../editor/editor-browser';
import { journeyBrowser, saveScreenshot, type JourneySize } from '../support/journey-browser';

const { contextFor } = journeyBrowser();
type Size = JourneySize;

const shot = (page: Page, name: string, size: Size) => saveScreenshot(page, `settings-${name}-${size}`);

describe.each<Size>(['desktop', 'phone'])('notification settings (%s)', (size) => {
  it('turns client-activity mail off from the mail footer link; the banner lifts a suppression', async () => {
    const user = await signedInUser({ fullName: `Notify ${size}` });
    const f = await createReviewFixture({ videoCount: 1, owner: { userId: user.userId, email: user.email } });
    await suppressAddress(testDb(), { address: user.email, reason: 'bounce', at: new Date().toISOString() });

    const context = await contextFor(size);
    const page = await context.newPage();
    try {
      await signInThroughUi(page, user.email, user.password);

      // The banner, and its 'Try again'.
      const banner = page.getByRole('alert').filter({ hasText: "We couldn't deliver e-mail to" });
      await banner.waitFor({ timeout: 20_000 });
      await expect(banner.textContent()).resolves.toContain(user.email.toLowerCase());
      await shot(page, 'mail-banner', size);
      await banner.getByRole('button', { name: 'Try again' }).click();
      await banner.waitFor({ state: 'detached', timeout: 20_000 });
      expect(await findSuppression(testDb(), user.email)).toBeNull();

      await page.goto('/Settings?section=notifications');
      const heading = page.getByRole('heading', { name: 'Notifications', level: 2 });
      await heading.waitFor({ timeout: 20_000 });
      const region = page.getByRole('region', { name: 'Notifications' });
      const clientActivity = region.getByRole('radiogroup', { name: 'Client activity' });
      await expect(clientActivity.getByRole('radio', { name: 'E-mail me' }).isChecked()).resolves.toBe(true);
      const save = region.getByRole('button', { name: 'Save', exact: true });
      await expect(save.isDisabled()).resolves.toBe(true);
      // This section (the page's Danger Zone 'Delete Account' button has a contrast finding of its own).
      const axe = await new AxeBuilder({ page })
        .include('[aria-labelledby="notifications-title"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      ).toEqual([]);

      await clientActivity.getByRole('radio', { name: 'Off' }).check();
      await expect(save.isEnabled()).resolves.toBe(true);
      await save.click();
      await page.getByText('Notification settings saved.').waitFor({ timeout: 20_000 });
      await heading.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, -88));
      await shot(page, 'notifications', size);

      expect((await getProfile(testDb(), user.userId))?.mailPreferences).toEqual({
        clientActivity: 'off',
        reminders: 'instant',
        linkExpiry: 'instant',
      });
      await page.reload();
      await expect(
        page
          .getByRole('radiogroup', { name: 'Client activity' })
          .getByRole('radio', { name: 'Off' })
          .isChecked({ timeout: 20_000 }),
      ).resolves.toBe(true);

      // It takes effect: a client's note makes no mail.
      const video = f.videos[0];
      if (!video) throw new Error('fixture without a video');
      const res = await fetch(apiUrl(`/api/review/${f.token}/notes`), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          batchId: randomUUID(),
          notes: [{ videoId: video.id, videoVersionId: video.versionId, body: 'Note', timecodeMs: 100 }],
        }),
      });
      expect(res.status).toBe(200);
      await page.waitForTimeout(300);
      const feedback = (await mailsTo(testSystem().mailUrl, user.email)).filter((m) =>
        m.subject.startsWith('New feedback'),
      );
      expect(feedback).toEqual([]);

      // Client activity can come as an hourly or daily digest; reminders and link warnings are on or off.
      const activity = page.getByRole('radiogroup', { name: 'Client activity' });
      await activity.getByRole('radio', { name: 'Hourly digest' }).check();
      await save.click();
      await page.getByText('Notification settings saved.').waitFor({ timeout: 20_000 });
      expect((await getProfile(testDb(), user.userId))?.mailPreferences?.clientActivity).toBe('hourly');
      expect(
        await page
          .getByRole('radiogroup', { name: 'Reminders' })
          .getByRole('radio', { name: 'Hourly digest' })
          .count(),
      ).toBe(0);
      await heading.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, -88));
      await shot(page, 'notifications-digest', size);
    } finally {
      await context.close();
    }
  });
});
