/** Public pages: a plain dark layout with no navigation. */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', color: 'text.primary' }}>{children}</Box>
  );
}
