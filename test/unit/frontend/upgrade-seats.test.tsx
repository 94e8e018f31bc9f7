import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import UpgradePage from '../../../frontend/src/features/plans/upgrade-page';
import { PRO_INCLUDED_SEATS } from '../../../shared/domain/team';
import { TEAM_MESSAGES } from '../../../shared/messages/team-messages';
import { editorProfile, renderApp, workspaceAnswer, type Responder } from './test-app';

const team = {
  workspace: { id: 'user-1', name: 'Studio' },
  members: [],
  invitations: [],
  seats: { plan: 'pro', limit: 3, used: 3, free: 0, extraSeats: 0 },
};

const responder =
  (role: 'owner' | 'admin'): Responder =>
  (call) => {
    if (call.path === '/api/profile') return { status: 200, body: editorProfile({ planLevel: 'pro' }) };
    if (call.path === '/api/workspace') return workspaceAnswer(role);
    if (call.path === '/api/team') return { status: 200, body: team };
    if (call.path === '/api/billing/seats/preview') {
      return {
        status: 200,
        body: { seats: 4, extraSeats: 1, currencyCode: 'USD', chargeNow: 450, credit: 0, next: null },
      };
    }
    return undefined;
  };

describe('the Upgrade page’s seats', () => {
  it('shows the seats Pro includes on the Pro card and lets the Owner preview a fourth seat’s prorated charge', async () => {
    const { calls } = renderApp(<UpgradePage />, { path: '/Upgrade', responder: responder('owner') });
    const proCard = await screen.findByRole('region', { name: 'Pro' });
    expect(within(proCard).getByText(TEAM_MESSAGES.planSeats(PRO_INCLUDED_SEATS))).toBeInTheDocument();
    const seats = await screen.findByRole('region', { name: TEAM_MESSAGES.seats });
    expect(within(seats).getByText(TEAM_MESSAGES.seatsIncluded)).toBeInTheDocument();
    expect(await within(seats).findByText(TEAM_MESSAGES.seatsLine(3, 3))).toBeInTheDocument();

    fireEvent.change(within(seats).getByRole('spinbutton', { name: TEAM_MESSAGES.seatCountLabel }), {
      target: { value: '4' },
    });
    fireEvent.click(within(seats).getByRole('button', { name: TEAM_MESSAGES.previewSeats }));
    expect(await within(seats).findByText(TEAM_MESSAGES.seatChargeNow('$4.50'))).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/billing/seats/preview')?.body).toEqual({ seats: 4 });
    expect(within(seats).getByRole('button', { name: TEAM_MESSAGES.confirmSeats(4) })).toBeInTheDocument();
  });

  it('shows an Admin what Pro includes but no seat changer (billing is the Owner’s)', async () => {
    const { calls } = renderApp(<UpgradePage />, { path: '/Upgrade', responder: responder('admin') });
    const seats = await screen.findByRole('region', { name: TEAM_MESSAGES.seats });
    expect(within(seats).getByText(TEAM_MESSAGES.seatsIncluded)).toBeInTheDocument();
    expect(within(seats).queryByRole('spinbutton')).toBeNull();
    expect(calls.some((c) => c.path === '/api/team')).toBe(false);
  });
});
