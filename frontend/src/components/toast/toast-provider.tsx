/**
 * The one toast provider, behind the `useToast()` API. Toasts stack (notistack, up to 3 at once), are short
 * (3 s unless a caller asks for longer), sit at the top right (top, full width, on a phone) so they never
 * cover the controls a person needs next (the review page's thumbnail strip and Send Notes button are at the
 * bottom), and are announced to screen readers (role status, or alert for errors).
 *
 * notistack and the toast's look (toast-host) are loaded the first time a toast is shown, keeping them off
 * every route's first render; toasts asked for before the host has loaded wait for it in order.
 */
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastApi, type ToastOptions } from './toast-context';
import type { ToastEnqueue, ToastItem } from './toast-host';

const ToastHost = lazy(() => import('./toast-host'));

export function ToastProvider({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  const enqueue = useRef<ToastEnqueue | null>(null);
  const pending = useRef<ToastItem[]>([]);

  const show = useCallback((message: string, options: ToastOptions = {}) => {
    const item = { ...options, message };
    if (enqueue.current) enqueue.current(item);
    else {
      pending.current.push(item);
      setMounted(true);
    }
  }, []);

  const onReady = useCallback((ready: ToastEnqueue) => {
    enqueue.current = ready;
    const waiting = pending.current.splice(0);
    for (const item of waiting) ready(item);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (m) => show(m, { severity: 'success' }),
      error: (m) => show(m, { severity: 'error' }),
      info: (m) => show(m, { severity: 'info' }),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <ToastHost onReady={onReady} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
