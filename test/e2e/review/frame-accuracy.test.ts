/**
 * Frame stepping in a real Chromium on the frame-counter samples (23.976 and 29.97 DF): the seek
 * targets of shared/lib/frame-time.ts (whole frame indices, middle of the frame) put exactly the expected frame
 * on screen, press after press, read from the browser's own video frame callback (`mediaTime` of the
 * presented frame). The old step (`currentTime + 1/fps`) is measured beside it and its misses printed.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, fstatSync, mkdtempSync, openSync, readSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
  clockFrameAtMediaTime,
  clockSeekSeconds,
  clockSteppedFrame,
  playbackClock,
  versionClock,
  type FrameClock,
  type FrameRate,
  type VersionFrameTiming,
} from '../../../shared/lib/frame-time';
import { launchBrowser } from '../../support/browser';
import { ffmpegArguments } from '../../../functions/media/adapters/ffmpeg-transcoder';
import { probeMedia, type RangeSource } from '../../../functions/media/adapters/media-probe';
import { readProxyClock } from '../../../functions/media/adapters/proxy-clock';
import {
  ensureMediaFixtures,
  FRAME_COUNTER_FIXTURES,
  mediaFixturePath,
} from '../../../infra/local/media-fixtures/fixtures';

/** The probe's frame timing of each served counter file (as the download worker stores it). */
const timings = new Map<string, VersionFrameTiming>();
/**
 * Proxies made unlike the local transcoder's (a start moved to 0, a variable rate resampled at 60 fps): played
 * on their source's clock mapped through the proxy's own (read back from the file, as the completion does).
 */
const mappedClocks = new Map<string, FrameClock>();

function fileRangeSource(file: string): RangeSource {
  const fd = openSync(file, 'r');
  const size = fstatSync(fd).size;
  return {
    size,
    read: async (offset, length) => {
      const bytes = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
      readSync(fd, bytes, 0, bytes.length, offset);
      return bytes;
    },
  };
}

const MEDIA = path.resolve('infra/local/sample-media');
const STEPS = 60;

let browser: Browser;
let server: Server;
let origin = '';
/** Files served besides the samples: the frame-counter fixtures and a proxy made of one (name → path). */
const served = new Map<string, string>();

/** Serves the sample files with HTTP Range (what a player needs to seek). */
function mediaServer(): Promise<Server> {
  const s = createServer((req, res) => {
    const name = path.basename(new URL(req.url ?? '/', 'http://x').pathname);
    const extra = served.get(name);
    if (!extra && !/^0[67]-frame-counter-[\w]+\.mp4$/.test(name)) {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>frames</title>');
      return;
    }
    const file = extra ?? path.join(MEDIA, name);
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
  expect(ensureMediaFixtures()).toBe(true);
  for (const name of Object.keys(FRAME_COUNTER_FIXTURES)) served.set(name, mediaFixturePath(name));
  // The MKVs play through their proxies: made here with the local transcoder's own arguments.
  const dir = mkdtempSync(path.join(tmpdir(), 'cutroom-frames-'));
  for (const [mkv, proxy] of [
    ['late-start.mkv', 'late-start-1080.mp4'],
    ['vfr-counter.mkv', 'vfr-counter-mkv-1080.mp4'],
  ] as const) {
    const source = mediaFixturePath(mkv);
    const probed = await probeMedia(fileRangeSource(source));
    const out = {
      p1080: path.join(dir, proxy),
      p540: path.join(dir, `${mkv}-540.mp4`),
      poster: path.join(dir, `${mkv}.jpg`),
    };
    execFileSync(
      'ffmpeg',
      ffmpegArguments(source, probed.media, out).filter((a) => a !== '-progress' && a !== 'pipe:1'),
    );
    served.set(proxy, out.p1080);
    timings.set(proxy, probed.frameTiming);
  }
  for (const name of ['late-start-fragmented.mp4', 'vfr-counter.mp4', 'vfr-counter-fragmented.mp4'])
    timings.set(name, (await probeMedia(fileRangeSource(mediaFixturePath(name)))).frameTiming);
  for (const [sourceName, proxy, args] of [
    [
      'late-start-fragmented.mp4',
      'late-start-at-0.mp4',
      ['-vf', 'setpts=PTS-STARTPTS', '-fps_mode', 'passthrough'],
    ],
    ['vfr-counter.mp4', 'vfr-counter-resampled-60.mp4', ['-fps_mode', 'cfr', '-r', '60']],
  ] as const) {
    const file = path.join(dir, proxy);
    execFileSync('ffmpeg', [
      '-v', 'error', '-y', '-i', mediaFixturePath(sourceName), '-map', '0:v:0', '-an', ...args,
      '-c:v', 'libx264', '-preset', 'veryfast', '-movflags', '+faststart', file,
    ]); // prettier-ignore
    served.set(proxy, file);
    const timing = timings.get(sourceName);
    timings.set(proxy, timing ?? { status: 'unknown' });
    const frameCount = timing?.status === 'probed' ? timing.frameCount : null;
    const proxyClock = await readProxyClock(fileRangeSource(file));
    expect(proxyClock).not.toBeNull();
    mappedClocks.set(proxy, playbackClock(versionClock({ frameTiming: timing }), frameCount, proxyClock));
  }
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

/** The frame index burnt into the picture on screen (make-fixtures.sh's strip of 11 squares, bit k at 20+28k). */
async function burntInFrame(page: Page): Promise<number> {
  return page.evaluate(() => {
    const v = document.querySelector('video') as HTMLVideoElement;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d context');
    context.drawImage(v, 0, 0);
    let frame = 0;
    for (let bit = 0; bit < 11; bit++) {
      const [r = 0, g = 0, b = 0] = context.getImageData(20 + 28 * bit, 20, 1, 1).data;
      if ((r + g + b) / 3 > 128) frame |= 1 << bit;
    }
    return frame;
  });
}

describe.each([
  ['late-start-fragmented.mp4', 'a fragmented MP4 whose video starts at 0.080 s'],
  ['late-start-1080.mp4', 'the proxy of an MKV whose video starts at 0.021 s'],
  ['vfr-counter.mp4', 'a variable frame rate (frames 1/30 s, then 4/30 s, then 1/30 s apart)'],
  ['vfr-counter-fragmented.mp4', 'the same variable rate in a fragmented MP4 (a fragment every 12 frames)'],
  [
    'vfr-counter-mkv-1080.mp4',
    'the proxy of the same variable rate in Matroska (its video starts at 0.021 s)',
  ],
  ['late-start-at-0.mp4', 'a proxy of the 0.080 s late start that starts at 0'],
  ['vfr-counter-resampled-60.mp4', 'a proxy of the variable rate resampled at a constant 60 fps'],
] as const)('frame clock in Chromium on %s (%s)', (file, _about) => {
  it('the note frame is the burnt-in counter and each press shows the next picture', async () => {
    const timing = timings.get(file);
    expect(timing?.status).toBe('probed');
    const clock = mappedClocks.get(file) ?? versionClock({ frameTiming: timing });
    const frames = file.startsWith('vfr-counter') ? 72 : 150;
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await openSample(page, file);
      let state = await seekAndRead(page, clockSeekSeconds(0, clock), 0);
      const counters: number[] = [await burntInFrame(page)];
      const noted: number[] = [clockFrameAtMediaTime(state.mediaTime, clock)];
      for (let i = 1; i < Math.min(frames, STEPS); i++) {
        state = await seekAndRead(
          page,
          clockSeekSeconds(clockSteppedFrame(state.currentTime, 1, clock, frames), clock),
          state.mediaTime,
        );
        counters.push(await burntInFrame(page));
        noted.push(clockFrameAtMediaTime(state.mediaTime, clock));
      }
      // The note's frame is the picture on screen, at every step.
      expect(noted).toEqual(counters);
      // Each press shows the next picture; except that Chromium cannot seek to the two B-frames just before a
      // keyframe of the fragmented file (every 25 frames): it shows the keyframe there, and says so.
      const shown = (i: number) =>
        file === 'late-start-fragmented.mp4' && i % 25 >= 23 ? i + 25 - (i % 25) : i;
      expect(counters).toEqual(Array.from({ length: Math.min(frames, STEPS) }, (_, i) => shown(i)));
      // A frame in the middle, reached directly (a note marker's seek), then its counter.
      state = await seekAndRead(page, clockSeekSeconds(53, clock), state.mediaTime);
      expect(await burntInFrame(page)).toBe(53);
      expect(clockFrameAtMediaTime(state.mediaTime, clock)).toBe(53);
    } finally {
      await context.close();
    }
  });
});
