/**
 * Drop-ins for MUI's overlays (Popover, Dialog, Drawer) whose code loads when they first open: MUI's Modal,
 * transitions and positioning are not needed at first paint, yet a route that imports an overlay downloads
 * them with its first render. Closed and never opened, an overlay renders nothing (as MUI's closed ones do
 * without `keepMounted`); once opened it stays mounted, so it closes with its transition. One always on
 * screen (`keepMounted`, a permanent or persistent drawer) renders at once.
 */
import type { DialogProps } from '@mui/material/Dialog';
import type { DrawerProps } from '@mui/material/Drawer';
import type { PopoverProps } from '@mui/material/Popover';
import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';

interface OverlayProps {
  open?: boolean | undefined;
  keepMounted?: boolean | undefined;
  variant?: string | undefined;
}

/**
 * An overlay component whose code loads when it first opens (the pattern above, for a whole dialog or sheet of
 * a feature, not only MUI's part of it).
 */
export function lazyOverlay<P extends OverlayProps>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Overlay = lazy(load);
  return function LazyOverlay(props: P) {
    const onScreen =
      Boolean(props.open) || Boolean(props.keepMounted) || (props.variant ?? 'temporary') !== 'temporary';
    const [used, setUsed] = useState(onScreen);
    if (onScreen && !used) setUsed(true);
    if (!used && !onScreen) return null;
    return <Suspense fallback={null}>{createElement(Overlay, props)}</Suspense>;
  };
}

export const LazyPopover = lazyOverlay<PopoverProps>(() => import('@mui/material/Popover'));
export const LazyDialog = lazyOverlay<DialogProps>(() => import('@mui/material/Dialog'));
export const LazyDrawer = lazyOverlay<DrawerProps>(() => import('@mui/material/Drawer'));
