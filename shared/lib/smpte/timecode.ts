/**
 * SMPTE timecode arithmetic (drop-frame numbering), apart from frame-time.ts: it is the CommonJS
 * `smpte-timecode` library, which no bundler can tree-shake, so whatever imports this module carries it. Only
 * what shows or writes timecodes does (the marker exports, the notes report, the player's timecode display);
 * the frame arithmetic the API Lambdas use (frame-time.ts: notes' frames, playback clocks) does not.
 *
 * Rules (shared/reference/marker-formats.md): `smpte-timecode` is always given the rate and the drop-frame
 * flag; drop-frame only at 29.97 and 59.94 (frame-time.ts `frameTiming`).
 */
import Timecode from 'smpte-timecode';
import {
  assertFrame,
  frameAtMs,
  frameRateLabel,
  frameToMs,
  SMPTE_PATTERN,
  versionTiming,
  type FrameRate,
  type FrameTiming,
  type VersionTimingSource,
} from '../frame-time';

function smpteRate(rate: FrameRate): [number, number] {
  return [rate.num, rate.den];
}

/** SMPTE timecode of a frame index: `HH:MM:SS:FF`, `HH:MM:SS;FF` when drop-frame. Wraps after 24 hours. */
export function frameToSmpte(frame: number, timing: FrameTiming): string {
  assertFrame(frame);
  return Timecode(frame, smpteRate(timing.rate), timing.dropFrame).toString();
}

/** The frame index of a SMPTE timecode at a timing; throws a RangeError for a malformed or impossible one. */
export function smpteToFrame(timecode: string, timing: FrameTiming): number {
  if (!SMPTE_PATTERN.test(timecode.trim())) throw new RangeError(`Invalid timecode '${timecode}'`);
  try {
    return Timecode(timecode.trim(), smpteRate(timing.rate), timing.dropFrame).frameCount;
  } catch (error) {
    throw new RangeError(`Invalid timecode '${timecode}' at ${frameRateLabel(timing.rate)} fps`, {
      cause: error,
    });
  }
}

export function isValidSmpte(timecode: string, timing: FrameTiming): boolean {
  try {
    smpteToFrame(timecode, timing);
    return true;
  } catch {
    return false;
  }
}

/** SMPTE timecode of a stored millisecond position. */
export function msToSmpte(ms: number, timing: FrameTiming): string {
  return frameToSmpte(frameAtMs(ms, timing.rate), timing);
}

/** Stored milliseconds of a SMPTE timecode (its frame's start, rounded). */
export function smpteToMs(timecode: string, timing: FrameTiming): number {
  return frameToMs(smpteToFrame(timecode, timing), timing.rate);
}

/** The timecode `frame` frames after a start timecode (a timeline's record start, a file's `tmcd`). */
export function offsetSmpte(start: string, frame: number, timing: FrameTiming): string {
  return frameToSmpte(smpteToFrame(start, timing) + frame, timing);
}

/** A file without a start timecode of its own counts from zero (what players and editing tools show for it). */
export const ZERO_TIMECODE = '00:00:00:00';

/**
 * The start timecode of a version's file (its `tmcd`, or the one its video stream carries), when the probe
 * found one that is a timecode at the version's timing; else null. Player, exports and report all start here.
 */
export function versionStartTimecode(version: VersionTimingSource | null | undefined): string | null {
  const timing = version?.frameTiming;
  if (timing?.status !== 'probed' || !timing.startTimecode) return null;
  return isValidSmpte(timing.startTimecode, versionTiming(version)) ? timing.startTimecode : null;
}

/**
 * A version's timing with the timecode of its first frame (as a frame count at that timing): what the player
 * and the report show as the timecode of frame N is `frameToSmpte(startFrame + N)`.
 */
export interface TimecodeTiming extends FrameTiming {
  startFrame: number;
}

/** The timing a version's timecodes are shown in: its rate, drop-frame and its file's start timecode. */
export function versionTimecodeTiming(version: VersionTimingSource | null | undefined): TimecodeTiming {
  const timing = versionTiming(version);
  const start = versionStartTimecode(version);
  return { ...timing, startFrame: start ? smpteToFrame(start, timing) : 0 };
}

/** The timecode of frame N of a file: its start timecode plus N frames (from zero when it has none). */
export function fileTimecode(frame: number, timing: FrameTiming & { startFrame?: number }): string {
  return frameToSmpte((timing.startFrame ?? 0) + frame, timing);
}
