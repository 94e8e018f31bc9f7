/**
 * The drawing tool, loaded on demand (React.lazy): the review route's first render carries none of it.
 */
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { ANNOTATION_MESSAGES } from '../../../../shared/messages/annotation-messages';
import type { DrawingEditorProps } from './drawing-editor';

const DrawingEditor = lazy(() => import('./drawing-editor'));

export function LazyDrawingEditor(props: DrawingEditorProps) {
  return (
    <Suspense
      fallback={
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, p: 1 }}>
          <CircularProgress size={16} />
          <Typography variant="body2">{ANNOTATION_MESSAGES.drawingLoading}</Typography>
        </Box>
      }
    >
      <DrawingEditor {...props} />
    </Suspense>
  );
}
