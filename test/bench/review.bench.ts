/**
 * Benchmark: the client review route in Chromium against the local system (in memory, SPA built and served
 * statically, gzip as CloudFront sends it), on a phone (390×844) over throttled networks with a throttled CPU
 * (Chrome DevTools Protocol: `Network.emulateNetworkConditions`, `Emulation.setCPUThrottlingRate`):
 *   Slow 4G: 150 ms RTT, 1.6 Mbps down, CPU ×4 (target: first frame ≤ 2.5 s)
 *   Fast 4G:  60 ms RTT,   9 Mbps down, CPU ×4 (target: first frame ≤ 1.2 s)
 * For each profile, RUNS cold loads of /Review?token=… (a fresh browser context each, cache disabled): the
 * time from navigation start to the first video frame presented (requestVideoFrameCallback after the
 * <video>'s 'loadeddata' and play()), median and max, with 'loadeddata' and the review API's answer; the
 * same run's bare fetch of the review API (a navigation to the API URL alone, same throttling) is the
 * reference. The first load's JavaScript (gzip, as transferred) is listed by file.
 *
 * Run with `npm run bench -- review.bench` (or `npx tsx test/bench/review.bench.ts`). A measurement: targets
 * are printed as met / NOT met; nothing fails on a timing.
 */
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createReviewFixture } from '../integration/review/review-fixture';
import { brandStore } from '../../functions/branding';
import { setPlan } from '../../functions/projects/store/profile-repository';
import { launchChromium, VIEWPORTS } from '../e2e/review/review-browser';
import { startBenchSystem } from './bench-kit';

const RUNS = 5;
/** The review route's gzip JS target on React (the route bench, `npm run bench -- frontend`, checks it). */
const JS_TARGET_KB = 175;

interface Profile {
  name: string;
  latencyMs: number;
  downloadMbps: number;
  uploadMbps: number;
  cpuSlowdown: number;
  targetMs: number;
}

/** DevTools' throttling presets, as the product's targets name them. */
export const PROFILES: readonly Profile[] = [
  { name: 'Slow 4G', latencyMs: 150, downloadMbps: 1.6, uploadMbps: 0.75, cpuSlowdown: 4, targetMs: 2500 },
  { name: 'Fast 4G', latencyMs: 60, downloadMbps: 9, uploadMbps: 1.5, cpuSlowdown: 4, targetMs: 1200 },
];

interface RunResult {
  /** Transferred bytes of each JavaScript file (gzip as served). */
  js: Map<string, number>;
  /** When the review data had arrived (ms after navigation start). */
  apiEndMs: number;
  /** When the app had rendered (#root data-ready) and when the <video> was in the page. */
  readyMs: number;
  videoMs: number;
  loadedDataMs: number;
  firstFrameMs: number;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const max = (values: readonly number[]) => Math.max(...values);
const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

/** A fresh phone context whose page runs under the profile's network and CPU throttling, cache disabled. */
async function throttledPage(
  browser: Browser,
  profile: Profile,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downloadMbps * 1_000_000) / 8,
    uploadThroughput: (profile.uploadMbps * 1_000_000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  return { context, page };
}

async function coldLoad(browser: Browser, profile: Profile, url: string): Promise<RunResult> {
  const { context, page } = await throttledPage(browser, profile);
  await page.addInitScript(() => {
    const w = window as unknown as {
      __frames: { ready?: number; video?: number; loadeddata?: number; presented?: number };
    };
    w.__frames = {};
    new MutationObserver(() => {
      if (w.__frames.ready === undefined && document.getElementById('root')?.dataset.ready)
        w.__frames.ready = performance.now();
      const video = document.querySelector('video');
      if (!video || video.dataset.benchHooked) return;
      video.dataset.benchHooked = '1';
      w.__frames.video = performance.now();
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
      // index.html puts the first video on the page itself once the review data is here (the player adopts
      // that element later); were its first frame already decoded when it is seen, it counts from then. (No named functions in this script:
      // tsx would wrap them in a helper the page does not have.)
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA)
        video.dispatchEvent(new Event('loadeddata'));
    }).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-ready'],
    });
  });
  await page.goto(url, { waitUntil: 'commit' });
  // Both: the first frame may be shown before the app has rendered (index.html shows it, the app starts after).
  await page.waitForFunction(
    () => {
      const f = (window as unknown as { __frames: { presented?: number; ready?: number } }).__frames;
      return f.presented !== undefined && f.ready !== undefined;
    },
    undefined,
    { timeout: 60_000 },
  );
  const frames = await page.evaluate(
    () =>
      (
        window as unknown as {
          __frames: { ready?: number; video?: number; loadeddata: number; presented: number };
        }
      ).__frames,
  );
  const timings = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const api = resources.find((e) => e.name.includes('/api/review/'));
    return {
      apiEnd: api ? api.responseEnd : Number.NaN,
      js: resources
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ path: new URL(e.name).pathname, bytes: e.encodedBodySize })),
    };
  });
  await context.close();
  return {
    js: new Map(timings.js.map((f) => [f.path, f.bytes])),
    apiEndMs: timings.apiEnd,
    readyMs: frames.ready ?? Number.NaN,
    videoMs: frames.video ?? Number.NaN,
    loadedDataMs: frames.loadeddata,
    firstFrameMs: frames.presented,
  };
}

/** The review API alone, navigated to under the same throttling: when its answer had fully arrived. */
async function bareFetch(browser: Browser, profile: Profile, apiUrl: string): Promise<number> {
  const { context, page } = await throttledPage(browser, profile);
  await page.goto(apiUrl, { waitUntil: 'load' });
  const end = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return nav ? nav.responseEnd : Number.NaN;
  });
  await context.close();
  return end;
}

export async function run(): Promise<void> {
  const system = await startBenchSystem({ web: 'static' });
  let browser: Browser | undefined;
  try {
    Object.assign(process.env, system.env);
    const fixture = await createReviewFixture({ videoCount: 3 });
    // CUTROOM_BENCH_BRANDED=1: the same review with a Pro workspace's brand in force (its theme chunk loads).
    if (process.env['CUTROOM_BENCH_BRANDED'] === '1') {
      await setPlan(fixture.db, fixture.ownerId, { planLevel: 'pro' });
      await brandStore(fixture.db).put({
        workspaceId: fixture.ownerId,
        displayName: 'Acme Studio',
        accent: '#e11d48',
        theme: 'light',
        showPoweredBy: true,
        logoKey: null,
        logoWidth: null,
        logoHeight: null,
        updatedAt: new Date().toISOString(),
      });
    }
    const url = `${system.urls.app}/Review?token=${fixture.token}`;
    const apiUrl = `${system.urls.app}/api/review/${fixture.token}`;
    browser = await launchChromium();
    // Warms the server side (handler import, SDK clients) so the first measured load is not a cold Lambda.
    await coldLoad(browser, PROFILES[1] as Profile, url);

    console.log(
      `review route, phone ${VIEWPORTS.phone.width}×${VIEWPORTS.phone.height}, ${RUNS} cold loads per profile (local system, gzip as CloudFront sends it)`,
    );
    let first: RunResult | undefined;
    for (const profile of PROFILES) {
      const results: RunResult[] = [];
      const bare: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        results.push(await coldLoad(browser, profile, url));
        bare.push(await bareFetch(browser, profile, apiUrl));
      }
      first ??= results[0];
      const frame = results.map((r) => r.firstFrameMs);
      const met = median(frame) <= profile.targetMs && max(frame) <= profile.targetMs;
      console.log(
        `${profile.name} (${profile.latencyMs} ms RTT, ${profile.downloadMbps} Mbps, CPU ×${profile.cpuSlowdown})`,
      );
      console.log(
        `  first video frame presented  median ${ms(median(frame))}  max ${ms(max(frame))}  (target ≤ ${profile.targetMs} ms: ${met ? 'met' : 'NOT met'})`,
      );
      console.log(
        `  app rendered (#root ready)   median ${ms(median(results.map((r) => r.readyMs)))}  max ${ms(max(results.map((r) => r.readyMs)))}`,
      );
      console.log(
        `  <video> in the page          median ${ms(median(results.map((r) => r.videoMs)))}  max ${ms(max(results.map((r) => r.videoMs)))}`,
      );
      console.log(
        `  'loadeddata'                 median ${ms(median(results.map((r) => r.loadedDataMs)))}  max ${ms(max(results.map((r) => r.loadedDataMs)))}`,
      );
      console.log(
        `  review data arrived          median ${ms(median(results.map((r) => r.apiEndMs)))}  max ${ms(max(results.map((r) => r.apiEndMs)))}`,
      );
      console.log(
        `  bare fetch of the review API median ${ms(median(bare))}  max ${ms(max(bare))}  (reference: first frame = ${(median(frame) / median(bare)).toFixed(1)}× it)`,
      );
    }
    if (first) {
      const total = [...first.js.values()].reduce((a, b) => a + b, 0);
      console.log(
        `JavaScript transferred on a cold load (gzip): ${(total / 1024).toFixed(1)} KB in ${first.js.size} files (route target ≤ ${JS_TARGET_KB} KB)`,
      );
      for (const [path, bytes] of [...first.js.entries()].sort((a, b) => b[1] - a[1])) {
        console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${path}`);
      }
      const forbidden = [...first.js.keys()].filter((p) =>
        /amplify|charts|dashboard|project-page|projects-page|import-page|settings|vendor-router|editor/.test(
          p,
        ),
      );
      console.log(
        `  editor/auth/router/chart chunks loaded: ${forbidden.length === 0 ? 'none' : forbidden.join(', ')}`,
      );
    }
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
