/**
 * Desktop keyboard shortcuts of the review player (beyond the spec): Space / K play-pause, J back 10 s,
 * L forward 10 s, ←/→ ∓5 s, comma/period one frame back/forward (pausing first), I / O mark a range's in /
 * out. Ignored while typing in a field, and Space is left to a focused button or link.
 */
import { useEffect } from 'react';

export interface ShortcutTarget {
  togglePlay(): void;
  seekBy(seconds: number): void;
  stepFrames(frames: number): void;
  /** I / O: mark a range's in / out point at the frame on screen. */
  markIn?(): void;
  markOut?(): void;
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

function isActivatable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.closest('button, a[href], [role="button"], [role="tab"]') !== null;
}

export function usePlayerShortcuts(enabled: boolean, target: ShortcutTarget | null): void {
  useEffect(() => {
    if (!enabled || !target) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isEditable(event.target)) return;
      // An open dialog or sheet owns the keyboard.
      if (document.querySelector('[role="dialog"]')) return;
      let handled = true;
      switch (event.key) {
        case ' ':
          if (isActivatable(event.target)) return;
          target.togglePlay();
          break;
        case 'k':
        case 'K':
          target.togglePlay();
          break;
        case 'j':
        case 'J':
          target.seekBy(-10);
          break;
        case 'l':
        case 'L':
          target.seekBy(10);
          break;
        case 'ArrowLeft':
          target.seekBy(-5);
          break;
        case 'ArrowRight':
          target.seekBy(5);
          break;
        case ',':
          target.stepFrames(-1);
          break;
        case '.':
          target.stepFrames(1);
          break;
        case 'i':
        case 'I':
          if (!target.markIn) return;
          target.markIn();
          break;
        case 'o':
        case 'O':
          if (!target.markOut) return;
          target.markOut();
          break;
        default:
          handled = false;
      }
      if (handled) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [enabled, target]);
}
