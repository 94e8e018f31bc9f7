/**
 * Frame stepping in a real Chromium on the frame-counter samples (23.976 and 29.97 DF, issue 15): the seek
 * targets of shared/lib/frame-time.ts (whole frame indices, middle of the frame) put exactly the expected frame
 * on screen, press after press, read from the browser's own video frame callback (`mediaTime` of the
 * presented frame). The old step (`currentTime + 1/fps`) is measured beside it and its misses printed.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STANDARD_FRAME_RATES,
  frameRateValue,
  frameSeekSeconds,
  steppedFrame,
  type FrameRate,
} from '../../../shared/lib/frame-time';
import { launchBrowser } from '../../support/browser';

const MEDIA = path.resolve('infra/local/sample-media');
const STEPS = 60;

let browser: Browser;
let server: Server;
let origin = '';

/** Serves the sample files with HTTP Range (what a player needs to seek). */
function mediaServer(): Promise<Server> {
  const s = createServer((req, res) => {
    const name = path.basename(new URL(req.url ?? '/', 'http://x').pathname);
    if (!/^0[67]-frame-counter-[\w]+\.mp4$/.test(name)) {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>frames</title>');
      return;
    }
    const file = path.join(MEDIA, name);
    const size = statSync(file).size;
    const range = /bytes=(\d+)-(\d*)/.exec(req.headers.range ?? '');
    if (!range) {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': size, 'accept-ranges': 'bytes' });
      createReadStream(file).pipe(res);
      return;
    }
    const start = Number(range[1]);
    const end = range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    res.writeHead(206, {
      'content-type': 'video/mp4',
      'content-length': end - start + 1,
      'content-range': `bytes ${start}-${end}/${size}`,
      'accept-ranges': 'bytes',
    });
    createReadStream(file, { start, end }).pipe(res);
  });
  return new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve(s)));
}

beforeAll(async () => {
  server = await mediaServer();
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((r) => server?.close(r));
});

async function openSample(page: Page, file: string) {
  await page.goto(`${origin}/`);
  await page.evaluate(async (src) => {
    const v = document.createElement('video');
    v.muted = true;
    v.preload = 'auto';
    v.src = src;
    document.body.append(v);
    await new Promise((resolve, reject) => {
      v.addEventListener('loadeddata', resolve, { once: true });
      v.addEventListener('error', () => reject(new Error('video error')), { once: true });
    });
  }, `${origin}/${file}`);
}

/** Sets currentTime, waits for the seek and the next presented frame; returns its media time (or the last). */
async function seekAndRead(
  page: Page,
  seconds: number,
  last: number,
): Promise<{ mediaTime: number; currentTime: number }> {
  return page.evaluate(
    async ({ seconds: target, last: previous }) => {
      const v = document.querySelector('video') as HTMLVideoElement;
      // Only a frame submitted after the seek began counts (not a late composite of the frame before it).
      const seekStarted = performance.now();
      const presented = new Promise<number | null>((resolve) => {
        const onFrame: VideoFrameRequestCallback = (_now, meta) => {
          if (meta.presentationTime >= seekStarted) resolve(meta.mediaTime);
          else v.requestVideoFrameCallback(onFrame);
        };
        v.requestVideoFrameCallback(onFrame);
        // A seek within the frame on screen presents nothing new.
        setTimeout(() => resolve(null), 750);
      });
      const seeked = new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
      v.currentTime = target;
      await seeked;
      const mediaTime = await presented;
      return { mediaTime: mediaTime ?? previous, currentTime: v.currentTime };
    },
    { seconds, last },
  );
}

const frameOf = (mediaTime: number, rate: FrameRate) => Math.round(mediaTime * frameRateValue(rate));

describe.each([
  ['06-frame-counter-23976.mp4', STANDARD_FRAME_RATES['23.976']],
  ['07-frame-counter-2997df.mp4', STANDARD_FRAME_RATES['29.97']],
] as const)('frame step in Chromium on %s', (file, rate) => {
  it('each press shows the next frame, and back', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await openSample(page, file);
      let state = await seekAndRead(page, frameSeekSeconds(0, rate), 0);
      expect(frameOf(state.mediaTime, rate)).toBe(0);
      const shown: number[] = [];
      for (let i = 1; i <= STEPS; i++) {
        state = await seekAndRead(
          page,
          frameSeekSeconds(steppedFrame(state.currentTime, 1, rate), rate),
          state.mediaTime,
        );
        shown.push(frameOf(state.mediaTime, rate));
      }
      expect(shown).toEqual(Array.from({ length: STEPS }, (_, i) => i + 1));
      const back: number[] = [];
      for (let i = STEPS - 1; i >= STEPS - 10; i--) {
        state = await seekAndRead(
          page,
          frameSeekSeconds(steppedFrame(state.currentTime, -1, rate), rate),
          state.mediaTime,
        );
        back.push(frameOf(state.mediaTime, rate));
      }
      expect(back).toEqual(Array.from({ length: 10 }, (_, i) => STEPS - 1 - i));

      // The old step, measured for the record (not asserted: it is what the issue reports as broken).
      let old = await seekAndRead(page, 0, 0);
      let misses = 0;
      for (let i = 1; i <= STEPS; i++) {
        old = await seekAndRead(page, old.currentTime + 1 / frameRateValue(rate), old.mediaTime);
        if (frameOf(old.mediaTime, rate) !== i) misses += 1;
      }
      console.info(
        `${file}: whole-frame step ${STEPS}/${STEPS} on the expected frame; currentTime + 1/fps step ${STEPS - misses}/${STEPS}`,
      );
    } finally {
      await context.close();
    }
  });
});
