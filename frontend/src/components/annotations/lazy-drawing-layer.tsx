/**
 * Drawings over the picture, loaded on demand: a review with no drawing on screen loads none of their code.
 */
import { lazy, Suspense } from 'react';
import type { DrawingLayerProps } from './drawing-layer';

const DrawingLayer = lazy(() => import('./drawing-layer'));

export function LazyDrawingLayer(props: DrawingLayerProps) {
  if (props.drawings.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <DrawingLayer {...props} />
    </Suspense>
  );
}
