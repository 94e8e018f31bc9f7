import { describe, expect, it } from 'vitest';
import {
  newFeedbackNotification,
  notificationBadgeText,
  projectApprovedNotification,
  projectLink,
  projectReminderNotification,
  videoApprovedNotification,
} from '../../../shared/domain/notification-texts';

describe('notification texts', () => {
  it('links to the project page', () => {
    expect(projectLink('01ABC')).toBe('/Project?id=01ABC');
    expect(projectLink('a b&c')).toBe('/Project?id=a%20b%26c');
  });
  it('new feedback names the reviewer, the count and the project', () => {
    expect(
      newFeedbackNotification({ projectId: 'p1', projectName: 'Promo', noteCount: 3, reviewer: 'Dana' }),
    ).toEqual({
      type: 'new_feedback',
      title: 'New feedback received',
      body: 'Dana left 3 notes on "Promo".',
      link: '/Project?id=p1',
    });
    expect(
      newFeedbackNotification({ projectId: 'p1', projectName: 'Promo', noteCount: 1, reviewer: 'Anonymous' })
        .body,
    ).toBe('Anonymous left 1 note on "Promo".');
  });
  it('video approved, project approved and reminder', () => {
    expect(
      videoApprovedNotification({ projectId: 'p', projectName: 'P', videoTitle: 'Cut 2', reviewer: 'Dana' }),
    ).toMatchObject({
      type: 'video_approved',
      body: 'Dana approved "Cut 2" in "P".',
      link: '/Project?id=p',
    });
    expect(projectApprovedNotification({ projectId: 'p', projectName: 'P' })).toMatchObject({
      type: 'project_approved',
      title: 'Project approved',
    });
    expect(projectReminderNotification({ projectId: 'p', projectName: 'P', daysWaiting: 1 })).toMatchObject({
      type: 'project_reminder',
      body: '"P" has had no status change for 1 day.',
    });
    expect(projectReminderNotification({ projectId: 'p', projectName: 'P', daysWaiting: 4 }).body).toContain(
      '4 days',
    );
  });
  it('badge shows nothing at zero, the count to 9, then 9+', () => {
    expect(notificationBadgeText(0)).toBe('');
    expect(notificationBadgeText(-2)).toBe('');
    expect(notificationBadgeText(NaN)).toBe('');
    expect(notificationBadgeText(1)).toBe('1');
    expect(notificationBadgeText(9)).toBe('9');
    expect(notificationBadgeText(10)).toBe('9+');
  });
});
