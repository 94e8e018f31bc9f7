/**
 * Horizontal swipe on a card (spec: beyond 100 px offset or 500 px/s velocity; left = next, right =
 * previous). Pointer events, so it works with touch and mouse; vertical scrolling stays native
 * (touch-action: pan-y on the element). Gestures that start on a control or on the video's control bar
 * are left alone.
 */
import { useRef, useState, type PointerEvent } from 'react';

export const SWIPE_OFFSET_PX = 100;
export const SWIPE_VELOCITY_PX_S = 500;

/** The decision for a finished gesture: offset in px (negative = left), velocity in px/s. */
export function swipeDirection(offsetX: number, velocityX: number): 'next' | 'previous' | null {
  if (offsetX < -SWIPE_OFFSET_PX || velocityX < -SWIPE_VELOCITY_PX_S) return 'next';
  if (offsetX > SWIPE_OFFSET_PX || velocityX > SWIPE_VELOCITY_PX_S) return 'previous';
  return null;
}

function ignoredTarget(event: PointerEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  if (target.closest('button, a, input, textarea, select, [role="button"]')) return true;
  if (target instanceof HTMLVideoElement) {
    // The native control bar sits at the bottom of the picture.
    const rect = target.getBoundingClientRect();
    return event.clientY > rect.bottom - 56;
  }
  return false;
}

export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<{ x: number; y: number; t: number; id: number } | null>(null);
  const last = useRef<{ x: number; t: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const end = (event: PointerEvent<HTMLElement>) => {
    const s = start.current;
    const l = last.current;
    start.current = null;
    last.current = null;
    setOffset(0);
    if (!s || s.id !== event.pointerId) return;
    const dx = event.clientX - s.x;
    const dt = Math.max(1, event.timeStamp - (l?.t ?? s.t));
    const vx = l ? ((event.clientX - l.x) / dt) * 1000 : 0;
    if (Math.abs(event.clientY - s.y) > Math.abs(dx)) return;
    const direction = swipeDirection(dx, vx);
    if (direction === 'next') onNext();
    if (direction === 'previous') onPrevious();
  };

  return {
    offset,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (ignoredTarget(event)) return;
        start.current = { x: event.clientX, y: event.clientY, t: event.timeStamp, id: event.pointerId };
        last.current = { x: event.clientX, t: event.timeStamp };
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const s = start.current;
        if (!s || s.id !== event.pointerId) return;
        // Velocity over the last ~100 ms of the gesture.
        if (!last.current || event.timeStamp - last.current.t > 100)
          last.current = { x: event.clientX, t: event.timeStamp };
        setOffset(event.clientX - s.x);
      },
      onPointerUp: end,
      onPointerCancel: () => {
        start.current = null;
        last.current = null;
        setOffset(0);
      },
    },
  };
}
