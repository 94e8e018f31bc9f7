/**
 * The one snackbar provider: a queue shown one at a time. The snackbar itself (toast-view) is loaded the
 * first time a toast is shown, keeping MUI Snackbar + Alert off every route's first render.
 */
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ToastContext, type ToastApi, type ToastOptions } from './toast-context';
import type { QueuedToast } from './toast-view';

const ToastView = lazy(() => import('./toast-view'));

/** The spec keeps at most 20 toasts. */
const MAX_QUEUE = 20;
let nextKey = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];

  const show = useCallback((message: string, options: ToastOptions = {}) => {
    setQueue((q) => [...q, { ...options, message, key: nextKey++ }].slice(-MAX_QUEUE));
    setOpen(true);
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

  const close = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };
  const onExited = () => {
    setQueue((q) => q.slice(1));
    setOpen(true);
  };

  return (
    <ToastContext.Provider value={api}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <ToastView key={current.key} toast={current} open={open} onClose={close} onExited={onExited} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
