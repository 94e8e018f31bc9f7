/** The one snackbar provider: a queue shown one at a time (MUI Snackbar + Alert). */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ToastContext, type ToastApi, type ToastOptions } from './toast-context';

interface QueuedToast extends ToastOptions {
  key: number;
  message: string;
}

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
        <Snackbar
          key={current.key}
          open={open}
          autoHideDuration={current.duration ?? 4000}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          slotProps={{ transition: { onExited } }}
          sx={{ bottom: { xs: 90, lg: 24 } }}
        >
          <Alert
            severity={current.severity ?? 'info'}
            variant="filled"
            onClose={close}
            role={current.severity === 'error' ? 'alert' : 'status'}
            action={
              current.action ? (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    current.action?.onClick();
                    close();
                  }}
                >
                  {current.action.label}
                </Button>
              ) : undefined
            }
            sx={{ minWidth: 280, alignItems: 'center' }}
          >
            {current.message}
          </Alert>
        </Snackbar>
      ) : null}
    </ToastContext.Provider>
  );
}
