/**
 * Chromium for the editor journeys (playwright-core against the system's Chromium), with the viewports the
 * journeys run at and small helpers shared by them. Every page and browser is closed by the caller.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export { launchBrowser } from '../../support/browser';

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');

export async function newEditorContext(
  browser: Browser,
  baseUrl: string,
  viewport: ViewportName,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    deviceScaleFactor: 1,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  return context;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `editor-${name}.png`), fullPage: false });
}

/** Signs in through the login page and waits for the dashboard. */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/Dashboard$/, { timeout: 20_000 });
  await page.getByRole('heading', { name: /Welcome back/ }).waitFor({ timeout: 20_000 });
}

/**
 * A page of `context` where `user` has signed in through the login page (on the dashboard). The context is
 * closed again when signing in fails; otherwise the caller closes it.
 */
export async function signInInContext(
  context: BrowserContext,
  user: { readonly email: string; readonly password: string },
): Promise<{ context: BrowserContext; page: Page }> {
  try {
    const page = await context.newPage();
    await signInThroughUi(page, user.email, user.password);
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** Waits for the toast (an alert or a status) that says `text`. */
export async function waitForToast(page: Page, text: string | RegExp, timeoutMs = 25_000): Promise<void> {
  await page
    .getByRole('alert')
    .or(page.getByRole('status'))
    .filter({ hasText: text })
    .first()
    .waitFor({ timeout: timeoutMs });
}

/** The confirmation code of the newest mail to `email` on the local mail page (`/store`). */
export async function confirmationCodeFromMail(
  mailUrl: string,
  email: string,
  timeoutMs = 20_000,
): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const response = await fetch(new URL('/store', mailUrl));
    const store = (await response.json()) as {
      emails?: { destination?: { to?: string[] }; body?: { text?: string } }[];
    };
    const mails = (store.emails ?? []).filter((m) => m.destination?.to?.includes(email));
    const code = /(\d{6})/.exec(mails.at(-1)?.body?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No confirmation mail for ${email} on ${mailUrl}`);
}
