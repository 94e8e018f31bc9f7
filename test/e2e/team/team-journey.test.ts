/**
 * The team journey in Chromium against the local system, desktop (1280×800) and phone (390×844): a Pro
 * Owner invites an Editor and a Viewer from Settings › Team; each opens the invitation mail's link (the mail
 * notify sent, as the local mail page holds it): the Editor, signed in, joins with one button; the Viewer,
 * signed out, signs in from the accept page and joins. The Owner sees three members, the Viewer finds no
 * control that changes the team, and the Owner previews a fourth seat's prorated charge and adds it.
 * Screenshots of Settings › Team, the invitation mail and the accept page; axe finds nothing serious.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../../support/axe';
import { PRO_INCLUDED_SEATS } from '../../../shared/domain/team';
import { baseUrl, testSystem } from '../../support/env';
import { signedInUser } from '../../support/users';
import { WORKSPACE_HEADER } from '../../../shared/domain/workspace';
import { DRIVE_STAND_IN_FOLDERS } from '../../../infra/local/drive-stand-in/drive-fixtures';
import { api, createSampleProject, submitClientNotes } from '../editor/editor-api';
import {
  journeyBrowser,
  REFERENCE_SIZES,
  saveScreenshot,
  type JourneySize,
} from '../support/journey-browser';
import { ownerOnPlan, signedInPage } from '../support/plan-owner';

type Size = JourneySize;
const journey = journeyBrowser(REFERENCE_SIZES);

const shot = (page: Page, name: string, size: Size, fullPage = false) =>
  saveScreenshot(page, `team-${name}-${size}`, { fullPage });

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/** The newest invitation mail to `email` on the local mail page. */
async function invitationMail(email: string): Promise<StoredMail> {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const store = (await (await fetch(new URL('/store', testSystem().mailUrl))).json()) as {
      emails: StoredMail[];
    };
    const found = store.emails.filter(
      (m) => m.destination.to.includes(email.toLowerCase()) && m.subject.includes('invited you'),
    );
    if (found.length > 0) return found.at(-1) as StoredMail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no invitation mail to ${email}`);
}

const acceptPath = (mail: StoredMail) => {
  const match = /\/AcceptInvite\?token=[^\s)\]"]+/.exec(mail.body.text ?? '');
  if (!match) throw new Error('no accept link in the mail');
  return match[0];
};

async function expectAxeClean(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

interface NotificationList {
  items: { type: string; title: string; body: string; link: string | null }[];
}

/** Waits (up to 30 s) for a notification of `user` that names the project (by link or text). */
async function notificationAbout(authorization: string, projectId: string, projectName: string) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const list = await api<NotificationList>('/api/notifications', { authorization });
    const found = list.body.items.find(
      (n) =>
        n.type === 'new_feedback' &&
        ((n.link ?? '').includes(projectId) || `${n.title} ${n.body}`.includes(projectName)),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return null;
}

/** Switches the page's current workspace to the other one in the app bar's switcher (a member of two). */
async function switchToOtherWorkspace(page: Page): Promise<void> {
  const switcher = page.getByRole('combobox', { name: 'Workspace' });
  await switcher.waitFor({ timeout: 20_000 });
  await switcher.click();
  await page.getByRole('option').nth(1).waitFor();
  await page.locator('[role="option"][aria-selected="false"]').first().click();
  await page.waitForURL(/\/Dashboard$/);
}

/** Every control of the project page that changes the project, by role and accessible name. */
const CHANGE_CONTROLS = [
  /edit project name/i,
  /approve project/i,
  /add video/i,
  /extend/i,
  /generate new link/i,
  /change expiry/i,
  /turn .*link off/i,
  /password/i,
  /^reply$/i,
  /save notes/i,
  /restore project/i,
];

async function invite(page: Page, email: string, role: 'Editor' | 'Viewer'): Promise<void> {
  const form = page.getByRole('form', { name: 'Send invitation' });
  await form.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: role }).click();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText(`Invitation sent to ${email.toLowerCase()}.`).waitFor();
}

describe.each<Size>(['desktop', 'phone'])('team journey (%s)', (size) => {
  it('the Owner invites an Editor and a Viewer, both join from the mail, the Viewer changes nothing, and a fourth seat is previewed and added', async () => {
    const owner = await ownerOnPlan('pro', `Olivia Owner ${size}`);
    const editor = await signedInUser({ fullName: `Ana Editor ${size}` });
    const viewer = await signedInUser({ fullName: `Ben Viewer ${size}` });
    await api('/api/profile', { authorization: editor.authorization });
    await api('/api/profile', { authorization: viewer.authorization });

    const { context: ownerContext, page: ownerPage } = await signedInPage(journey, size, owner);
    await ownerPage.goto('/Settings');
    await ownerPage.getByRole('heading', { name: 'Team' }).waitFor();
    await ownerPage.getByText('1 of 3 seats used').waitFor();
    await ownerPage.getByText('No pending invitations.').waitFor();
    await invite(ownerPage, editor.email, 'Editor');
    await invite(ownerPage, viewer.email, 'Viewer');
    await ownerPage.getByRole('list', { name: 'Invitations' }).getByText('Pending').first().waitFor();

    // The Editor, signed in, opens the mail's link and joins.
    const editorMail = await invitationMail(editor.email);
    const mailPage = await ownerContext.newPage();
    await mailPage.setContent(editorMail.body.html ?? '');
    await shot(mailPage, 'invitation-mail', size, true);
    await mailPage.close();
    const { context: editorContext, page: editorPage } = await signedInPage(journey, size, editor);
    await editorPage.goto(acceptPath(editorMail));
    await editorPage.getByRole('button', { name: 'Accept the invitation' }).waitFor();
    await editorPage.getByText(/invited you to .* as Editor/).waitFor();
    await expectAxeClean(editorPage);
    await shot(editorPage, 'accept-signed-in', size);
    await editorPage.getByRole('button', { name: 'Accept the invitation' }).click();
    await editorPage.waitForURL(/\/Dashboard$/, { timeout: 20_000 });
    // The welcome toast is closed first: on a phone it would cover the open switcher in the screenshot.
    const joined = editorPage.getByRole('status').filter({ hasText: 'You joined' });
    await joined.getByRole('button', { name: 'Close' }).click({ timeout: 10_000 });
    await joined.waitFor({ state: 'detached' });
    // A member of two workspaces now: the app bar's switcher moves the Editor into the Owner's.
    const switcher = editorPage.getByRole('combobox', { name: 'Workspace' });
    await switcher.waitFor({ timeout: 20_000 });
    await switcher.click();
    await editorPage.getByRole('option').nth(1).waitFor();
    await shot(editorPage, 'switcher', size);
    await editorPage.locator('[role="option"][aria-selected="false"]').first().click();
    await editorPage.waitForURL(/\/Dashboard$/);
    // The Dashboard reloading in the other workspace is axe clean too (its skeleton once was not).
    await editorPage.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
    await expectAxeClean(editorPage);

    // The Viewer opens the link signed out, signs in from the page and joins.
    const viewerMail = await invitationMail(viewer.email);
    const viewerContext = await journey.contextFor(size);
    const viewerPage = await viewerContext.newPage();
    await viewerPage.goto(acceptPath(viewerMail));
    await viewerPage.getByRole('button', { name: 'Sign in to accept' }).waitFor();
    await expectAxeClean(viewerPage);
    await shot(viewerPage, 'accept-signed-out', size);
    await viewerPage.getByRole('button', { name: 'Sign in to accept' }).click();
    await viewerPage.getByRole('textbox', { name: 'Email' }).fill(viewer.email);
    await viewerPage.getByLabel('Password', { exact: true }).fill(viewer.password);
    await viewerPage.getByRole('button', { name: 'Sign In' }).click();
    // Signed in, the Viewer is back on the invitation (or, landing on the Dashboard, opens the link again).
    await viewerPage.waitForURL((url) => !url.pathname.toLowerCase().includes('login'), { timeout: 20_000 });
    await viewerPage.waitForLoadState('networkidle');
    const acceptButton = viewerPage.getByRole('button', { name: 'Accept the invitation' });
    if (!(await acceptButton.isVisible())) await viewerPage.goto(acceptPath(viewerMail));
    await viewerPage.getByRole('button', { name: 'Accept the invitation' }).click({ timeout: 20_000 });
    await viewerPage.waitForURL(/\/Dashboard$/, { timeout: 20_000 });

    // The Owner's team: three members, no invitation left.
    await ownerPage.reload();
    await ownerPage.getByText('3 of 3 seats used').waitFor({ timeout: 20_000 });
    const members = ownerPage.getByRole('list', { name: 'Members' });
    expect(await members.getByRole('listitem').count()).toBe(3);
    expect(await members.textContent()).toContain(`Ana Editor ${size}`);
    expect(await members.textContent()).toContain(`Ben Viewer ${size}`);
    // A member's name stays on one line beside the role select (not squeezed to a letter a line).
    const nameBox = await members.getByText(`Ana Editor ${size}`, { exact: true }).boundingBox();
    expect(nameBox?.height ?? 0).toBeLessThan(40);
    await ownerPage.getByText('No pending invitations.').waitFor();
    await ownerPage.getByRole('heading', { name: 'Team' }).scrollIntoViewIfNeeded();
    await expectAxeClean(ownerPage);
    await shot(ownerPage, 'settings-team', size);

    // The Viewer, in the Owner's workspace, finds the team and no control that changes it.
    const inOwners = (path: string, init: RequestInit = {}) =>
      fetch(`${baseUrl()}${path}`, {
        ...init,
        headers: {
          authorization: viewer.authorization,
          'content-type': 'application/json',
          [WORKSPACE_HEADER]: owner.userId,
        },
      });
    const viewerTeam = (await (await inOwners('/api/team')).json()) as { members: { role: string }[] };
    expect(viewerTeam.members.map((m) => m.role).sort()).toEqual(['editor', 'owner', 'viewer']);
    const refused = await inOwners('/api/team/invitations', {
      method: 'POST',
      body: JSON.stringify({ email: 'someone@example.com', role: 'viewer' }),
    });
    expect(refused.status).toBe(403);

    // The Editor imports a video into the Owner's workspace and shares its review link; the client's notes
    // reach the Owner's notifications (and the Editor's, once the project's followers hear about it).
    const inOwnersWorkspace = { [WORKSPACE_HEADER]: owner.userId };
    const projectName = `Team film ${size} ${Date.now()}`;
    const projectId = await createSampleProject(
      editor.authorization,
      DRIVE_STAND_IN_FOLDERS.samples,
      projectName,
      1,
      inOwnersWorkspace,
    );
    let shareToken = '';
    const importedBy = Date.now() + 60_000;
    while (!shareToken && Date.now() < importedBy) {
      const detail = await api<{ videos: { status: string }[]; reviewLink: { token: string } }>(
        `/api/projects/${projectId}`,
        { authorization: editor.authorization, headers: inOwnersWorkspace },
      );
      expect(detail.status).toBe(200);
      if (detail.body.videos.every((v) => v.status !== 'processing'))
        shareToken = detail.body.reviewLink.token;
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(shareToken).not.toBe('');
    // The Editor who created the project follows it from the start; the Owner hears of it once they follow.
    const follow = await api(`/api/projects/${projectId}/follow`, {
      method: 'PUT',
      authorization: owner.authorization,
      body: { following: true },
    });
    expect(follow.status).toBe(200);
    await submitClientNotes(
      shareToken,
      [
        { videoIndex: 0, body: 'Brighter sky here', timecodeMs: 1000 },
        { videoIndex: 0, body: 'Cut the last beat', timecodeMs: 2000 },
      ],
      'Cleo Client',
    );
    expect(await notificationAbout(owner.authorization, projectId, projectName)).not.toBeNull();
    expect(await notificationAbout(editor.authorization, projectId, projectName)).not.toBeNull();

    // The Viewer opens the Editor's project in the Owner's workspace: they play and export, and find no
    // control that changes anything.
    await switchToOtherWorkspace(viewerPage);
    await viewerPage.goto(`/Project?id=${projectId}`);
    await viewerPage.getByRole('heading', { name: 'Videos (1)' }).waitFor({ timeout: 20_000 });
    await viewerPage.getByText('Brighter sky here').first().waitFor({ timeout: 20_000 });
    for (const name of CHANGE_CONTROLS) {
      expect(await viewerPage.getByRole('button', { name }).count(), String(name)).toBe(0);
    }
    expect(await viewerPage.getByRole('link', { name: 'Import' }).count()).toBe(0);
    expect(await viewerPage.getByRole('checkbox').count()).toBe(0);
    expect(await viewerPage.getByRole('switch').count()).toBe(0);
    expect(await viewerPage.getByLabel(/video notes/i).count()).toBe(0);
    expect(await viewerPage.getByRole('combobox', { name: /status/i }).count()).toBe(0);
    await expectAxeClean(viewerPage);
    await shot(viewerPage, 'viewer-project', size, true);
    await viewerPage.getByRole('button', { name: 'Export markers' }).click();
    const exportDialog = viewerPage.getByRole('dialog', { name: 'Export markers' });
    await exportDialog.waitFor();
    const download = viewerPage.waitForEvent('download', { timeout: 20_000 });
    await exportDialog.getByRole('button', { name: 'Download', exact: true }).click();
    expect((await download).suggestedFilename()).toMatch(/\.\w+$/);

    // A fourth seat: the prorated charge is shown before it is added.
    await ownerPage.getByRole('spinbutton', { name: 'Seats' }).fill('4');
    await ownerPage.getByRole('button', { name: 'Preview the charge' }).click();
    await ownerPage.getByText(/Charged now \(prorated\): \$\d+\.\d\d/).waitFor({ timeout: 20_000 });
    await shot(ownerPage, 'seat-preview', size);
    await ownerPage.getByRole('button', { name: 'Change to 4 seats' }).click();
    await ownerPage.getByText('Seat change sent', { exact: false }).waitFor();
    // The seats follow the billing provider's webhook: the page shows them once it has arrived.
    const until = Date.now() + 30_000;
    while (!(await ownerPage.getByText('3 of 4 seats used').isVisible()) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await ownerPage.reload();
      await ownerPage.getByRole('heading', { name: 'Team' }).waitFor();
    }
    await ownerPage.getByText('3 of 4 seats used').waitFor();

    // The Upgrade page: the Pro card says the seats Pro includes, and the Owner changes seats there too.
    await ownerPage.goto('/Upgrade');
    const proCard = ownerPage.getByRole('region', { name: 'Pro', exact: true });
    await proCard.getByText(`${PRO_INCLUDED_SEATS} seats included`, { exact: false }).waitFor();
    const seatsCard = ownerPage.getByRole('region', { name: 'Seats' });
    await seatsCard.getByText('3 of 4 seats used').waitFor({ timeout: 20_000 });
    await seatsCard.getByRole('spinbutton', { name: 'Seats' }).fill('5');
    await seatsCard.getByRole('button', { name: 'Preview the charge' }).click();
    await seatsCard.getByText(/Charged now \(prorated\): \$\d+\.\d\d/).waitFor({ timeout: 20_000 });
    await seatsCard.getByRole('button', { name: 'Change to 5 seats' }).waitFor();
    await expectAxeClean(ownerPage);
    await seatsCard.scrollIntoViewIfNeeded();
    await shot(ownerPage, 'upgrade-seats', size);
    for (const context of [ownerContext, editorContext, viewerContext]) await context.close();
  });
});
