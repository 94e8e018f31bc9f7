import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useToast, type ToastApi } from '../../../frontend/src/components/toast/toast-context';
import { TOAST_DEFAULT_MS } from '../../../frontend/src/components/toast/toast-host';
import { NOTIFICATION_TOAST_MS } from '../../../frontend/src/features/notifications/components/notification-bell';
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

/** Long past any timer a toast ever had (the notification's 6 s), in steps: each may start the next one. */
function letTimePass(ms = NOTIFICATION_TOAST_MS + TOAST_DEFAULT_MS + 2_000): void {
  for (let passed = 0; passed < ms; passed += 250) act(() => vi.advanceTimersByTime(250));
}

describe('toasts and time (WCAG 2.2.1)', () => {
  beforeAll(async () => {
    // The host is its own chunk: loaded once here, under real timers, so the tests below run on fake ones.
    renderApp(<Grab />);
    act(() => toasts().info('warming up'));
    await screen.findByText('warming up');
    cleanup();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a toast with an action stays until it is used; a plain one goes after its short time', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    renderApp(<Grab />);
    act(() => {
      toasts().show('New feedback received', {
        duration: NOTIFICATION_TOAST_MS,
        action: { label: 'View', onClick },
      });
      toasts().info('Review link copied to clipboard!');
    });
    expect(screen.getByText('Review link copied to clipboard!')).toBeInTheDocument();
    letTimePass();
    expect(screen.queryByText('Review link copied to clipboard!')).toBeNull();
    expect(screen.getByText('New feedback received')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(onClick).toHaveBeenCalledOnce();
    letTimePass(1_000);
    expect(screen.queryByText('New feedback received')).toBeNull();
  });

  it('holds a plain toast while the pointer is over it or the focus is in it', () => {
    vi.useFakeTimers();
    renderApp(<Grab />);
    act(() => toasts().success('Note added!'));
    const toast = screen.getByRole('status');
    fireEvent.mouseEnter(toast);
    letTimePass();
    expect(screen.getByText('Note added!')).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    letTimePass();
    expect(screen.getByText('Note added!')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Close' }).blur());
    letTimePass(TOAST_DEFAULT_MS + 1_000);
    expect(screen.queryByText('Note added!')).toBeNull();
  });

  it('Escape in a toast and its close button dismiss it, without using its action', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    renderApp(<Grab />);
    act(() => toasts().show('New feedback received', { action: { label: 'View', onClick } }));
    const view = screen.getByRole('button', { name: 'View' });
    act(() => view.focus());
    fireEvent.keyDown(view, { key: 'Escape' });
    letTimePass(1_000);
    expect(screen.queryByText('New feedback received')).toBeNull();

    act(() => toasts().show('Upload failed', { severity: 'error', action: { label: 'Retry', onClick } }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    letTimePass(1_000);
    expect(screen.queryByText('Upload failed')).toBeNull();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not slide in for someone who asked for less motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
    renderApp(<Grab />);
    act(() => toasts().info('Project restored.'));
    const slide = screen.getByRole('status').parentElement;
    expect(slide?.style.transition).toMatch(/^transform 0ms/);
  });
});
