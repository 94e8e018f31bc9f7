/**
 * The dashboard's reminders card: the reminders job (the Lambda's handler on its own composition
 * root, against the local system) reminds the editor of two waiting projects; the card lists them with View
 * and Dismiss. The editor's time zone is chosen so that it is 09:00 there now (the job's delivery hour).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { documentClient } from '../../../functions/platform/aws/clients';
import { tableName } from '../../../functions/platform/config/env';
import { createProject, updateProjectStatus } from '../../../functions/projects/store/project-repository';
import { buildRemindersDeps } from '../../../functions/reminders/deps';
import { makeRemindersHandler } from '../../../functions/reminders/handler';
import { isDeliveryHour } from '../../../shared/domain/reminder-rule';
import { signedInUser } from '../../support/users';
import { api, signedInEditorPage } from './editor-api';
import { launchBrowser, screenshot } from './editor-browser';

const DAY = 24 * 60 * 60 * 1000;

/** An IANA zone where the current hour is 09:00 (Etc/GMT signs are inverted: Etc/GMT-3 is UTC+3). */
function zoneAtNine(now: Date): string {
  let offset = (9 - now.getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('dashboard reminders card', () => {
  it('shows the job’s reminders with View and Dismiss', async () => {
    const user = await signedInUser({ fullName: 'Remi Nder' });
    const now = new Date();
    const zone = zoneAtNine(now);
    expect(isDeliveryHour(now, zone)).toBe(true);
    expect((await api('/api/profile', { authorization: user.authorization })).status).toBe(200);
    const tz = await api('/api/profile/time-zone', {
      method: 'PUT',
      authorization: user.authorization,
      body: { timeZone: zone },
    });
    expect(tz.status).toBe(200);

    const db = { doc: documentClient(), tableName: tableName() };
    const seed = async (name: string, daysAgo: number) =>
      createProject(db, {
        id: ulid(),
        userId: user.userId,
        name,
        clientDisplayName: 'Client',
        shareToken: crypto.randomUUID().replaceAll('-', ''),
        shareExpiresAt: new Date(now.getTime() + 7 * DAY).toISOString(),
        createdAt: new Date(now.getTime() - daysAgo * DAY).toISOString(),
        videos: [],
        activeProjectCap: null,
      });
    const waiting = await seed('Waiting on the client', 6);
    const changes = await seed('Changes to make', 9);
    await updateProjectStatus(
      db,
      changes.project,
      'pending',
      new Date(now.getTime() - 5 * DAY).toISOString(),
    );
    await seed('Fresh project', 1);

    const run = await makeRemindersHandler(() => buildRemindersDeps())();
    expect(run.reminders).toBeGreaterThanOrEqual(2);

    const { context, page } = await signedInEditorPage(browser, 'desktop', user);
    try {
      const card = page.locator('.MuiCard-root', {
        has: page.getByRole('heading', { name: 'Follow-up reminders' }),
      });
      await card
        .getByText('"Waiting on the client" has had no status change for 6 days.')
        .waitFor({ timeout: 20_000 });
      await card.getByText('"Changes to make" has had no status change for 5 days.').waitFor();
      expect(await card.getByText('Fresh project').count()).toBe(0);
      expect(await card.getByRole('listitem').count()).toBe(2);
      await card.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await screenshot(page, 'dashboard-reminders-desktop');

      // Dismiss: the reminder leaves the card (and stays gone after a reload).
      const changesItem = card.getByRole('listitem').filter({ hasText: '"Changes to make"' });
      await changesItem.getByRole('button', { name: 'Dismiss' }).click();
      await changesItem.waitFor({ state: 'detached', timeout: 10_000 });
      await page.reload();
      await card.getByText('"Waiting on the client"').waitFor({ timeout: 20_000 });
      expect(await card.getByRole('listitem').count()).toBe(1);

      // View: opens the project.
      await card
        .getByRole('listitem')
        .filter({ hasText: '"Waiting on the client"' })
        .getByRole('button', { name: 'View' })
        .click();
      await page.waitForURL(
        (url) => url.pathname === '/Project' && url.searchParams.get('id') === waiting.project.id,
      );
      await page.getByRole('heading', { name: 'Waiting on the client' }).first().waitFor({ timeout: 20_000 });
    } finally {
      await context.close();
    }
  });
});
