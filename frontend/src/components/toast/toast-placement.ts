/**
 * Where the toasts sit: below the top bar by default (toast-host), or, while a page asks for it, just above
 * the bottom of the screen. The phone's review page asks: its player starts right under the header, and a
 * toast there would cover the video. The place is two CSS custom properties on the root element (set
 * through the CSSOM, which the CSP allows), read by the toast container's rule.
 */
import { useEffect } from 'react';

export const TOAST_TOP_VARIABLE = '--cutroom-toast-top';
export const TOAST_BOTTOM_VARIABLE = '--cutroom-toast-bottom';
/** Below the editor's top bar (64 px), so the bell and the user menu stay reachable. */
export const TOAST_DEFAULT_TOP = '72px';

/**
 * While the calling component is mounted, toasts sit `offsetPx` above the bottom of the screen (null: where
 * they are by default, for a layout that shares its tree with one that asks).
 */
export function useToastsAboveBottom(offsetPx: number | null): void {
  useEffect(() => {
    if (offsetPx === null) return;
    const root = document.documentElement.style;
    root.setProperty(TOAST_TOP_VARIABLE, 'auto');
    root.setProperty(TOAST_BOTTOM_VARIABLE, `calc(${offsetPx}px + env(safe-area-inset-bottom, 0px))`);
    return () => {
      root.removeProperty(TOAST_TOP_VARIABLE);
      root.removeProperty(TOAST_BOTTOM_VARIABLE);
    };
  }, [offsetPx]);
}
