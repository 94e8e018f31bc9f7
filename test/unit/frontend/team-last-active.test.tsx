/** Settings › Team says how long ago each member was last active ('Active about 3 hours ago'), else when they joined. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeamSection } from '../../../frontend/src/features/settings/components/team-section';
import { renderApp } from './test-app';

const hoursAgo = (h: number) => new Date(Date.now() - h * 60 * 60 * 1000).toISOString();

const team = {
  workspace: { id: 'user-1', name: 'Studio' },
  members: [
    {
      userId: 'user-1',
      email: 'owner@example.com',
      displayName: 'Ana Owner',
      role: 'owner',
      joinedAt: '2026-01-05T10:00:00.000Z',
      lastActiveAt: hoursAgo(3),
    },
    {
      userId: 'user-2',
      email: 'ben@example.com',
      displayName: 'Ben Viewer',
      role: 'viewer',
      joinedAt: '2026-02-01T10:00:00.000Z',
      lastActiveAt: null,
    },
  ],
  invitations: [],
  seats: { plan: 'pro', limit: 3, used: 2, free: 1, extraSeats: 0 },
};

describe('Settings › Team, last active', () => {
  it("shows 'Active about 3 hours ago' for a member active 3 hours ago, and 'Joined' for one never active", async () => {
    renderApp(<TeamSection userId="user-1" />, {
      responder: (call) => (call.path === '/api/team' ? { status: 200, body: team } : undefined),
    });
    expect(await screen.findByText(/Active about 3 hours ago/)).toBeInTheDocument();
    expect(screen.getByText(/ben@example\.com · Joined/)).toBeInTheDocument();
  });
});
