/** A client on the review page plays the first `seconds` of the video, pauses and leaves (the batch goes). */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { visible } from '../support/journey-browser';

export async function clientWatches(page: Page, token: string, seconds: number): Promise<void> {
  await page.goto(`/Review?token=${token}`);
  const video = page.getByTestId('review-video');
  await visible(video);
  await expect
    .poll(() => video.evaluate((v) => (v as HTMLVideoElement).readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(2);
  await video.evaluate((v) => {
    const element = v as HTMLVideoElement;
    element.currentTime = 0;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(seconds);
  await video.evaluate((v) => (v as HTMLVideoElement).pause());
  await page.goto('about:blank');
}
