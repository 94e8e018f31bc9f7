import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../shared/domain/entities';
import { newNotificationsToToast } from '../../../frontend/src/features/notifications/components/notifications-to-toast';

function notification(id: string, minute: number, isRead = false): Notification {
  return {
    id,
    userId: 'user-1',
    type: 'new_feedback',
    title: id,
    body: '',
    link: '/Project?id=P1',
    isRead,
    dismissed: false,
    createdAt: new Date(Date.UTC(2026, 10, 27, 10, minute)).toISOString(),
  };
}

describe('newNotificationsToToast', () => {
  it('toasts only unread ones not seen before, oldest first so the newest ends on top of the stack', () => {
    // The list comes newest first, as the API sends it.
    const items = [
      notification('feedback', 5),
      notification('opened', 4),
      notification('read-elsewhere', 3, true),
      notification('ready', 2),
      notification('old', 1),
    ];
    const seen = new Set(['old']);
    expect(newNotificationsToToast(items, seen).map((n) => n.id)).toEqual(['ready', 'opened', 'feedback']);
  });

  it('a burst larger than the stack shows only the newest three; the rest wait in the bell', () => {
    const items = [5, 4, 3, 2, 1].map((m) => notification(`n${m}`, m));
    expect(newNotificationsToToast(items, new Set()).map((n) => n.id)).toEqual(['n3', 'n4', 'n5']);
  });

  it('nothing new, nothing toasted', () => {
    const items = [notification('a', 2), notification('b', 1)];
    expect(newNotificationsToToast(items, new Set(['a', 'b']))).toEqual([]);
  });
});
