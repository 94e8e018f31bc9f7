/**
 * SVG of drawing shapes in a picture box: normalised coordinates (0..1 of the picture) become the box's
 * pixels, so a drawing sits on the same spot of the picture at any player size. Each shape is drawn over a
 * darker, wider copy of itself so it reads on light and dark pictures alike.
 */
import type { DrawingShape } from '../../../../shared/domain/note-drawing';
import { DRAWING_COLOUR_VALUES } from '../../../../shared/domain/note-drawing';
import type { Box } from '../../../../shared/lib/video-box';

/** Stroke width in pixels for a picture box (thicker on larger players, never thinner than 3 px). */
export function strokeWidth(box: Box): number {
  return Math.max(3, Math.min(box.width, box.height) * 0.012);
}

function arrowHead(from: [number, number], to: [number, number], size: number): string {
  const angle = Math.atan2(to[1] - from[1], to[0] - from[0]);
  const spread = Math.PI / 7;
  const a: [number, number] = [
    to[0] - size * Math.cos(angle - spread),
    to[1] - size * Math.sin(angle - spread),
  ];
  const b: [number, number] = [
    to[0] - size * Math.cos(angle + spread),
    to[1] - size * Math.sin(angle + spread),
  ];
  return `M${a[0]},${a[1]} L${to[0]},${to[1]} L${b[0]},${b[1]}`;
}

function shapePath(shape: DrawingShape, box: Box): string {
  const px = (p: readonly [number, number]): [number, number] => [p[0] * box.width, p[1] * box.height];
  switch (shape.kind) {
    case 'pen': {
      const [first, ...rest] = shape.points.map(px);
      if (!first) return '';
      // A single point is a dot (a zero-length line with round caps).
      const tail = rest.length > 0 ? rest : [first];
      return `M${first[0]},${first[1]} ${tail.map((p) => `L${p[0]},${p[1]}`).join(' ')}`;
    }
    case 'arrow': {
      const from = px(shape.from);
      const to = px(shape.to);
      const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
      const head = Math.min(Math.max(14, Math.min(box.width, box.height) * 0.07), Math.max(8, length * 0.6));
      return `M${from[0]},${from[1]} L${to[0]},${to[1]} ${arrowHead(from, to, head)}`;
    }
    case 'rect': {
      const [x1, y1] = px(shape.from);
      const [x2, y2] = px(shape.to);
      return `M${x1},${y1} L${x2},${y1} L${x2},${y2} L${x1},${y2} Z`;
    }
  }
}

export function DrawingShapes({ shapes, box }: { shapes: readonly DrawingShape[]; box: Box }) {
  const width = strokeWidth(box);
  return (
    <>
      {shapes.map((shape, i) => {
        const d = shapePath(shape, box);
        return (
          <g key={i} data-shape={shape.kind}>
            <path
              d={d}
              fill="none"
              stroke="rgba(0,0,0,0.55)"
              strokeWidth={width + 2}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <path
              d={d}
              fill="none"
              stroke={DRAWING_COLOUR_VALUES[shape.colour]}
              strokeWidth={width}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </g>
        );
      })}
    </>
  );
}
