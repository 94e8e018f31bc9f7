/**
 * Chromium for the review e2e tests and the review benchmark (playwright-core driving the system
 * /usr/bin/chromium; no browser download). Autoplay is allowed so a test can start the player without a
 * gesture; everything stays on 127.0.0.1.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../support/browser';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export function launchChromium(): Promise<Browser> {
  return launchBrowser(['--autoplay-policy=no-user-gesture-required', '--mute-audio']);
}
