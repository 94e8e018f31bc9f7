/**
 * The brand journey an Admin drives, in Chromium at desktop (1280×800) and phone (390×844) sizes against the
 * local system: a Pro Owner invites an Admin, who joins from the invitation mail (as the local mail page holds
 * it) and brands the workspace in Settings › Branding. The client then gets the Admin's reply by mail from
 * 'Acme Studio via Cutroom' with the studio's logo, opens the review link from that mail and sees the brand
 * on the review page, and on the password prompt once the link has a password. On the desktop the Admin's
 * PDF notes report opens with the studio's cover (its logo). axe finds nothing serious on any branded page.
 * Screenshots: test/e2e/screenshots/admin-branding-{review,mail,password}-{desktop,phone}.png.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LOCAL_MAIL_FROM } from '../../../infra/local/system';
import { setReviewLinkPassword } from '../../../shared/api/endpoints/projects';
import { replyToNote, replyToReviewNote } from '../../../shared/api/endpoints/replies';
import { getReview } from '../../../shared/api/endpoints/review';
import { inviteMember } from '../../../shared/api/endpoints/team';
import { WORKSPACE_HEADER } from '../../../shared/domain/workspace';
import { BRAND_MESSAGES } from '../../../shared/messages/brand-messages';
import { MARKER_EXPORT_MESSAGES as M } from '../../../shared/messages/marker-export-messages';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { seriousViolations } from '../../support/axe';
import { testSystem } from '../../support/env';
import { signedInUser } from '../../support/users';
import { ensureProfileOf, expectOk, setPlanOf } from '../../integration/editor-api/support/fixtures';
import { createReviewFixture, mailsTo, type StoredMail } from '../../integration/review/review-fixture';
import { until } from '../../integration/notify/notify-support';
import { submitClientNotes } from '../editor/editor-api';
import { signInThroughUi } from '../editor/editor-browser';
import {
  journeyBrowser,
  REFERENCE_SIZES,
  saveScreenshot,
  visible,
  type JourneySize,
} from '../support/journey-browser';

const { contextFor } = journeyBrowser(REFERENCE_SIZES);

/** The newest mail to `to` whose text holds `text`, as the local mail page holds it. */
async function mailHolding(to: string, text: string): Promise<StoredMail> {
  const mails = await until(
    () => mailsTo(testSystem().mailUrl, to.toLowerCase()),
    (all) => all.some((m) => `${m.subject} ${m.body.text ?? ''}`.includes(text)),
    20_000,
  );
  return mails.filter((m) => `${m.subject} ${m.body.text ?? ''}`.includes(text)).at(-1) as StoredMail;
}

async function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160">
    <rect width="480" height="160" rx="28" fill="#14213d"/>
    <circle cx="80" cy="80" r="44" fill="#ffd60a"/>
    <text x="146" y="104" font-family="DejaVu Sans, sans-serif" font-size="60" font-weight="700" fill="#fff">ACME</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

describe.each(['desktop', 'phone'] as const)('an Admin brands the workspace (%s)', (size: JourneySize) => {
  it('the client sees the brand in the mail, on the review page and on the password prompt', async () => {
    const owner = await signedInUser({ fullName: `Olga Owner ${size}` });
    const admin = await signedInUser({ fullName: `Ada Admin ${size}` });
    const ownerTest = { userId: owner.userId, email: owner.email, token: owner.tokens.idToken };
    await ensureProfileOf({ userId: admin.userId, email: admin.email, token: admin.tokens.idToken });
    await setPlanOf(ownerTest, 'pro');
    await expectOk(inviteMember, { token: ownerTest.token, body: { email: admin.email, role: 'admin' } });

    const adminContext = await contextFor(size);
    const clientContext = await contextFor(size);
    try {
      // The Admin joins from the invitation mail and moves into the Owner's workspace.
      const invitation = await mailHolding(admin.email, 'invited you');
      const accept = /\/AcceptInvite\?token=[^\s)\]"]+/.exec(invitation.body.text ?? '')?.[0];
      if (!accept) throw new Error('no accept link in the invitation');
      const adminPage = await adminContext.newPage();
      await signInThroughUi(adminPage, admin.email, admin.password);
      await adminPage.goto(accept);
      await adminPage.getByText(/invited you to .* as Admin/).waitFor({ timeout: 20_000 });
      await adminPage.getByRole('button', { name: 'Accept the invitation' }).click();
      await adminPage.waitForURL(/\/Dashboard$/, { timeout: 20_000 });
      const switcher = adminPage.getByRole('combobox', { name: 'Workspace' });
      await switcher.waitFor({ timeout: 20_000 });
      await switcher.click();
      await adminPage.locator('[role="option"][aria-selected="false"]').first().click();
      await adminPage.waitForURL(/\/Dashboard$/);

      // The Admin brands the Owner's workspace in Settings › Branding.
      await adminPage.goto('/Settings');
      const section = adminPage.getByRole('region', { name: BRAND_MESSAGES.title });
      await visible(section.getByRole('textbox', { name: BRAND_MESSAGES.displayName, exact: true }));
      await section
        .getByRole('textbox', { name: BRAND_MESSAGES.displayName, exact: true })
        .fill('Acme Studio');
      await section.getByRole('textbox', { name: BRAND_MESSAGES.accent, exact: true }).fill('#ffff00');
      await section.locator('input[type="file"]').setInputFiles({
        name: 'acme.png',
        mimeType: 'image/png',
        buffer: await logoPng(),
      });
      await visible(section.getByRole('button', { name: BRAND_MESSAGES.removeLogo }));
      await section.getByRole('button', { name: BRAND_MESSAGES.save }).click();
      await visible(adminPage.getByText(BRAND_MESSAGES.saved));

      // A client leaves a note and an address on its thread; the Admin replies, and the client is mailed.
      const review = await createReviewFixture({
        owner: { userId: owner.userId, email: owner.email },
        projectName: `Spring campaign ${size}`,
      });
      await submitClientNotes(
        review.token,
        [{ videoIndex: 0, body: 'Warmer grade', timecodeMs: 1000 }],
        'Carla',
      );
      const loaded = await expectOk(getReview, { params: { token: review.token } });
      const noteId = loaded.videos[0]?.notes[0]?.id ?? '';
      const client = `carla-${size}-${Date.now()}@test.cutroom.local`;
      await expectOk(replyToReviewNote, {
        params: { token: review.token, noteId },
        body: {
          requestId: crypto.randomUUID(),
          body: 'Thanks',
          reviewerName: 'Carla',
          reviewerEmail: client,
        },
      });
      await expectOk(replyToNote, {
        token: admin.tokens.idToken,
        headers: { [WORKSPACE_HEADER]: owner.userId },
        params: { projectId: review.projectId, noteId },
        body: { requestId: crypto.randomUUID(), body: 'Warmer in v2' },
      });

      // The client's mail: the studio's name as sender, its logo, its readable accent; opened as the mail page.
      const mail = await mailHolding(client, 'Warmer in v2');
      expect(mail.from).toBe(`"Acme Studio via Cutroom" <${LOCAL_MAIL_FROM}>`);
      const clientPage = await clientContext.newPage();
      await clientPage.setContent(mail.body.html ?? '', { waitUntil: 'load' });
      const logo = clientPage.getByRole('img', { name: 'Acme Studio' });
      await visible(logo);
      expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expectAxeClean(clientPage);
      await saveScreenshot(clientPage, `admin-branding-mail-${size}`, { fullPage: true });

      // The client opens the review link from the mail: the studio's review page.
      const link = await clientPage.getByRole('link', { name: 'Open the review' }).getAttribute('href');
      await clientPage.goto(link ?? '');
      await visible(clientPage.getByTestId('brand-mark').first());
      await clientPage.getByTestId('review-video').first().waitFor({ timeout: 20_000 });
      await expect.poll(() => clientPage.title()).toBe('Acme Studio · Review');
      await expectAxeClean(clientPage);
      await saveScreenshot(clientPage, `admin-branding-review-${size}`, { settleMs: 400 });

      // With a password on the link, the prompt carries the studio's mark.
      await expectOk(setReviewLinkPassword, {
        token: ownerTest.token,
        params: { projectId: review.projectId },
        body: { password: 'studio-secret' },
      });
      const prompt = await (await contextFor(size)).newPage();
      await prompt.goto(link ?? '');
      await prompt.getByText(REVIEW_MESSAGES.password.title).waitFor({ timeout: 20_000 });
      await visible(prompt.getByTestId('brand-mark'));
      await expectAxeClean(prompt);
      await saveScreenshot(prompt, `admin-branding-password-${size}`, { settleMs: 300 });
      await prompt.context().close();

      if (size === 'desktop') {
        // The Admin's PDF notes report opens with the studio's cover: its name and its logo.
        await adminPage.goto(`/Project?id=${review.projectId}`);
        await adminPage.getByRole('button', { name: M.exportButton }).click();
        const dialog = adminPage.getByRole('dialog', { name: M.dialogTitle });
        await dialog.getByRole('combobox', { name: M.formatLabel }).click();
        await adminPage.getByRole('option', { name: M.pdfFormat }).click();
        const [download] = await Promise.all([
          adminPage.waitForEvent('download', { timeout: 90_000 }),
          dialog.getByRole('button', { name: M.download }).click(),
        ]);
        const file = join(mkdtempSync(join(tmpdir(), 'admin-report-')), 'report.pdf');
        writeFileSync(file, readFileSync(await download.path()));
        const cover = execFileSync('pdftotext', ['-enc', 'UTF-8', '-f', '1', '-l', '1', file, '-'], {
          encoding: 'utf8',
        });
        expect(cover).toContain('Acme Studio');
        const images = execFileSync('pdfimages', ['-list', '-f', '1', '-l', '1', file], { encoding: 'utf8' })
          .split('\n')
          .filter((l) => /^\s*\d+\s+\d+\s+image/.test(l));
        expect(images).toHaveLength(1);
      }
    } finally {
      await adminContext.close();
      await clientContext.close();
    }
  });
});
