/**
 * The visible toast (MUI Snackbar + Alert). Its own chunk: ToastProvider loads it the first time a toast is
 * shown, so no route downloads the snackbar code at first render.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type { ToastOptions } from './toast-context';

export interface QueuedToast extends ToastOptions {
  key: number;
  message: string;
}

export interface ToastViewProps {
  toast: QueuedToast;
  open: boolean;
  onClose: (event?: unknown, reason?: string) => void;
  onExited: () => void;
}

export default function ToastView({ toast, open, onClose, onExited }: ToastViewProps) {
  return (
    <Snackbar
      key={toast.key}
      open={open}
      autoHideDuration={toast.duration ?? 4000}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited } }}
      sx={{ bottom: { xs: 90, lg: 24 } }}
    >
      <Alert
        severity={toast.severity ?? 'info'}
        variant="filled"
        onClose={onClose}
        role={toast.severity === 'error' ? 'alert' : 'status'}
        action={
          toast.action ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                toast.action?.onClick();
                onClose();
              }}
            >
              {toast.action.label}
            </Button>
          ) : undefined
        }
        sx={{ minWidth: 280, alignItems: 'center' }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
