/**
 * Delete Account asks for the password in a dialog: a wrong one is said on the field and the account stays;
 * the right one deletes it and hands over to the caller.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DangerZone } from '../../../frontend/src/features/settings/components/danger-zone';
import { SETTINGS_MESSAGES } from '../../../shared/messages/settings-messages';
import { renderApp } from './test-app';

const DELETE = '/api/account/delete';
const WRONG = 'The password is not right.';

describe('delete account', () => {
  it('says a wrong password on the field, and deletes with the right one', async () => {
    const onDeleted = vi.fn();
    const { calls } = renderApp(<DangerZone deactivatedAt={null} onDeleted={onDeleted} />, {
      responder: (call) =>
        call.path !== DELETE
          ? undefined
          : (call.body as { password: string }).password === 'right-one'
            ? { status: 202, body: { status: 'deleting' } }
            : { status: 403, body: { error: { code: 'FORBIDDEN', message: WRONG } } },
    });
    fireEvent.click(screen.getByRole('button', { name: SETTINGS_MESSAGES.deleteAccount }));
    const dialog = await screen.findByRole('dialog', { name: SETTINGS_MESSAGES.deleteAccount });
    const password = within(dialog).getByLabelText(SETTINGS_MESSAGES.confirmWithPassword);
    const confirm = within(dialog).getByRole('button', { name: SETTINGS_MESSAGES.deleteAccount });

    fireEvent.change(password, { target: { value: 'wrong-one' } });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText(WRONG)).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();

    fireEvent.change(password, { target: { value: 'right-one' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.path === DELETE).map((c) => c.body)).toEqual([
      { password: 'wrong-one' },
      { password: 'right-one' },
    ]);
  });
});
