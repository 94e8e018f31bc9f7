/**
 * Frame-accurate notes into marker files, in Chromium against the local system: the editor imports
 * the frame-rate folder (23.976 and 29.97 DF frame-counter samples; the download worker probes their timing),
 * a client opens the review link, puts known frames on screen (whole frame indices, seeking to a frame's
 * middle) and leaves a note on each, then submits; the editor exports each format, per version and as the
 * project zip, and every file, read back by a parser, holds those frames, counted from each video's own start
 * timecode (per video in the zip). Then in the editor's browser, through the project page's export dialog: the
 * EDL of a version (same frames); the player's Timecode display reads the burnt-in timecode; and, after the
 * editor has played the videos (the normal flow: the browser caches the player's plain answers), the PDF report,
 * made in the browser, read back with poppler: every note's timecode and text (Japanese, emoji and Cyrillic
 * drawn, rendered with pdftoppm), and one picture of each note's frame.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProjectDetail } from '../../../shared/api/endpoints/projects';
import {
  frameAtMediaTime,
  frameSeekSeconds,
  versionTiming,
  type FrameRate,
  type FrameTiming,
} from '../../../shared/lib/frame-time';
import { fileTimecode, versionTimecodeTiming } from '../../../shared/lib/smpte/timecode';
import { MARKER_FORMAT_IDS, MARKER_FORMATS } from '../../../shared/markers/marker-export';
import { defaultRecordStart, markerFileName } from '../../../shared/markers/marker-source';
import { MARKER_EXPORT_MESSAGES } from '../../../shared/messages/marker-export-messages';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { DRIVE_STAND_IN_FOLDERS } from '../../../infra/local/drive-stand-in/drive-fixtures';
import { baseUrl } from '../../support/env';
import { markerFramesOf } from '../../support/marker-readers';
import { signedInUser } from '../../support/users';
import { api, createProjectFromFiles } from '../editor/editor-api';
import { screenshot, signInThroughUi } from '../editor/editor-browser';
import { journeyBrowser } from '../support/journey-browser';
import { launchChromium, VIEWPORTS } from './review-browser';

const POLL = { timeout: 60_000, interval: 250 } as const;
/** Known frames per video, in import order: 06-frame-counter-23976, 07-frame-counter-2997df. */
const FRAMES = [
  [10, 57],
  [15, 100],
] as const;
/** Each note's text: Latin, then Japanese with emoji, Cyrillic (the report draws every script). */
const noteText = (frame: number) =>
  frame === 57
    ? `Frame ${frame} 日本語のメモ 👍`
    : frame === 100
      ? `Frame ${frame} Привет`
      : `Frame ${frame}`;
const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');

const { browser } = journeyBrowser(VIEWPORTS, launchChromium);

/** Shows a frame in the review player: seeks to its middle, waits for the seek and the presented frame. */
async function showFrame(page: Page, frame: number, rate: FrameRate): Promise<number> {
  const video = page.getByTestId('review-video');
  await video.waitFor();
  return video.evaluate(
    async (element, target) => {
      const v = element as HTMLVideoElement;
      v.muted = true;
      if (v.readyState < 2) await new Promise((r) => v.addEventListener('loadeddata', r, { once: true }));
      // Only a frame submitted after the seek began counts: the first frame of a just-loaded video can be
      // composited a moment later, and its callback would answer 0.
      const seekStarted = performance.now();
      const presented = new Promise<number>((resolve) => {
        const onFrame: VideoFrameRequestCallback = (_now, meta) => {
          if (meta.presentationTime >= seekStarted) resolve(meta.mediaTime);
          else v.requestVideoFrameCallback(onFrame);
        };
        v.requestVideoFrameCallback(onFrame);
      });
      v.currentTime = target;
      await new Promise((r) => v.addEventListener('seeked', r, { once: true }));
      return Promise.race([presented, new Promise<number>((r) => setTimeout(() => r(v.currentTime), 1500))]);
    },
    frameSeekSeconds(frame, rate),
  );
}

async function download(path: string, token: string) {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}
const text = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
const M = MARKER_EXPORT_MESSAGES;

/** Opens the export dialog, picks scope and format, downloads; answers the file's name and bytes. */
async function exportThroughDialog(page: Page, scope: string, format: string) {
  await page.getByRole('button', { name: M.exportButton }).click();
  const dialog = page.getByRole('dialog', { name: M.dialogTitle });
  await dialog.getByRole('combobox', { name: M.scopeLabel }).click();
  await page.getByRole('option', { name: scope }).click();
  await dialog.getByRole('combobox', { name: M.formatLabel }).click();
  await page.getByRole('option', { name: format }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    dialog.getByRole('button', { name: M.download }).click(),
  ]);
  const path = await file.path();
  await dialog.waitFor({ state: 'hidden' });
  return { name: file.suggestedFilename(), bytes: new Uint8Array(readFileSync(path)) };
}

describe('frame-accurate notes exported as markers', () => {
  it('a client notes known frames on the 23.976 and 29.97 DF samples; every export holds them', async () => {
    const user = await signedInUser({ fullName: 'Marker Editor' });
    const authorization = `Bearer ${user.tokens.idToken}`;

    // The editor imports the frame-rate folder (both samples).
    const listing = await api<{ status: string; videos: Record<string, unknown>[] }>('/api/drive/list', {
      method: 'POST',
      body: { folderId: DRIVE_STAND_IN_FOLDERS.frameRates },
      authorization,
    });
    expect(listing.body.status, JSON.stringify(listing.body)).toBe('success');
    const created = await createProjectFromFiles(authorization, listing.body.videos, {
      name: 'Frame spot',
      clientDisplayName: 'Frame Client',
    });
    expect(created.status).toBe(201);
    const projectId = created.body.id;
    const detail = async () =>
      (await api<ProjectDetail>(`/api/projects/${projectId}`, { authorization })).body;
    // The download worker stores both files and their probed timing.
    await expect
      .poll(
        async () =>
          (await detail()).videos.map((v) => v.versions[0]?.frameTiming?.status ?? 'none').join(','),
        POLL,
      )
      .toBe('probed,probed');
    const project = await detail();
    const videos = project.videos;
    const timings: FrameTiming[] = videos.map((v) => versionTiming(v.versions[0]));
    expect(timings.map((t) => [t.rate, t.dropFrame])).toEqual([
      [{ num: 24000, den: 1001 }, false],
      [{ num: 30000, den: 1001 }, true],
    ]);

    // The client, in Chromium, notes the known frames.
    const context = await browser().newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${baseUrl()}/Review?token=${project.reviewLink.token}`);
      await page.getByRole('heading', { name: 'Frame spot' }).waitFor({ timeout: 30_000 });
      for (const [i, frames] of FRAMES.entries()) {
        if (i > 0) await page.getByRole('button', { name: 'Next video' }).click();
        await page
          .getByText(REVIEW_MESSAGES.counter(i + 1, 2))
          .first()
          .waitFor();
        for (const frame of frames) {
          const shown = await showFrame(page, frame, timings[i]?.rate ?? { num: 30, den: 1 });
          expect(frameAtMediaTime(shown, timings[i]?.rate ?? { num: 30, den: 1 })).toBe(frame);
          await page.getByRole('textbox', { name: 'Your note' }).fill(noteText(frame));
          await page.getByRole('button', { name: REVIEW_MESSAGES.addNote, exact: true }).click();
        }
      }
      await page.getByRole('button', { name: /^Submit All/ }).click();
      const dialog = page.getByRole('dialog', { name: REVIEW_MESSAGES.submitFeedbackTitle });
      await dialog.getByRole('textbox', { name: REVIEW_MESSAGES.nameLabelDesktop }).fill('Frame Client');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      // Sent: no drafts left (the 'Submitted' toast waits behind the queued 'Note added' ones).
      await expect.poll(() => page.getByTestId('draft-note').count(), POLL).toBe(0);
      await expect.poll(() => page.getByTestId('submitted-note').count(), POLL).toBe(2);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    // Stored on those frames.
    const after = await detail();
    expect(after.videos.map((v) => v.notes.map((n) => n.frame).sort((a, b) => (a ?? 0) - (b ?? 0)))).toEqual(
      FRAMES.map((f) => [...f]),
    );

    // The editor exports each format per version, and the project zip: the files hold those frames.
    // Each video's files start at its own start timecode: 00:00:00:00 and 01:00:00;00 (the samples' tmcd).
    const starts = after.videos.map((v) => defaultRecordStart(v.versions[0]));
    expect(starts).toEqual(['00:00:00:00', '01:00:00;00']);
    for (const [i, video] of after.videos.entries()) {
      const timing = timings[i] as FrameTiming;
      for (const format of MARKER_FORMAT_IDS) {
        const bytes = await download(
          `/api/projects/${projectId}/videos/${video.id}/markers?format=${format}`,
          user.tokens.idToken,
        );
        expect(
          markerFramesOf(format, text(bytes), timing, starts[i] ?? ''),
          `${video.title} ${format}`,
        ).toEqual([...(FRAMES[i] ?? [])]);
      }
    }
    const zip = unzipSync(await download(`/api/projects/${projectId}/markers`, user.tokens.idToken));
    for (const [i, video] of after.videos.entries()) {
      for (const format of MARKER_FORMAT_IDS) {
        const name = markerFileName(
          { projectName: 'Frame spot', videoTitle: video.title, versionNumber: 1 },
          MARKER_FORMATS[format].extension,
        );
        expect(
          markerFramesOf(
            format,
            text(zip[name] ?? new Uint8Array()),
            timings[i] as FrameTiming,
            starts[i] ?? '',
          ),
        ).toEqual([...(FRAMES[i] ?? [])]);
      }
    }

    // Through the project page's dialog, in the editor's browser: a version's EDL, then the PDF report.
    const editor = await browser().newContext({
      viewport: VIEWPORTS.desktop,
      baseURL: baseUrl(),
      acceptDownloads: true,
    });
    const editorPage = await editor.newPage();
    editorPage.on('pageerror', (error) => errors.push(error.message));
    try {
      await signInThroughUi(editorPage, user.email, user.password);
      await editorPage.goto(`/Project?id=${projectId}`);
      await editorPage.getByRole('heading', { name: 'Frame spot' }).first().waitFor({ timeout: 30_000 });
      const first = after.videos[0];
      const edl = await exportThroughDialog(
        editorPage,
        M.scopeVideo(first?.title ?? '', 1),
        MARKER_FORMATS.edl.label,
      );
      expect(edl.name).toBe(
        markerFileName(
          { projectName: 'Frame spot', videoTitle: first?.title ?? '', versionNumber: 1 },
          'edl',
        ),
      );
      expect(markerFramesOf('edl', text(edl.bytes), timings[0] as FrameTiming, starts[0] ?? '')).toEqual([
        ...(FRAMES[0] ?? []),
      ]);

      await editorPage.getByRole('button', { name: M.exportButton }).click();
      await editorPage.getByRole('dialog', { name: M.dialogTitle }).waitFor();
      await screenshot(editorPage, 'marker-export-dialog');
      await editorPage.keyboard.press('Escape');

      // The editor plays each video on the project page first (the browser caches the player's answers),
      // and the player's Timecode display reads the file's own timecode: frame 24 of the 29.97 DF sample,
      // whose burnt-in timecode starts at 01:00:00;00, is 01:00:00;24.
      await editorPage.getByRole('button', { name: 'Timecode' }).first().click();
      for (const [i, video] of after.videos.entries()) {
        const header = editorPage.locator(`#video-${video.id}-header`);
        if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
        const player = editorPage.locator(`video[aria-label="Player: ${video.title}"]`);
        await player.waitFor();
        await player.evaluate(async (element) => {
          const v = element as HTMLVideoElement;
          v.muted = true;
          await v.play();
          await new Promise<void>((resolve) => {
            const check = () => (v.currentTime > 0.5 ? resolve() : setTimeout(check, 50));
            check();
          });
          v.pause();
        });
        const rate = timings[i]?.rate ?? { num: 30, den: 1 };
        await player.evaluate(
          (element, at) => {
            (element as HTMLVideoElement).currentTime = at;
          },
          frameSeekSeconds(24, rate),
        );
        const timecode = versionTimecodeTiming(video.versions[0]);
        await expect
          .poll(() => player.locator('xpath=..').getByTestId('player-position').textContent(), POLL)
          .toBe(fileTimecode(24, timecode));
      }
      const last = editorPage.getByTestId('player-position').last();
      await expect.poll(() => last.textContent(), POLL).toBe('01:00:00;24');
      await last.scrollIntoViewIfNeeded();
      await screenshot(editorPage, 'project-player-timecode');
      const pdf = await exportThroughDialog(editorPage, M.scopeProject, M.pdfFormat);
      expect(pdf.name).toBe('Frame-spot_notes.pdf');
      const dir = mkdtempSync(join(tmpdir(), 'notes-report-'));
      const file = join(dir, pdf.name);
      writeFileSync(file, pdf.bytes);
      const report = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
        /\s+/g,
        ' ',
      );
      for (const [i, frames] of FRAMES.entries()) {
        const timecode = versionTimecodeTiming(after.videos[i]?.versions[0]);
        for (const frame of frames) {
          expect(report).toContain(noteText(frame));
          expect(report).toContain(M.report.frameLabel(fileTimecode(frame, timecode), frame));
        }
      }
      expect(report).not.toContain('?');
      // What a reader sees: page 1 rendered by poppler, with the frames and the Japanese, emoji and Cyrillic.
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '110',
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        file,
        join(SCREENSHOTS, 'notes-report-frames'),
      ]);
      expect(report).toContain('Frame Client');
      // One picture per note, captured from the stored files in the browser, each a different frame.
      execFileSync('pdfimages', ['-j', file, join(dir, 'frame')]);
      const pictures = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
        .split('\n')
        .filter((l) => /^\s*\d+\s+\d+\s+image/.test(l));
      expect(pictures).toHaveLength(FRAMES.flat().length);
      const bytes = FRAMES.flat().map((_, i) =>
        readFileSync(join(dir, `frame-${String(i).padStart(3, '0')}.jpg`)).toString('base64'),
      );
      expect(new Set(bytes).size).toBe(bytes.length);
      expect(errors).toEqual([]);
    } finally {
      await editor.close();
    }
  }, 300_000);
});
