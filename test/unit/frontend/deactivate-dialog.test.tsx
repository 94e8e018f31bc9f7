/**
 * Deactivate Account kills every shared review link at once, so it asks first: the dialog says that links
 * stop working and mails stop, what is kept, and how to undo it; nothing is sent until the owner confirms,
 * and Keep Account Active sends nothing at all. Reactivating needs no confirmation.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DangerZone } from '../../../frontend/src/features/settings/components/danger-zone';
import { SETTINGS_MESSAGES } from '../../../shared/messages/settings-messages';
import { renderApp, type Responder } from './test-app';

const text = SETTINGS_MESSAGES.deactivateDialog;
const DEACTIVATE = '/api/account/deactivate';
const REACTIVATE = '/api/account/reactivate';

const responder: Responder = (call) => {
  if (call.path === DEACTIVATE) return { status: 200, body: { deactivatedAt: new Date().toISOString() } };
  if (call.path === REACTIVATE) return { status: 200, body: { deactivatedAt: null } };
  return undefined;
};

const posts = (calls: { method: string; path: string }[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path).length;

describe('deactivate account', () => {
  it('asks first, saying that links and mails stop and how to undo it; confirming deactivates', async () => {
    const { calls } = renderApp(<DangerZone deactivatedAt={null} onDeleted={() => undefined} />, {
      responder,
    });
    fireEvent.click(screen.getByRole('button', { name: SETTINGS_MESSAGES.deactivateAccount }));
    const dialog = await screen.findByRole('dialog', { name: text.title });
    for (const line of [text.linksStop, text.mailsStop, text.dataKept, text.undo]) {
      expect(within(dialog).getByText(line)).toBeInTheDocument();
    }
    expect(text.linksStop).toContain('Review link not found');
    expect(text.undo).toContain(SETTINGS_MESSAGES.reactivateAccount);
    expect(posts(calls, DEACTIVATE)).toBe(0);

    fireEvent.click(within(dialog).getByRole('button', { name: SETTINGS_MESSAGES.deactivateAccount }));
    await waitFor(() => expect(posts(calls, DEACTIVATE)).toBe(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Keep Account Active closes the dialog and sends nothing', async () => {
    const { calls } = renderApp(<DangerZone deactivatedAt={null} onDeleted={() => undefined} />, {
      responder,
    });
    fireEvent.click(screen.getByRole('button', { name: SETTINGS_MESSAGES.deactivateAccount }));
    const dialog = await screen.findByRole('dialog', { name: text.title });
    // The safe choice has the focus: Enter or a stray tap does not kill the links.
    expect(within(dialog).getByRole('button', { name: text.cancel })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: text.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('reactivates at once, without a dialog', async () => {
    const { calls } = renderApp(
      <DangerZone deactivatedAt={new Date().toISOString()} onDeleted={() => undefined} />,
      { responder },
    );
    fireEvent.click(screen.getByRole('button', { name: SETTINGS_MESSAGES.reactivateAccount }));
    await waitFor(() => expect(posts(calls, REACTIVATE)).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
