/**
 * The 'Compare versions' button of a video with two versions or more. The compare view itself is loaded on
 * demand (React.lazy) the first time it opens, so the pages' first JavaScript does not grow.
 */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { VERSION_MESSAGES } from '../../../../shared/messages/version-messages';
import type { VersionCompareProps } from './version-compare';

const VersionCompare = lazy(() => import('./version-compare'));

export function CompareVersionsButton({
  compare,
  size = 'small',
}: {
  /** The compare view's input (built when it opens). */
  compare: () => Omit<VersionCompareProps, 'onClose'>;
  size?: 'small' | 'medium';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size={size} onClick={() => setOpen(true)}>
        {VERSION_MESSAGES.compare}
      </Button>
      {open ? (
        <Suspense
          fallback={
            <Box role="status" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', ml: 1 }}>
              <CircularProgress size={18} />
              <Typography variant="body2">{VERSION_MESSAGES.loading}</Typography>
            </Box>
          }
        >
          <VersionCompare {...compare()} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
