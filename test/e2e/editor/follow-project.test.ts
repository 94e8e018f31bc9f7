/**
 * Following a project in Chromium against the local system, at 1280×800 and 390×844: the member who
 * created a project sees 'Following' pressed; pressing it unfollows (the choice survives a reload), pressing
 * again follows. Screenshots of the project page in both states.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';
import { createReviewFixture } from '../../integration/review/review-fixture';
import {
  journeyBrowser,
  REFERENCE_SIZES,
  saveScreenshot,
  visible,
  type JourneySize,
} from '../support/journey-browser';
import { signInThroughUi } from './editor-browser';
import { ownerWithProfile } from '../../integration/editor-api/support/users';

const { contextFor } = journeyBrowser(REFERENCE_SIZES);

const toggle = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe.each<JourneySize>(['desktop', 'phone'])('the Follow toggle (%s)', (size) => {
  it('the creator follows from the start, unfollows and follows again; the choice is kept', async () => {
    const user = await ownerWithProfile(`Follower ${size}`);
    const owner = user.test;
    const f = await createReviewFixture({ owner, videoCount: 1, projectName: `Followed ${size}` });
    const context = await contextFor(size);
    const page = await context.newPage();
    try {
      await signInThroughUi(page, user.email, user.password);
      await page.goto(`/Project?id=${f.projectId}`);
      const following = toggle(page, PROJECT_MESSAGES.following);
      await visible(following);
      expect(await following.getAttribute('aria-pressed')).toBe('true');
      await saveScreenshot(page, `project-follow-following-${size}`, { settleMs: 250 });

      await following.click();
      const follow = toggle(page, PROJECT_MESSAGES.follow);
      await visible(follow);
      expect(await follow.getAttribute('aria-pressed')).toBe('false');
      await page.reload();
      await visible(toggle(page, PROJECT_MESSAGES.follow));
      await saveScreenshot(page, `project-follow-not-following-${size}`, { settleMs: 250 });

      await toggle(page, PROJECT_MESSAGES.follow).click();
      await visible(toggle(page, PROJECT_MESSAGES.following));
    } finally {
      await context.close();
    }
  });
});
