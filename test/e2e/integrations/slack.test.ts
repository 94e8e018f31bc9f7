/**
 * Settings › Integrations in Chromium against the local system, desktop (1280×800) and phone (390×844): a Pro
 * Owner connects Slack (the local stand-in's incoming webhook) for the whole workspace and sends a test message
 * (its delivery log shows the stand-in's 200); a client's batch of
 * notes arrives on the stand-in's page as one message with the project, video, time code, reviewer and the
 * project's link. Screenshots of Settings › Integrations and of the stand-in's page; axe finds nothing serious.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DRIVE_STAND_IN_FOLDERS } from '../../../infra/local/drive-stand-in/drive-fixtures';
import { ENV } from '../../../shared/config/env-names';
import { seriousViolations } from '../../support/axe';
import { baseUrl, testSystem } from '../../support/env';
import { createSampleProject, importedProjectDetail, submitClientNotes } from '../editor/editor-api';
import {
  journeyBrowser,
  REFERENCE_SIZES,
  saveScreenshot,
  type JourneySize,
} from '../support/journey-browser';
import { ownerOnPlan, signedInPage } from '../support/plan-owner';

const journey = journeyBrowser(REFERENCE_SIZES);

const shot = (page: Page, name: string, size: JourneySize) =>
  saveScreenshot(page, `integrations-${name}-${size}`);

const standIn = () => testSystem().env[ENV.outboundLocalOrigins] ?? '';

async function importedProject(authorization: string, name: string) {
  const projectId = await createSampleProject(authorization, DRIVE_STAND_IN_FOLDERS.samples, name, 1);
  const detail = await importedProjectDetail<{ reviewLink: { token: string }; videos: { status: string }[] }>(
    projectId,
    authorization,
  );
  return { projectId, token: detail.reviewLink.token };
}

describe.each<JourneySize>(['desktop', 'phone'])('Settings › Integrations: Slack (%s)', (size) => {
  it("a Pro Owner connects Slack and a client's notes arrive on the stand-in as one message", async () => {
    const owner = await ownerOnPlan('pro', `Sam Slack ${size}`);
    const projectName = `Slack spot ${size} ${Date.now()}`;
    const { projectId, token } = await importedProject(owner.authorization, projectName);

    const { context, page } = await signedInPage(journey, size, owner);
    await page.goto('/Settings?section=integrations');
    const section = page.getByRole('region', { name: 'Integrations' });
    await section.getByText('Slack is not connected.').waitFor();
    const form = section.getByRole('form', { name: 'Connect Slack' });
    await form
      .getByRole('textbox', { name: 'Incoming webhook URL' })
      .fill(`${standIn()}/slack/services/T0LOCAL/B0${size}/${Date.now()}`);
    await form.getByRole('button', { name: 'Connect Slack' }).click();
    await section.getByText('Connected: Every project of the workspace').waitFor();
    // 'Send test message' posts through the worker; the connection's delivery log shows the 200.
    await section.getByRole('button', { name: 'Send test message' }).click();
    await section
      .getByRole('list', { name: 'Delivery log: Every project of the workspace' })
      .getByRole('listitem')
      .filter({ hasText: 'slack.test' })
      .getByText('200', { exact: true })
      .waitFor({ timeout: 30_000 });
    await section.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'settings-integrations', size);

    const note = `Brighten the intro (${size})`;
    await submitClientNotes(token, [{ videoIndex: 0, body: note, timecodeMs: 12_000 }], 'Cora Client');

    const slack = await context.newPage();
    const until = Date.now() + 30_000;
    await slack.goto(`${standIn()}/`);
    while (!(await slack.getByText(note, { exact: false }).count()) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await slack.reload();
    }
    const message = slack
      .getByRole('list', { name: 'Slack messages' })
      .getByRole('listitem')
      .filter({ hasText: note });
    const text = (await message.textContent()) ?? '';
    // Shown as Slack shows mrkdwn: bold names, the time code as code, the project's link.
    expect(text).toContain(`Cora Client left 1 note on ${projectName}`);
    expect(text).toContain(`at 00:12: ${note}`);
    const link = message.getByRole('link', { name: `Open ${projectName}` });
    expect(await link.getAttribute('href')).toBe(`${baseUrl()}/Project?id=${projectId}`);
    await message.scrollIntoViewIfNeeded();
    await shot(slack, 'slack-stand-in', size);
    await context.close();
  });
});
