/**
 * Range notes: a note may cover an in/out range. The note's `timecodeMs`/`frame` is the in point; its
 * `rangeEndMs`/`rangeEndFrame` the out point, EXCLUSIVE (the first frame after the range), so the range is
 * `rangeEndFrame - frame` frames long: marking out on the frame on screen covers that frame.
 *
 * Rules (checked by the server, mirrored by the player):
 * - the end comes after the start (`rangeEndFrame > frame` and `rangeEndMs > timecodeMs`);
 * - the end is within the video when its length is known (the probed frame count, else the duration);
 * - the end frame agrees with the end milliseconds at the version's rate, within one frame (the same rule as
 *   a note's `frame`), and is derived from them when absent.
 */
import {
  NOTE_FRAME_TOLERANCE,
  clockFrameAtMs,
  clockFrameToMs,
  framesInDuration,
  versionClock,
  versionFrameCount,
  versionTiming,
  type VersionTimingSource,
} from '../lib/frame-time';

export interface RangeVersion extends VersionTimingSource {
  durationMs?: number | null;
}

export type RangeRefusal = 'endBeforeStart' | 'endPastVideo' | 'endFrameMismatch';

export type CheckedRange =
  | { ok: true; rangeEndMs: number; rangeEndFrame: number }
  | { ok: false; reason: RangeRefusal; field: 'rangeEndMs' | 'rangeEndFrame' };

/** Frames in the version when known: its probed frame count, else whole frames of its duration. */
export function versionLengthFrames(version: RangeVersion | null | undefined): number | null {
  const count = versionFrameCount(version);
  if (count && count > 0) return count;
  const duration = version?.durationMs;
  if (typeof duration === 'number' && Number.isFinite(duration) && duration > 0)
    return framesInDuration(duration, versionTiming(version).rate);
  return null;
}

/**
 * The stored end of a range note, or why it is refused. `startFrame` is the note's (checked) frame.
 */
export function checkedNoteRange(
  start: { timecodeMs: number; frame: number },
  end: { rangeEndMs: number; rangeEndFrame?: number | null | undefined },
  version: RangeVersion | null | undefined,
): CheckedRange {
  const clock = versionClock(version);
  const derived = clockFrameAtMs(end.rangeEndMs, clock);
  const sent = end.rangeEndFrame;
  let endFrame = derived;
  if (sent !== null && sent !== undefined) {
    if (!Number.isInteger(sent) || sent < 0 || Math.abs(sent - derived) > NOTE_FRAME_TOLERANCE)
      return { ok: false, reason: 'endFrameMismatch', field: 'rangeEndFrame' };
    endFrame = sent;
  }
  if (end.rangeEndMs <= start.timecodeMs || endFrame <= start.frame)
    return { ok: false, reason: 'endBeforeStart', field: 'rangeEndMs' };
  const length = versionLengthFrames(version);
  if (length !== null) {
    // The end is exclusive: the range may end exactly at the end of the last frame.
    const lastEndMs = Math.max(lengthMs(length, clock), Math.ceil(version?.durationMs ?? 0));
    if (endFrame > length || end.rangeEndMs > lastEndMs)
      return { ok: false, reason: 'endPastVideo', field: 'rangeEndMs' };
  }
  return { ok: true, rangeEndMs: end.rangeEndMs, rangeEndFrame: endFrame };
}

/** The version milliseconds where frame `frame` starts, or the last frame ends (`frame` = the frame count). */
function lengthMs(frame: number, clock: ReturnType<typeof versionClock>): number {
  const count = clock.bounds ? clock.bounds.length - 1 : null;
  if (count !== null && frame >= count) return Math.round((clock.bounds?.[count] ?? 0) * 1000);
  return clockFrameToMs(frame, clock);
}

/** A stored note's range end frame (derived from its milliseconds when stored without one), or null. */
export function storedRangeEndFrame(
  note: { rangeEndMs?: number | null; rangeEndFrame?: number | null },
  version: VersionTimingSource | null | undefined,
): number | null {
  if (typeof note.rangeEndMs !== 'number') return null;
  if (typeof note.rangeEndFrame === 'number' && Number.isInteger(note.rangeEndFrame))
    return note.rangeEndFrame;
  return clockFrameAtMs(note.rangeEndMs, versionClock(version));
}

/** The length in frames of a note (1 for a point note): what the marker exports write as its duration. */
export function noteDurationFrames(frame: number, rangeEndFrame: number | null | undefined): number {
  return typeof rangeEndFrame === 'number' && rangeEndFrame > frame ? rangeEndFrame - frame : 1;
}

/**
 * The in/out of a range the player marks: `in` and `out` are the frames on screen when I and O were pressed;
 * the range covers both (its exclusive end is `out + 1`, capped at the video's last frame). Null when out is
 * before in.
 */
export function markedRange(
  inFrame: number,
  outFrame: number,
  version: RangeVersion | null | undefined,
): { timecodeMs: number; frame: number; rangeEndMs: number; rangeEndFrame: number } | null {
  if (!Number.isInteger(inFrame) || !Number.isInteger(outFrame) || inFrame < 0 || outFrame < inFrame)
    return null;
  const clock = versionClock(version);
  const length = versionLengthFrames(version);
  const endFrame = length !== null ? Math.min(outFrame + 1, length) : outFrame + 1;
  if (endFrame <= inFrame) return null;
  return {
    timecodeMs: clockFrameToMs(inFrame, clock),
    frame: inFrame,
    rangeEndMs: lengthMs(endFrame, clock),
    rangeEndFrame: endFrame,
  };
}

/**
 * Whether a note is on screen at a playhead frame (its drawing is shown then): its own frame, or anywhere in
 * its range (end exclusive).
 */
export function noteShownAtFrame(
  note: { frame?: number | null; rangeEndFrame?: number | null },
  frame: number | null,
): boolean {
  if (frame === null || typeof note.frame !== 'number') return false;
  if (typeof note.rangeEndFrame === 'number' && note.rangeEndFrame > note.frame)
    return frame >= note.frame && frame < note.rangeEndFrame;
  return frame === note.frame;
}
