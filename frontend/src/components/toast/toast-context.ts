import { createContext, useContext } from 'react';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

/** How many toasts show at once; older ones leave when a fourth arrives. */
export const TOAST_MAX_STACK = 3;

export interface ToastOptions {
  severity?: ToastSeverity;
  /** ms; default 3000 (TOAST_DEFAULT_MS). */
  duration?: number;
  action?: { label: string; onClick: () => void };
}

export interface ToastApi {
  show(message: string, options?: ToastOptions): void;
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Toasts come from the UI layer: components call this, never the transport. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast outside <ToastProvider>');
  return api;
}
