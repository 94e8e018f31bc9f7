/**
 * notistack's provider with MUI Alert as the toast's look. Its own chunk: ToastProvider loads it the first
 * time a toast is shown.
 */
// Before notistack: its style engine must find the inert element (see goober-sink).
import './goober-sink';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  closeSnackbar,
  enqueueSnackbar,
  SnackbarContent,
  SnackbarProvider,
  type CustomContentProps,
} from 'notistack';
import { forwardRef, useCallback, useEffect, useState, type FocusEvent } from 'react';
import type { ToastOptions, ToastSeverity } from './toast-context';
import { TOAST_BOTTOM_VARIABLE, TOAST_DEFAULT_TOP, TOAST_TOP_VARIABLE } from './toast-placement';

/**
 * Short: a toast confirms, it does not hold the screen. Callers may ask for longer for a plain message
 * (notifications: 6 s); a toast with an action stays (toastLifetimeMs).
 */
export const TOAST_DEFAULT_MS = 3000;

/**
 * The one rule for how long a toast stays (ms; null: until the person uses or dismisses it). A toast that
 * offers an action (View, Undo, Retry…) never times out: on a slow machine, or for someone who needs longer
 * to read and reach it, the action must not vanish under the pointer (WCAG 2.2.1 Timing Adjustable). A
 * plain message goes after its short time.
 */
export function toastLifetimeMs(toast: Pick<ToastOptions, 'action' | 'duration'>): number | null {
  return toast.action ? null : (toast.duration ?? TOAST_DEFAULT_MS);
}
/** The name MUI's Alert gives its own close button, kept for the one beside an action. */
const TOAST_CLOSE_LABEL = 'Close';
/** How many toasts show at once; older ones leave when a fourth arrives. */
export const TOAST_MAX_STACK = 3;

export interface ToastItem extends ToastOptions {
  message: string;
}
export type ToastEnqueue = (toast: ToastItem) => void;

declare module 'notistack' {
  interface VariantOverrides {
    toast: {
      severity: ToastSeverity;
      lifetimeMs: number | null;
      actionLabel?: string;
      onAction?: () => void;
    };
  }
}

type ToastContentProps = CustomContentProps & {
  severity: ToastSeverity;
  lifetimeMs: number | null;
  actionLabel?: string;
  onAction?: () => void;
};

/**
 * The toast's own timer (notistack's pauses on hover only): it does not run while the pointer is over the
 * toast or the focus is inside it, and starts again in full when both have left, so a person reading it or
 * tabbing to its button never has it taken away.
 */
function useAutoHide(lifetimeMs: number | null, hide: () => void) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (lifetimeMs === null || hovered || focused) return;
    const timer = setTimeout(hide, lifetimeMs);
    return () => clearTimeout(timer);
  }, [lifetimeMs, hovered, focused, hide]);
  return {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    // Focus moving between the toast's own buttons keeps it held.
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };
}

const ToastContent = forwardRef<HTMLDivElement, ToastContentProps>(function ToastContent(
  { id, message, severity, lifetimeMs, actionLabel, onAction, style, className },
  ref,
) {
  const close = useCallback(() => closeSnackbar(id), [id]);
  const hold = useAutoHide(lifetimeMs, close);
  return (
    <SnackbarContent
      ref={ref}
      style={style}
      className={className}
      {...hold}
      // Escape dismisses the toast the focus is in (its close button does the same for the pointer); the
      // key stops here, so the page underneath (the drawing editor cancels on Escape) does not act on it too.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        close();
      }}
    >
      <Alert
        severity={severity}
        variant="filled"
        onClose={close}
        role={severity === 'error' ? 'alert' : 'status'}
        aria-live={severity === 'error' ? 'assertive' : 'polite'}
        action={
          actionLabel ? (
            // Alert drops its close button when given an action: a toast that stays must keep one.
            <>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  onAction?.();
                  close();
                }}
              >
                {actionLabel}
              </Button>
              <IconButton color="inherit" size="small" aria-label={TOAST_CLOSE_LABEL} onClick={close}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
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
    lifetimeMs: toastLifetimeMs(toast),
    // The toast times itself (useAutoHide); notistack's timer would run on while the focus is in it.
    autoHideDuration: null,
    ...(toast.action ? { actionLabel: toast.action.label, onAction: toast.action.onClick } : {}),
  });
};

/** No slide-in (nor slide-out) for someone who asked their system for less motion. */
export const TOAST_REDUCED_MOTION = { enter: 0, exit: 0 } as const;

export default function ToastHost({ onReady }: { onReady: (enqueue: ToastEnqueue) => void }) {
  useEffect(() => onReady(enqueue), [onReady]);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
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
        {...(reducedMotion ? { transitionDuration: TOAST_REDUCED_MOTION } : {})}
      />
    </>
  );
}
