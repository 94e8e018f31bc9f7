/**
 * The preamble every journey file repeated: one Chromium for the file (launched before its tests, closed
 * after), fresh contexts at the journey's desktop and phone sizes on the local system, the wait for an
 * element to show and the screenshot under test/e2e/screenshots/. A context is closed by the test that made it.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, PHONE_VIEWPORT } from '../../support/browser';
import { baseUrl } from '../../support/env';

export type JourneySize = 'desktop' | 'phone';
export type JourneySizes = Readonly<Record<JourneySize, { readonly width: number; readonly height: number }>>;

/** The journeys' usual sizes: a wide laptop and a phone. */
export const WIDE_SIZES: JourneySizes = { desktop: { width: 1440, height: 900 }, phone: PHONE_VIEWPORT };
/** The reference sizes (1280×800 and the phone). */
export const REFERENCE_SIZES: JourneySizes = {
  desktop: { width: 1280, height: 800 },
  phone: PHONE_VIEWPORT,
};

export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');

export interface JourneyBrowser {
  /** The file's browser (only inside a test or hook: it is launched in beforeAll). */
  readonly browser: () => Browser;
  /** A fresh context at `size`: relative URLs resolve against the local system, touch on the phone. */
  readonly contextFor: (size: JourneySize) => Promise<BrowserContext>;
}

/** Registers the file's browser hooks; call once at the top level of a test file. */
export function journeyBrowser(
  sizes: JourneySizes = WIDE_SIZES,
  launch: () => Promise<Browser> = () => launchBrowser(),
): JourneyBrowser {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launch();
  });
  afterAll(async () => {
    await launched?.close();
  });
  const browser = () => {
    if (!launched) throw new Error('the journey browser is launched in beforeAll: use it inside a test');
    return launched;
  };
  return {
    browser,
    contextFor: (size) =>
      browser().newContext({
        baseURL: baseUrl(),
        viewport: sizes[size],
        isMobile: size === 'phone',
        hasTouch: size === 'phone',
        deviceScaleFactor: 1,
      }),
  };
}

/** Waits (up to 20 s) until `locator` is visible. */
export const visible = (locator: Locator): Promise<void> =>
  locator.waitFor({ state: 'visible', timeout: 20_000 });

/**
 * Saves `target` (a page, or one element of it) as SCREENSHOT_DIR/<file>.png, after `settleMs` so that
 * transitions have ended; `fullPage` takes a page's whole height, `animations: 'disabled'` finishes them.
 */
export async function saveScreenshot(
  target: Page | Locator,
  file: string,
  options: { settleMs?: number; fullPage?: boolean; animations?: 'disabled' | 'allow' } = {},
): Promise<void> {
  const { settleMs, fullPage, animations } = options;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  if (settleMs) await new Promise((resolve) => setTimeout(resolve, settleMs));
  const path = join(SCREENSHOT_DIR, `${file}.png`);
  await ('goto' in target
    ? target.screenshot({ path, fullPage: fullPage ?? false, animations })
    : target.screenshot({ path, animations }));
}
