/**
 * MUI's Tooltip, loaded only when there is something to say. It brings Popper (about 11 KB gzip) that the
 * editor pages would otherwise download at first render for tooltips shown only at the plan cap. With an
 * empty title it renders its child alone (as MUI's Tooltip does); with a title it loads Tooltip and shows
 * the child meanwhile.
 */
import type { TooltipProps } from '@mui/material/Tooltip';
import { lazy, Suspense, type ReactElement } from 'react';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

export function LazyTooltip({ title, children }: { title: TooltipProps['title']; children: ReactElement }) {
  if (title === '' || title === null || title === undefined) return children;
  return (
    <Suspense fallback={children}>
      <Tooltip title={title}>{children}</Tooltip>
    </Suspense>
  );
}
