import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationBell } from '../../../frontend/src/features/notifications/components/notification-bell';
import { renderApp, type Responder } from './test-app';

const NOW = new Date().toISOString();
const notification = (n: number, isRead = false) => ({
  id: `N${n}`,
  userId: 'user-1',
  type: 'new_feedback',
  title: `New feedback ${n}`,
  body: `Clara left ${n} notes`,
  link: `/Project?id=P${n}`,
  isRead,
  dismissed: false,
  createdAt: NOW,
});

const list =
  (items: unknown[], unreadCount: number): Responder =>
  (call) => {
    if (call.path === '/api/notifications') return { status: 200, body: { items, unreadCount } };
    if (call.path.endsWith('/read') && call.method === 'POST')
      return { status: 200, body: notification(1, true) };
    if (call.path === '/api/notifications/read-all') return { status: 200, body: { updated: unreadCount } };
    return undefined;
  };

describe('notification bell', () => {
  it("shows '9+' above 9 unread", async () => {
    renderApp(<NotificationBell />, { responder: list([notification(1)], 12) });
    expect(await screen.findByText('9+')).toBeInTheDocument();
  });

  it('shows the count up to 9 and the empty state when there is nothing', async () => {
    const first = renderApp(<NotificationBell />, { responder: list([notification(1)], 3) });
    expect(await screen.findByText('3')).toBeInTheDocument();
    first.unmount();
    renderApp(<NotificationBell />, { responder: list([], 0) });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
    expect(screen.getByText("You're all caught up!")).toBeInTheDocument();
  });

  it('offers Retry after a failed load', async () => {
    let fail = true;
    renderApp(<NotificationBell />, {
      responder: (call) =>
        call.path === '/api/notifications'
          ? fail
            ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }
            : { status: 200, body: { items: [notification(5)], unreadCount: 1 } }
          : undefined,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText("Couldn't load notifications. Please try again.")).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('New feedback 5')).toBeInTheDocument();
  });

  it('marks one read and follows its link on click; Mark all read confirms', async () => {
    const { calls } = renderApp(<NotificationBell />, {
      responder: list([notification(1), notification(2, true)], 1),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Notifications/ }));
    fireEvent.click(await screen.findByText('New feedback 1'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Project?id=P1'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/notifications/N1/read')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('All notifications marked as read')).toBeInTheDocument();
  });
});
