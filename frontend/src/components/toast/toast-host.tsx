/**
 * notistack's provider with MUI Alert as the toast's look. Its own chunk: ToastProvider loads it the first
 * time a toast is shown.
 */
// Before notistack: its style engine must find the inert element (see goober-sink).
import './goober-sink';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import {
  closeSnackbar,
  enqueueSnackbar,
  SnackbarContent,
  SnackbarProvider,
  type CustomContentProps,
} from 'notistack';
import { forwardRef, useEffect } from 'react';
import { TOAST_MAX_STACK, type ToastOptions, type ToastSeverity } from './toast-context';
import { TOAST_BOTTOM_VARIABLE, TOAST_DEFAULT_TOP, TOAST_TOP_VARIABLE } from './toast-placement';

/** Short: a toast confirms, it does not hold the screen. Callers may ask for longer (notifications: 6 s). */
export const TOAST_DEFAULT_MS = 3000;

export interface ToastItem extends ToastOptions {
  message: string;
}
export type ToastEnqueue = (toast: ToastItem) => void;

declare module 'notistack' {
  interface VariantOverrides {
    toast: { severity: ToastSeverity; actionLabel?: string; onAction?: () => void };
  }
}

type ToastContentProps = CustomContentProps & {
  severity: ToastSeverity;
  actionLabel?: string;
  onAction?: () => void;
};

const ToastContent = forwardRef<HTMLDivElement, ToastContentProps>(function ToastContent(
  { id, message, severity, actionLabel, onAction, style, className },
  ref,
) {
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Alert
        severity={severity}
        variant="filled"
        onClose={() => closeSnackbar(id)}
        role={severity === 'error' ? 'alert' : 'status'}
        aria-live={severity === 'error' ? 'assertive' : 'polite'}
        action={
          actionLabel ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                onAction?.();
                closeSnackbar(id);
              }}
            >
              {actionLabel}
            </Button>
          ) : undefined
        }
        sx={{ width: '100%', minWidth: { sm: 300 }, alignItems: 'center', boxShadow: 6 }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});

const enqueue: ToastEnqueue = (toast) => {
  enqueueSnackbar(toast.message, {
    variant: 'toast',
    severity: toast.severity ?? 'info',
    autoHideDuration: toast.duration ?? TOAST_DEFAULT_MS,
    ...(toast.action ? { actionLabel: toast.action.label, onAction: toast.action.onClick } : {}),
  });
};

export default function ToastHost({ onReady }: { onReady: (enqueue: ToastEnqueue) => void }) {
  useEffect(() => onReady(enqueue), [onReady]);
  return (
    <>
      {/*
       * notistack styles its containers with goober, which writes into a <style> element's text: the strict CSP
       * (shared/config/security-headers) refuses that (goober-sink gives it an inert element instead), so the
       * layout the toasts need is given here through
       * emotion (CSSOM, allowed). Below the editor's top bar (64 px) so the bell and the user menu stay
       * reachable, above every bar (z-index of MUI snackbars).
       */}
      <GlobalStyles
        styles={(theme) => ({
          '.notistack-SnackbarContainer': {
            position: 'fixed',
            zIndex: theme.zIndex.snackbar,
            // A page may move them above the bottom of the screen (toast-placement).
            top: `var(${TOAST_TOP_VARIABLE}, ${TOAST_DEFAULT_TOP}) !important`,
            bottom: `var(${TOAST_BOTTOM_VARIABLE}, auto) !important`,
            right: 20,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-end',
            boxSizing: 'border-box',
            maxHeight: '100%',
            maxWidth: 'calc(100% - 40px)',
            pointerEvents: 'none',
            [theme.breakpoints.down('sm')]: {
              left: 16,
              right: 16,
              maxWidth: 'calc(100% - 32px)',
              alignItems: 'stretch',
            },
          },
          '.notistack-CollapseWrapper': { padding: '6px 0', pointerEvents: 'all' },
        })}
      />
      <SnackbarProvider
        maxSnack={TOAST_MAX_STACK}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        Components={{ toast: ToastContent }}
      />
    </>
  );
}
