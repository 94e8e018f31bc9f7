/**
 * Threads, compare in Chromium, at desktop size and at 390×844: the editor replies to a client's note on the
 * project page, the client sees the reply on the review page and replies back, and the editor sees it (the
 * thread and the in-app notification); a v1 note stays visible after v2 arrives (the 'v1' chip under 'All
 * versions'); version compare plays v1 and v2 in sync (both currentTimes within one frame after 5 s).
 * Screenshots of each new view.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../integration/notify/notify-support';
import { DRIVE_STAND_IN_FILES } from '../../../infra/local/drive-stand-in/drive-fixtures';
import { baseUrl } from '../../support/env';
import { signedInUser } from '../../support/users';
import { api, projectDetailWhen, submitClientNotes } from '../editor/editor-api';
import {
  newEditorContext,
  screenshot,
  signInThroughUi,
  waitForToast,
  type ViewportName,
} from '../editor/editor-browser';
import { launchChromium } from './review-browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface Detail {
  videos: {
    id: string;
    status: string;
    currentVersionId: string | null;
    versions: { id: string; status: string; frameRate: number | null }[];
  }[];
  reviewLink: { token: string };
}

/** The detail once the video has `versions` versions and none of them is processing. */
const settled = (projectId: string, authorization: string, versions: number) =>
  projectDetailWhen<Detail>(
    projectId,
    authorization,
    ({ videos: [video] }) =>
      !!video &&
      video.versions.length === versions &&
      video.status !== 'processing' &&
      video.versions.every((v) => v.status !== 'processing'),
    90_000,
  );

describe.each<ViewportName>(['desktop', 'phone'])('replies and version compare (%s)', (viewport) => {
  it('editor replies, client sees and replies back, editor sees it; v1 notes stay; compare plays in sync', async () => {
    const user = await signedInUser({ fullName: `Rita ${viewport}` });
    // The import selection as the wizard sends it (the stand-in's first sample).
    const fileId = DRIVE_STAND_IN_FILES.samples[0]!;
    const created = await api<{ id: string }>('/api/projects', {
      method: 'POST',
      body: {
        name: `Replies ${viewport} ${Date.now()}`,
        clientDisplayName: 'Compare Client',
        videos: [
          {
            fileId,
            title: 'Brand intro',
            fileName: 'brand-intro.mp4',
            mimeType: 'video/mp4',
            thumbnailLink: null,
            webViewLink: `https://drive.google.com/file/d/${fileId}/view`,
            size: 1000,
            previewUrl: `https://drive.google.com/file/d/${fileId}/preview`,
          },
        ],
      },
      authorization: user.authorization,
    });
    expect(created.status).toBe(201);
    const projectId = created.body.id;
    const first = await settled(projectId, user.authorization, 1);
    const token = first.reviewLink.token;
    await submitClientNotes(
      token,
      [{ videoIndex: 0, body: 'Logo too small on v1', timecodeMs: 1000 }],
      'Carla',
    );
    // Version 2 arrives (as the editor's 'Update Version' does).
    const added = await api(`/api/projects/${projectId}/videos/${first.videos[0]!.id}/versions`, {
      method: 'POST',
      body: { fileUrl: `https://drive.google.com/file/d/${DRIVE_STAND_IN_FILES.samples[1]}/view` },
      authorization: user.authorization,
    });
    expect(added.status).toBe(201);
    await settled(projectId, user.authorization, 2);
    await submitClientNotes(
      token,
      [{ videoIndex: 0, body: 'Music too loud on v2', timecodeMs: 2000 }],
      'Carla',
    );

    const editorContext = await newEditorContext(browser, baseUrl(), viewport);
    const clientContext = await browser.newContext({
      baseURL: baseUrl(),
      viewport: viewport === 'phone' ? { width: 390, height: 844 } : { width: 1440, height: 900 },
      isMobile: viewport === 'phone',
      hasTouch: viewport === 'phone',
    });
    const editor = await editorContext.newPage();
    const client = await clientContext.newPage();
    try {
      // The editor replies under the client's v2 note.
      await signInThroughUi(editor, user.email, user.password);
      await editor.goto(`/Project?id=${projectId}`);
      const feedback = editor.getByRole('list', { name: 'Feedback' });
      const v2Note = feedback.getByRole('listitem').filter({ hasText: 'Music too loud on v2' });
      await v2Note.waitFor({ timeout: 20_000 });
      await v2Note.getByRole('button', { name: 'Reply' }).click();
      await v2Note.getByRole('textbox', { name: 'Your reply' }).fill('Lowered by 6 dB in the next cut');
      await v2Note.getByRole('button', { name: 'Send reply' }).click();
      await waitForToast(editor, 'Reply sent');
      await v2Note.getByText('Lowered by 6 dB in the next cut').waitFor();
      // The v1 note, marked with its version, under 'All versions'.
      await editor.getByRole('button', { name: 'All versions' }).click();
      const v1Note = feedback.getByRole('listitem').filter({ hasText: 'Logo too small on v1' });
      await v1Note.getByTestId('version-chip').filter({ hasText: 'v1' }).waitFor();
      await v2Note.scrollIntoViewIfNeeded();
      await screenshot(editor, `thread-and-versions-${viewport}`);

      // The client sees the editor's reply and replies back (leaving an address).
      await client.goto(`/Review?token=${token}`);
      const notes = client.getByRole('list', { name: 'Notes' });
      const clientNote = notes.getByTestId('submitted-note').filter({ hasText: 'Music too loud on v2' });
      await clientNote.getByText('Lowered by 6 dB in the next cut').waitFor({ timeout: 20_000 });
      await clientNote.getByText(/\(Editor\)/).waitFor();
      await clientNote.getByRole('button', { name: 'Reply' }).click();
      await clientNote.getByRole('textbox', { name: 'Your reply' }).fill('Perfect, thanks!');
      await clientNote
        .getByRole('textbox', { name: 'E-mail me when the editor replies (optional)' })
        .fill(`carla-${viewport}@example.com`);
      await clientNote.getByRole('button', { name: 'Send reply' }).click();
      await waitForToast(client, 'Reply sent');
      await clientNote.getByText('Perfect, thanks!').waitFor();
      await client.getByRole('button', { name: 'All versions' }).click();
      await notes.getByTestId('version-chip').filter({ hasText: 'v1' }).waitFor();
      await clientNote.scrollIntoViewIfNeeded();
      await screenshot(client, `review-thread-${viewport}`);

      // The editor sees it: an in-app notification and the thread on the project page.
      const notifications = await until(
        () =>
          api<{ items: { title: string }[] }>('/api/notifications', { authorization: user.authorization }),
        (answer) => answer.body.items.some((n) => n.title === 'New reply from your client'),
      );
      expect(notifications.body.items.map((n) => n.title)).toContain('New reply from your client');
      await editor.reload();
      await editor
        .getByRole('list', { name: 'Feedback' })
        .getByRole('listitem')
        .filter({ hasText: 'Music too loud on v2' })
        .getByText('Perfect, thanks!')
        .waitFor({ timeout: 20_000 });

      // Version compare on the review page: v1 against v2, playing in sync from one clock.
      await client.getByRole('button', { name: 'Compare versions' }).click();
      const dialog = client.getByRole('dialog', { name: /Compare versions/ });
      await dialog.waitFor({ timeout: 20_000 });
      await dialog.getByText('What changed since version 1').waitFor();
      const master = dialog.getByTestId('compare-master');
      const follower = dialog.getByTestId('compare-follower');
      for (const video of [master, follower]) {
        await video.evaluate(
          (el: HTMLVideoElement) =>
            new Promise<void>((resolve) => {
              if (el.readyState >= 3) resolve();
              else el.addEventListener('canplay', () => resolve(), { once: true });
            }),
        );
      }
      await dialog.getByRole('button', { name: 'Play both' }).click();
      await client.waitForTimeout(5_000);
      const times = await client.evaluate(() => {
        const m = document.querySelector<HTMLVideoElement>('[data-testid="compare-master"]');
        const f = document.querySelector<HTMLVideoElement>('[data-testid="compare-follower"]');
        return { master: m?.currentTime ?? -1, follower: f?.currentTime ?? -1, paused: m?.paused ?? true };
      });
      const review = await api<{ videos: { versions: { frameRate: number | null }[] }[] }>(
        `/api/review/${token}`,
      );
      const fps = review.body.videos[0]?.versions[1]?.frameRate ?? 30;
      expect(times.paused).toBe(false);
      expect(times.master).toBeGreaterThan(3);
      expect(Math.abs(times.master - times.follower)).toBeLessThanOrEqual(1 / fps);
      await dialog.getByRole('button', { name: 'Pause both' }).click();
      await screenshot(client, `review-compare-${viewport}`);
      if (viewport === 'desktop') {
        await dialog.getByRole('button', { name: 'Wipe' }).click();
        await dialog.getByRole('slider', { name: 'Wipe position' }).waitFor();
        await screenshot(client, `review-compare-wipe-${viewport}`);
      }
      await dialog.getByRole('button', { name: 'Close' }).click();

      // Version compare on the project page.
      await editor.getByRole('button', { name: 'Compare versions' }).first().click();
      const editorDialog = editor.getByRole('dialog', { name: /Compare versions/ });
      await editorDialog.getByText('Notes on version 1').waitFor({ timeout: 20_000 });
      await editorDialog.getByText('Logo too small on v1').waitFor();
      await screenshot(editor, `compare-${viewport}`);
    } finally {
      await editorContext.close();
      await clientContext.close();
    }
  });
});
