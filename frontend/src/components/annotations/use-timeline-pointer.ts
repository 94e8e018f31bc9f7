/**
 * The pointer on the note strip: where given `onDragRange`, a press that travels along the strip marks a
 * range (a shorter press seeks); with a scrubbing sprite, the time under the pointer for the frame preview.
 * Pointer events with capture, so mouse, pen and a finger dragged along the strip behave alike.
 */
import { useRef, useState, type PointerEvent } from 'react';

/** Pixels a pointer must travel along the strip before a press becomes a range drag. */
const DRAG_THRESHOLD_PX = 4;

type StripEvent = PointerEvent<HTMLDivElement>;

export interface StripPointerHandlers {
  onPointerDown?(e: StripEvent): void;
  onPointerMove?(e: StripEvent): void;
  onPointerUp?(e: StripEvent): void;
  onPointerCancel?(): void;
  onPointerLeave?(): void;
}

export interface TimelinePointer {
  readonly strip: React.RefObject<HTMLDivElement | null>;
  readonly handlers: StripPointerHandlers;
  /** The range a drag in progress spans (ms, in order). */
  readonly dragBand: { from: number; to: number } | null;
  /** The time under the pointer, for the frame preview. */
  readonly hoverMs: number | null;
}

export function useTimelinePointer(options: {
  known: number | null;
  previews: boolean;
  onSeek(ms: number): void;
  onDragRange?(fromMs: number, toMs: number): void;
}): TimelinePointer {
  const { known, previews, onSeek, onDragRange } = options;
  const strip = useRef<HTMLDivElement | null>(null);
  const drag = useRef<{ id: number; x: number; moved: boolean } | null>(null);
  const [dragBand, setDragBand] = useState<{ from: number; to: number } | null>(null);
  const [hoverMs, setHoverMs] = useState<number | null>(null);

  const msAt = (clientX: number): number => {
    const el = strip.current;
    if (!el || !known) return 0;
    const rect = el.getBoundingClientRect();
    const ratio = rect.width > 0 ? (clientX - rect.left) / rect.width : 0;
    return Math.round(Math.min(1, Math.max(0, ratio)) * known);
  };

  const dragHandlers: StripPointerHandlers = onDragRange
    ? {
        onPointerDown: (e) => {
          // A drag along the strip is not a swipe of the card around it.
          e.stopPropagation();
          if (!known || e.button !== 0 || e.target !== e.currentTarget) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          drag.current = { id: e.pointerId, x: e.clientX, moved: false };
        },
        onPointerMove: (e) => {
          e.stopPropagation();
          const d = drag.current;
          if (!d || d.id !== e.pointerId) return;
          if (!d.moved && Math.abs(e.clientX - d.x) < DRAG_THRESHOLD_PX) return;
          d.moved = true;
          const a = msAt(d.x);
          const b = msAt(e.clientX);
          setDragBand({ from: Math.min(a, b), to: Math.max(a, b) });
        },
        onPointerUp: (e) => {
          e.stopPropagation();
          const d = drag.current;
          drag.current = null;
          setDragBand(null);
          if (!d || d.id !== e.pointerId) return;
          const a = msAt(d.x);
          const b = msAt(e.clientX);
          if (d.moved && a !== b) onDragRange(Math.min(a, b), Math.max(a, b));
          else onSeek(b);
        },
        onPointerCancel: () => {
          drag.current = null;
          setDragBand(null);
        },
      }
    : {};

  const previewHandlers: StripPointerHandlers = previews
    ? {
        onPointerMove: (e) => {
          dragHandlers.onPointerMove?.(e);
          setHoverMs(msAt(e.clientX));
        },
        onPointerLeave: () => setHoverMs(null),
        onPointerUp: (e) => {
          dragHandlers.onPointerUp?.(e);
          // A finger lifted leaves no hover behind.
          if (e.pointerType !== 'mouse') setHoverMs(null);
        },
        onPointerCancel: () => {
          dragHandlers.onPointerCancel?.();
          setHoverMs(null);
        },
      }
    : {};

  return { strip, handlers: { ...dragHandlers, ...previewHandlers }, dragBand, hoverMs };
}
