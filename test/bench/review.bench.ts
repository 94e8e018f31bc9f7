/**
 * Benchmark: the client review route in Chromium against the local system (in memory, SPA built and served
 * statically). For a cold load of /Review?token=… it reports the JavaScript and CSS the route downloads
 * (each file gzip-compressed here, the way a CDN would serve it; target ≤ 150 KB of JS), the chunks it
 * fetched (the review route must not load Amplify, charts or editor pages), the review API call's time, and
 * the time from navigation start to the first video frame ('loadeddata', and the first frame presented as
 * seen by requestVideoFrameCallback after play()), and both times as a multiple of a bare fetch of the same
 * API made in the same run. Median of RUNS fresh browser contexts.
 *
 * Run with `npm run bench -- review` or `npx tsx test/bench/review.bench.ts`. A measurement: nothing here
 * passes or fails on timings.
 */
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { startLocalSystem } from '../../infra/local/system';
import { createReviewFixture } from '../integration/review/review-fixture';
import { launchChromium, VIEWPORTS } from '../e2e/review/review-browser';

const RUNS = 5;
const JS_TARGET_BYTES = 150 * 1024;

interface RunResult {
  js: Map<string, number>;
  css: Map<string, number>;
  apiMs: number;
  /** When the review data had arrived (ms after navigation start). */
  apiEndMs: number;
  loadedDataMs: number;
  firstFrameMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

async function measure(browser: Browser, url: string): Promise<RunResult> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  const js = new Map<string, number>();
  const css = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    const type = response.headers()['content-type'] ?? '';
    const isJs = path.endsWith('.js') || type.includes('javascript');
    const isCss = path.endsWith('.css') || type.includes('text/css');
    if (!isJs && !isCss) return;
    pending.push(
      response
        .body()
        .then((body) => {
          (isJs ? js : css).set(path, gzipSync(body).length);
        })
        .catch(() => undefined),
    );
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __frames: { loadeddata?: number; presented?: number } };
    w.__frames = {};
    new MutationObserver(() => {
      const video = document.querySelector('video');
      if (!video || video.dataset.benchHooked) return;
      video.dataset.benchHooked = '1';
      video.muted = true;
      video.addEventListener(
        'loadeddata',
        () => {
          w.__frames.loadeddata = performance.now();
          video.requestVideoFrameCallback(() => {
            w.__frames.presented = performance.now();
          });
          void video.play().catch(() => undefined);
        },
        { once: true },
      );
      // The player may adopt the element index.html preloaded, its first frame already there when it is
      // put on the page: the frame counts as available from then. (No named functions in this script:
      // tsx would wrap them in a helper the page does not have.)
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA)
        video.dispatchEvent(new Event('loadeddata'));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(
    () => (window as unknown as { __frames: { presented?: number } }).__frames.presented !== undefined,
    undefined,
    { timeout: 30_000 },
  );
  const frames = await page.evaluate(
    () => (window as unknown as { __frames: { loadeddata: number; presented: number } }).__frames,
  );
  const api = await page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/review/')) as
      PerformanceResourceTiming | undefined;
    return entry
      ? { ms: entry.responseEnd - entry.startTime, end: entry.responseEnd }
      : { ms: NaN, end: NaN };
  });
  await Promise.all(pending);
  await context.close();
  return {
    js,
    css,
    apiMs: api.ms,
    apiEndMs: api.end,
    loadedDataMs: frames.loadeddata,
    firstFrameMs: frames.presented,
  };
}

export async function run(): Promise<void> {
  const system = await startLocalSystem({
    inMemory: true,
    ports: { app: 0, dynamodb: 0, s3sqs: 0, mail: 0, cognito: 0, drive: 0, paddle: 0 },
    web: 'static',
    workers: false,
    log: () => undefined,
  });
  let browser: Browser | undefined;
  try {
    Object.assign(process.env, system.env);
    const fixture = await createReviewFixture({ videoCount: 3 });
    const url = `${system.urls.app}/Review?token=${fixture.token}`;
    browser = await launchChromium();
    await measure(browser, url); // warm the server side (handler import, SDK clients)
    const results: RunResult[] = [];
    for (let i = 0; i < RUNS; i++) results.push(await measure(browser, url));

    // The same API asked directly (no page, no JavaScript), as many times, in the same run: the floor the
    // page's figures are compared with.
    const apiUrl = `${system.urls.app}/api/review/${fixture.token}`;
    const bare: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const response = await fetch(apiUrl, { headers: { accept: 'application/json' } });
      await response.text();
      bare.push(performance.now() - started);
    }
    const bareMs = median(bare);

    const last = results.at(-1) as RunResult;
    const jsBytes = sum(last.js);
    const cssBytes = sum(last.css);
    console.log(`review route, cold load, ${RUNS} runs (desktop 1440×900, local system)`);
    console.log(
      `  JavaScript (gzip): ${kb(jsBytes)} in ${last.js.size} files (target ≤ ${kb(JS_TARGET_BYTES)}: ${jsBytes <= JS_TARGET_BYTES ? 'met' : 'NOT met'})`,
    );
    for (const [path, bytes] of [...last.js.entries()].sort((a, b) => b[1] - a[1])) {
      console.log(`    ${kb(bytes).padStart(9)}  ${path}`);
    }
    console.log(
      `  CSS (gzip): ${kb(cssBytes)} in ${last.css.size} files (MUI styles are CSS-in-JS, inside the JS)`,
    );
    const forbidden = [...last.js.keys()].filter((p) =>
      /amplify|charts|dashboard|project-page|projects-page|import-page|settings/.test(p),
    );
    console.log(
      `  editor/auth/chart chunks loaded: ${forbidden.length === 0 ? 'none' : forbidden.join(', ')}`,
    );
    console.log(
      `  GET /api/review/{token}: median ${median(results.map((r) => r.apiMs)).toFixed(0)} ms, answered at ${median(results.map((r) => r.apiEndMs)).toFixed(0)} ms after navigation start`,
    );
    console.log(
      `  first video frame available ('loadeddata'): median ${median(results.map((r) => r.loadedDataMs)).toFixed(0)} ms after navigation start`,
    );
    console.log(
      `  first video frame presented (requestVideoFrameCallback after play()): median ${median(results.map((r) => r.firstFrameMs)).toFixed(0)} ms`,
    );
    const dataMs = median(results.map((r) => r.apiEndMs));
    const frameMs = median(results.map((r) => r.firstFrameMs));
    console.log(`  bare fetch of the same API (Node, same run): median ${bareMs.toFixed(0)} ms`);
    console.log(
      `  navigation → review data ${dataMs.toFixed(0)} ms = ${(dataMs / bareMs).toFixed(1)}× the bare fetch; navigation → first frame ${frameMs.toFixed(0)} ms = ${(frameMs / bareMs).toFixed(1)}× the bare fetch`,
    );
  } finally {
    await browser?.close();
    await system.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
