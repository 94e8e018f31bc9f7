/** Shared by the public site's e2e files: the two viewports and a page-ready wait. */
import type { Page } from 'playwright-core';

export const PUBLIC_VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * Opens a page and waits until the app has taken over the prerendered HTML (main.tsx marks #root
 * `data-ready` after its first render; the prerendered markup is plain HTML that does not react to clicks yet).
 */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('#root[data-ready="true"]').waitFor({ state: 'attached' });
}
