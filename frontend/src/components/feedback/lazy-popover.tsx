/**
 * MUI's Popover, loaded when it first opens (its Modal and positioning code is not needed before): a
 * drop-in for `@mui/material/Popover`. Closed and never opened, it renders nothing, as a closed Popover
 * does; once opened it stays mounted so it closes with its transition.
 */
import type { PopoverProps } from '@mui/material/Popover';
import { lazy, Suspense, useState } from 'react';

const Popover = lazy(() => import('@mui/material/Popover'));

export function LazyPopover(props: PopoverProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <Popover {...props} />
    </Suspense>
  );
}
