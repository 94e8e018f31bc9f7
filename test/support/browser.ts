/**
 * Chromium for the e2e tests (playwright-core driving the system's /usr/bin/chromium; no browser download).
 * One browser per test file: `const browser = await launchBrowser()` in beforeAll, `await browser.close()`
 * in afterAll; a fresh context per test (`newPage(browser)`) so storage never leaks between tests.
 */
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { baseUrl } from './env';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
] as const;

/** `extraArgs` add to the standard flags (e.g. the review tests' autoplay policy). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;

/**
 * A page in a fresh context whose relative URLs resolve against the test system (`page.goto('/Health')`).
 * Browser console errors are collected on `page.consoleErrors` for assertions.
 */
export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page & { consoleErrors: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: DESKTOP_VIEWPORT, ...options });
  const page = (await context.newPage()) as Page & { consoleErrors: string[] };
  page.consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') page.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => page.consoleErrors.push(error.message));
  return page;
}
