/**
 * What the next note carries beyond its text, for one video: an in/out range (I and O, the Mark in / Mark out
 * buttons or a drag on the timeline; clearable) and a drawing on the paused frame. Where the note is pinned:
 * the range's in point when a range is marked, else the drawing's frame when there is one, else the player's
 * current position. Everything resets when the reviewer moves to another video.
 */
import { useCallback, useState } from 'react';
import { markedRange, type RangeVersion } from '../../../../shared/domain/note-range';
import type { NoteDrawing } from '../../../../shared/domain/note-drawing';
import { clockFrameAtMs, clockFrameToMs, versionClock } from '../../../../shared/lib/frame-time';
import type { PlayerHandle } from './player-handle';

/** What a note carries beyond its text and time: a range's out point, a drawing. */
export interface NoteExtras {
  rangeEndMs?: number;
  rangeEndFrame?: number;
  drawing?: NoteDrawing;
}

export interface NoteAnchor extends NoteExtras {
  timecodeMs: number;
  frame: number | null;
}

export interface NoteAnnotations {
  inFrame: number | null;
  /** Where the in point's frame starts (version milliseconds). */
  inMs: number | null;
  outFrame: number | null;
  /** The marked range (both points set, out not before in). */
  range: ReturnType<typeof markedRange>;
  markIn(): void;
  markOut(): void;
  /** A drag on the timeline marked this range (ms). */
  markRangeMs(fromMs: number, toMs: number): void;
  clearRange(): void;
  drawing: { drawing: NoteDrawing; timecodeMs: number; frame: number | null } | null;
  drawingOpen: boolean;
  startDrawing(): void;
  finishDrawing(drawing: NoteDrawing | null): void;
  cancelDrawing(): void;
  removeDrawing(): void;
  /**
   * Where the next note goes and what it carries (call when the note is added). `justDrawn`: a drawing
   * finished in this same event (its state is not committed yet).
   */
  anchor(justDrawn?: NoteDrawing): NoteAnchor;
  /** Forgets the range and the drawing (after the note was added). */
  reset(): void;
}

/** The version a note is made on: its id (a new one starts afresh), timing and length. */
export type AnnotatedVersion = { id: string } & RangeVersion;

export function useNoteAnnotations(
  player: { current: PlayerHandle | null },
  version: AnnotatedVersion | null,
): NoteAnnotations {
  const [versionId, setVersionId] = useState(version?.id ?? null);
  const [inFrame, setIn] = useState<number | null>(null);
  const [outFrame, setOut] = useState<number | null>(null);
  const [pending, setDrawing] = useState<NoteAnnotations['drawing']>(null);
  const [drawingOpen, setDrawingOpen] = useState(false);
  const [drawingAt, setDrawingAt] = useState<{ timecodeMs: number; frame: number | null } | null>(null);

  // Another video (or version): start afresh (state adjusted while rendering, not in an effect).
  const currentId = version?.id ?? null;
  if (currentId !== versionId) {
    setVersionId(currentId);
    setIn(null);
    setOut(null);
    setDrawing(null);
    setDrawingOpen(false);
    setDrawingAt(null);
  }

  const frameNow = useCallback((): number => {
    const p = player.current;
    const frame = p?.currentFrame();
    if (typeof frame === 'number') return frame;
    return clockFrameAtMs(p?.currentTimeMs() ?? 0, versionClock(version));
  }, [player, version]);

  const markIn = useCallback(() => {
    const frame = frameNow();
    setIn(frame);
    setOut((out) => (out !== null && out < frame ? null : out));
  }, [frameNow]);

  const markOut = useCallback(() => {
    const frame = frameNow();
    setOut(frame);
    setIn((current) => (current !== null && current > frame ? null : current));
  }, [frameNow]);

  const markRangeMs = useCallback(
    (fromMs: number, toMs: number) => {
      const clock = versionClock(version);
      setIn(clockFrameAtMs(fromMs, clock));
      setOut(Math.max(clockFrameAtMs(fromMs, clock), clockFrameAtMs(toMs, clock) - 1));
      player.current?.seekMs(fromMs);
    },
    [player, version],
  );

  const clearRange = useCallback(() => {
    setIn(null);
    setOut(null);
  }, []);

  const range = inFrame !== null && outFrame !== null ? markedRange(inFrame, outFrame, version) : null;

  const startDrawing = useCallback(() => {
    const p = player.current;
    p?.pause();
    setDrawingAt({ timecodeMs: p?.currentTimeMs() ?? 0, frame: p?.currentFrame() ?? null });
    setDrawingOpen(true);
  }, [player]);

  const finishDrawing = useCallback(
    (next: NoteDrawing | null) => {
      setDrawingOpen(false);
      setDrawing(next && drawingAt ? { drawing: next, ...drawingAt } : null);
    },
    [drawingAt],
  );

  const anchor = (justDrawn?: NoteDrawing): NoteAnchor => {
    const drawing = justDrawn && drawingAt ? { drawing: justDrawn, ...drawingAt } : pending;
    const extras: NoteExtras = drawing ? { drawing: drawing.drawing } : {};
    if (range)
      return {
        timecodeMs: range.timecodeMs,
        frame: range.frame,
        rangeEndMs: range.rangeEndMs,
        rangeEndFrame: range.rangeEndFrame,
        ...extras,
      };
    if (inFrame !== null) {
      return { timecodeMs: clockFrameToMs(inFrame, versionClock(version)), frame: inFrame, ...extras };
    }
    if (drawing) return { timecodeMs: drawing.timecodeMs, frame: drawing.frame, ...extras };
    const p = player.current;
    return { timecodeMs: p?.currentTimeMs() ?? 0, frame: p?.currentFrame() ?? null };
  };

  const reset = useCallback(() => {
    setIn(null);
    setOut(null);
    setDrawing(null);
    setDrawingOpen(false);
  }, []);

  return {
    inFrame,
    inMs: inFrame !== null ? clockFrameToMs(inFrame, versionClock(version)) : null,
    outFrame,
    range,
    drawing: pending,
    markIn,
    markOut,
    markRangeMs,
    clearRange,
    drawingOpen,
    startDrawing,
    finishDrawing,
    cancelDrawing: useCallback(() => setDrawingOpen(false), []),
    removeDrawing: useCallback(() => setDrawing(null), []),
    anchor,
    reset,
  };
}

/** The range being marked, for the timeline's dashed band: the in point and (once set) the out point. */
export function pendingRangeOf(
  a: Pick<NoteAnnotations, 'inMs' | 'range'>,
): { fromMs: number; toMs: number | null } | null {
  if (a.range) return { fromMs: a.range.timecodeMs, toMs: a.range.rangeEndMs };
  if (a.inMs !== null) return { fromMs: a.inMs, toMs: null };
  return null;
}
