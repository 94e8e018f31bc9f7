import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationBell } from '../../../frontend/src/features/notifications/components/notification-bell';
import { renderApp } from './test-app';

const NOW = new Date().toISOString();

describe('new-notification toast', () => {
  it('a notification that arrives after the first load shows a toast with View', async () => {
    let items: unknown[] = [];
    let polls = 0;
    renderApp(<NotificationBell />, {
      responder: (call) =>
        call.path === '/api/notifications'
          ? (polls++, { status: 200, body: { items, unreadCount: items.length } })
          : undefined,
    });
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(polls).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    items = [
      {
        id: 'N1',
        userId: 'user-1',
        type: 'new_feedback',
        title: 'New feedback received',
        body: 'Clara left 1 note',
        link: '/Project?id=P1',
        isRead: false,
        dismissed: false,
        createdAt: NOW,
      },
    ];
    // The bell polls every minute, and at once when the editor comes back to the tab.
    window.dispatchEvent(new Event('visibilitychange'));
    const toast = await screen.findByText(
      'New feedback received',
      { selector: '.MuiAlert-message' },
      { timeout: 5_000 },
    );
    expect(toast.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'View' })).toBeInTheDocument();
  }, 20_000);
});
