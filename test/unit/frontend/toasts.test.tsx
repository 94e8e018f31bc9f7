import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useToast, type ToastApi } from '../../../frontend/src/components/toast/toast-context';
import { TOAST_DEFAULT_MS } from '../../../frontend/src/components/toast/toast-host';
import { renderApp } from './test-app';

let api: ToastApi | null = null;
function Grab() {
  api = useToast();
  return null;
}
const toasts = (): ToastApi => {
  if (!api) throw new Error('not rendered');
  return api;
};

describe('toasts (notistack behind useToast)', () => {
  it('stacks: a second toast shows at once, not after the first has gone', async () => {
    renderApp(<Grab />);
    act(() => {
      toasts().success('Note added!');
      toasts().success('Feedback submitted successfully!');
    });
    expect(await screen.findByText('Note added!')).toBeVisible();
    expect(await screen.findByText('Feedback submitted successfully!')).toBeVisible();
    // Both announced to screen readers as polite status messages.
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(
      expect.arrayContaining(['Note added!', 'Feedback submitted successfully!']),
    );
  });

  it('announces errors assertively and offers the action', async () => {
    const onClick = vi.fn();
    renderApp(<Grab />);
    act(() => toasts().error('Failed to add video.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add video.');
    act(() => toasts().show('New feedback', { action: { label: 'View', onClick } }));
    fireEvent.click(await screen.findByRole('button', { name: 'View' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is short by default', async () => {
    expect(TOAST_DEFAULT_MS).toBeLessThanOrEqual(3000);
    renderApp(<Grab />);
    act(() => toasts().info('Review link copied to clipboard!'));
    await screen.findByText('Review link copied to clipboard!');
    await waitFor(() => expect(screen.queryByText('Review link copied to clipboard!')).toBeNull(), {
      timeout: TOAST_DEFAULT_MS + 2000,
    });
  });
});
