/**
 * Chromium for the e2e tests (playwright-core driving the system's /usr/bin/chromium; no browser download).
 * One browser per test file: `const browser = await launchBrowser()` in beforeAll, `await browser.close()`
 * in afterAll; a fresh context per test (`newPage(browser)`) so storage never leaks between tests.
 *
 * Every context of a launched browser reports its pages' `securitypolicyviolation` events; the e2e setup
 * (test/support/e2e-csp-guard.ts) fails the test during which one happened, so a strict policy and a clean
 * console are checked on every journey, not on one page.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
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

/** One Content-Security-Policy violation a page reported. */
export interface CspViolation {
  readonly page: string;
  readonly directive: string;
  readonly blocked: string;
  readonly sample: string;
  readonly source: string;
}

const cspViolations: CspViolation[] = [];

/** The violations reported since the last call (the e2e setup checks them after each test). */
export function takeCspViolations(): CspViolation[] {
  return cspViolations.splice(0);
}

const CSP_BINDING = '__cutroomCspViolation';

async function reportCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding(CSP_BINDING, ({ page }, violation: Omit<CspViolation, 'page'>) => {
    cspViolations.push({ page: page.url(), ...violation });
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, ((v: unknown) => void) | undefined>)[binding];
      report?.({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  }, CSP_BINDING);
}

/** `extraArgs` add to the standard flags (e.g. the review tests' autoplay policy). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
  // Every context (browser.newPage makes one through newContext too) reports CSP violations.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    await reportCspViolations(context);
    return context;
  };
  return browser;
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
