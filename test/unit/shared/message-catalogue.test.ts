import { describe, expect, it } from 'vitest';
import * as catalogue from '../../../shared/messages';

type Value = string | ((...args: never[]) => unknown) | readonly unknown[] | { readonly [k: string]: Value };

function* strings(value: unknown, path: string): Generator<[string, unknown]> {
  if (typeof value === 'function') return;
  if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) yield* strings(v, `${path}.${k}`);
    return;
  }
  yield [path, value];
}

describe('message catalogue', () => {
  it('holds only non-empty strings (and templates)', () => {
    let count = 0;
    for (const [name, group] of Object.entries(catalogue)) {
      for (const [path, value] of strings(group as Value, name)) {
        count += 1;
        expect(typeof value, path).toBe('string');
        expect((value as string).trim(), path).not.toBe('');
      }
    }
    expect(count).toBeGreaterThan(200);
  });

  it('has the exact spec texts', () => {
    const c = catalogue;
    expect(c.COMMON_MESSAGES.archivedProject).toBe('Cannot modify archived projects.');
    expect(c.REVIEW_MESSAGES.notFound).toBe('Review link not found');
    expect(c.REVIEW_MESSAGES.expired).toBe('This review link has expired');
    expect(c.REVIEW_MESSAGES.missingToken).toBe('No review token provided');
    expect(c.IMPORT_MESSAGES.folderNotFound).toBe(
      "The link looks wrong or we can't access it. Check the URL and try again.",
    );
    expect(c.PROJECT_MESSAGES.archivedBanner).toBe(
      'Archived Project - This project has been archived and is now read-only. No changes can be made.',
    );
    expect(c.PROJECTS_LIST_MESSAGES.archiveConfirmBody).toBe(
      'This will move the project to the "Archived" section. You can restore it later.',
    );
    expect(c.NOTIFICATION_MESSAGES.loadFailed).toBe("Couldn't load notifications. Please try again.");
    expect(c.LINK_CARD_MESSAGES.rateLimited).toBe(
      'Rate limit exceeded. Please wait a moment before trying again.',
    );
    expect(c.DASHBOARD_MESSAGES.rateLimitToast).toBe(
      'Rate limit exceeded. Please wait a moment before refreshing.',
    );
    expect(c.AUTH_MESSAGES.accountCreated).toBe(
      'Account created successfully! Please check your email to confirm your account before signing in.',
    );
    expect(c.SETTINGS_MESSAGES.deleteConfirm).toBe(
      'This action cannot be undone. This will permanently delete your account and all associated data.',
    );
    expect(c.BILLING_MESSAGES.saveTwoMonths).toBe('Save 2 Months');
    expect(c.PROJECT_MESSAGES.accessDeniedBody).toBe(
      "You don't have permission to view this project, or it doesn't exist.",
    );
  });

  it('fills the templates as the spec words them', () => {
    const c = catalogue;
    expect(c.VIDEO_MESSAGES.videoMarked('Approved')).toBe('Video marked as Approved.');
    expect(c.VIDEO_MESSAGES.noteMarked('Done')).toBe('Note marked as Done.');
    expect(c.VIDEO_MESSAGES.updatedToVersion(3)).toBe('Video updated to Version 3');
    expect(c.VIDEO_MESSAGES.added('Intro')).toBe('"Intro" was successfully added to the project.');
    expect(c.IMPORT_MESSAGES.driveConnectFailed('timeout')).toBe(
      'Failed to connect to Google Drive: timeout',
    );
    expect(c.IMPORT_MESSAGES.foundSelected(4, 3)).toBe('Found 4 videos • 3 selected');
    expect(c.IMPORT_MESSAGES.continueWith(2)).toBe('Continue with 2 videos');
    expect(c.IMPORT_MESSAGES.projectsUsed(2, 3)).toBe('2 of 3 projects used');
    expect(c.IMPORT_MESSAGES.whatHappensNextItems(2)).toHaveLength(4);
    expect(c.SETTINGS_MESSAGES.updateProfileFailed('boom')).toBe('Failed to update profile: boom');
    expect(c.REVIEW_MESSAGES.counter(1, 4)).toBe('1 of 4');
    expect(c.REVIEW_MESSAGES.versionLabel(1)).toBe('Version 1');
    expect(c.VIDEO_MESSAGES.versionLabel(2)).toBe('Version 2');
    expect(c.LINK_CARD_MESSAGES.expiresInDays(1)).toBe('Expires in 1 day');
    expect(c.LINK_CARD_MESSAGES.expiresInDays(5)).toBe('Expires in 5 days');
    expect(c.LINK_CARD_MESSAGES.expiresOn('Jan 01, 2026 at 1:00 PM')).toBe('Expires Jan 01, 2026 at 1:00 PM');
    expect(c.PROJECT_MESSAGES.createdOn('Jan 1, 2026')).toBe('Created Jan 1, 2026');
    expect(c.BILLING_MESSAGES.renewsOn('May 01, 2026')).toBe('Renews on May 01, 2026');
    expect(c.DASHBOARD_MESSAGES.greeting('Sam')).toBe('Welcome back, Sam');
    expect(c.DASHBOARD_MESSAGES.usage(2, 3)).toBe('2 of 3 active projects used');
    expect(c.BILLING_MESSAGES.planLimitReached('Free', 3)).toBe(
      'Your Free plan allows 3 active projects. Archive a project or upgrade to add more.',
    );
    expect(c.DASHBOARD_MESSAGES.usage(7, null)).toBe('7 active projects (unlimited)');
  });

  it('makes every count agree with its noun by the plural rules (no "1 active projects", no "video(s)")', () => {
    const c = catalogue;
    expect(c.DASHBOARD_MESSAGES.usage(1, null)).toBe('1 active project (unlimited)');
    expect(c.DASHBOARD_MESSAGES.usage(0, null)).toBe('0 active projects (unlimited)');
    expect(c.IMPORT_MESSAGES.continueWith(1)).toBe('Continue with 1 video');
    expect(c.IMPORT_MESSAGES.foundSelected(1, 1)).toBe('Found 1 video • 1 selected');
    expect(c.IMPORT_MESSAGES.whatHappensNextItems(1)[0]).toBe('A project will be created with 1 video');
    expect(c.LINK_CARD_MESSAGES.opened(1, 'today')).toBe('Opened 1 time, last today');
    expect(c.LINK_CARD_MESSAGES.opened(2, 'today')).toBe('Opened 2 times, last today');
    expect(c.REPLY_MESSAGES.replyCount(1)).toBe('1 reply');
    expect(c.REVIEW_MESSAGES.showingNotes(1, 1)).toBe('Showing 1 of 1 note');
    expect(c.MAIL_MESSAGES.videoApproved.progress(1, 1)).toBe('1 of 1 video is approved.');
    expect(c.MAIL_MESSAGES.videoApproved.progress(2, 5)).toBe('2 of 5 videos are approved.');
  });
});
