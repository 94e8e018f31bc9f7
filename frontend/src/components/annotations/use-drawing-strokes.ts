/**
 * The drawing's state and the pointer gestures that add to it: a pen stroke follows the pointer, an arrow or
 * rectangle spans from press to release. Pointer capture keeps a stroke going when the finger leaves the
 * surface; the shape being drawn is also kept in a ref, because pointer moves are batched and a pointerup
 * can arrive before the last move has re-rendered.
 */
import { useCallback, useRef, useState, type PointerEvent } from 'react';
import {
  DRAWING_LIMITS,
  drawingHasRoom,
  roundCoordinate,
  type DrawingColour,
  type DrawingPoint,
  type DrawingShape,
  type DrawingTool,
  type NoteDrawing,
} from '../../../../shared/domain/note-drawing';
import { toNormalised } from '../../../../shared/lib/video-box';

/** Pen points closer than this (in pixels) to the previous one are skipped (keeps strokes small). */
const PEN_MIN_STEP_PX = 3;

type SurfaceEvent = PointerEvent<SVGSVGElement>;

export interface DrawingStrokes {
  readonly shapes: DrawingShape[];
  /** The finished shapes plus the one being drawn. */
  readonly visible: DrawingShape[];
  /** True after a gesture was refused because the drawing has no room left. */
  readonly full: boolean;
  /** The undo button: the last shape goes, and so does the 'full' warning. */
  undo(): void;
  /** The keyboard's undo (a stable function, for a listener): the last shape goes. */
  dropLast(): void;
  clear(): void;
  readonly handlers: {
    onPointerDown(e: SurfaceEvent): void;
    onPointerMove(e: SurfaceEvent): void;
    onPointerUp(e: SurfaceEvent): void;
    onPointerCancel(e: SurfaceEvent): void;
  };
}

function pointOf(e: SurfaceEvent): { px: { x: number; y: number }; n: DrawingPoint } {
  const rect = e.currentTarget.getBoundingClientRect();
  const px = { x: e.clientX - rect.left, y: e.clientY - rect.top };
  const n = toNormalised(px, { left: 0, top: 0, width: rect.width, height: rect.height });
  return { px, n: [roundCoordinate(n.x), roundCoordinate(n.y)] };
}

export function useDrawingStrokes(
  initial: NoteDrawing | null | undefined,
  tool: DrawingTool,
  colour: DrawingColour,
): DrawingStrokes {
  const [shapes, setShapes] = useState<DrawingShape[]>(() => [...(initial?.shapes ?? [])]);
  const [current, setCurrentState] = useState<DrawingShape | null>(null);
  const currentRef = useRef<DrawingShape | null>(null);
  const setCurrent = (shape: DrawingShape | null) => {
    currentRef.current = shape;
    setCurrentState(shape);
  };
  const [full, setFull] = useState(false);
  const pointer = useRef<{ id: number; lastPx: { x: number; y: number } } | null>(null);
  const dropLast = useCallback(() => setShapes((s) => s.slice(0, -1)), []);

  // Drawing strokes are not swipes or drags of anything around the player (React events bubble through the
  // portal to the components that render it).
  const onPointerDown = (e: SurfaceEvent) => {
    e.stopPropagation();
    if (pointer.current || (e.pointerType === 'mouse' && e.button !== 0)) return;
    if (!drawingHasRoom(shapes, 2)) {
      setFull(true);
      return;
    }
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    const { px, n } = pointOf(e);
    pointer.current = { id: e.pointerId, lastPx: px };
    setCurrent(
      tool === 'pen' ? { kind: 'pen', colour, points: [n] } : { kind: tool, colour, from: n, to: n },
    );
  };

  const onPointerMove = (e: SurfaceEvent) => {
    e.stopPropagation();
    const p = pointer.current;
    const current = currentRef.current;
    if (!p || p.id !== e.pointerId || !current) return;
    const { px, n } = pointOf(e);
    if (current.kind !== 'pen') {
      setCurrent({ ...current, to: n });
      return;
    }
    if (Math.hypot(px.x - p.lastPx.x, px.y - p.lastPx.y) < PEN_MIN_STEP_PX) return;
    const room =
      current.points.length < DRAWING_LIMITS.strokePointsMax &&
      drawingHasRoom(shapes, current.points.length + 1);
    if (!room) {
      setFull(true);
      return;
    }
    p.lastPx = px;
    setCurrent({ ...current, points: [...current.points, n] });
  };

  const finish = (e: SurfaceEvent) => {
    e.stopPropagation();
    const p = pointer.current;
    if (!p || p.id !== e.pointerId) return;
    pointer.current = null;
    let shape = currentRef.current;
    setCurrent(null);
    if (!shape) return;
    // An arrow or rectangle ends where the pointer is lifted.
    if (shape.kind !== 'pen' && e.type === 'pointerup') shape = { ...shape, to: pointOf(e).n };
    // A click without a drag makes no arrow or rectangle (a pen dot is kept).
    if (shape.kind !== 'pen' && shape.from[0] === shape.to[0] && shape.from[1] === shape.to[1]) return;
    setShapes((s) => [...s, shape]);
  };

  return {
    shapes,
    visible: current ? [...shapes, current] : shapes,
    full,
    undo: () => {
      dropLast();
      setFull(false);
    },
    dropLast,
    clear: () => {
      setShapes([]);
      setFull(false);
    },
    handlers: { onPointerDown, onPointerMove, onPointerUp: finish, onPointerCancel: finish },
  };
}
