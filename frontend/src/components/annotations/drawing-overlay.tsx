/**
 * A note's drawing over the video, on the picture (not the bars), read-only: shown while the note is
 * selected or the playhead is on its frame (or within its range). Pointer events pass through to the player.
 */
import type { NoteDrawing } from '../../../../shared/domain/note-drawing';
import type { Box } from '../../../../shared/lib/video-box';
import { DrawingShapes } from './drawing-shapes';

export function DrawingOverlay({
  drawings,
  box,
  label,
}: {
  drawings: readonly NoteDrawing[];
  box: Box;
  /** What the drawing belongs to, for assistive technology. */
  label: string;
}) {
  if (drawings.length === 0 || box.width <= 0 || box.height <= 0) return null;
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="drawing-overlay"
      width={box.width}
      height={box.height}
      viewBox={`0 0 ${box.width} ${box.height}`}
      style={{
        position: 'absolute',
        left: box.left,
        top: box.top,
        pointerEvents: 'none',
        overflow: 'visible',
      }}
    >
      {drawings.map((drawing, i) => (
        <DrawingShapes key={i} shapes={drawing.shapes} box={box} />
      ))}
    </svg>
  );
}
