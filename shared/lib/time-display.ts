/**
 * How a note's time is shown, the same on the project page and the review page: mm:ss (the spec's default),
 * SMPTE timecode (`HH:MM:SS:FF`, `;` before the frames when drop-frame) or the frame number. Each user picks
 * one: the editor's choice is stored on the profile, a client's (no account) in the browser's localStorage.
 */
import * as z from 'zod/mini';
import { formatTimecode } from './timecode';
import { fileTimecode, frameAtMs, type FrameTiming } from './frame-time';

export const TIME_DISPLAYS = ['mmss', 'timecode', 'frames'] as const;
export type TimeDisplay = (typeof TIME_DISPLAYS)[number];
export const timeDisplaySchema = z.enum(TIME_DISPLAYS);

/** The spec's display: mm:ss. */
export const DEFAULT_TIME_DISPLAY: TimeDisplay = 'mmss';

export const TIME_DISPLAY_LABELS: Record<TimeDisplay, string> = {
  mmss: 'mm:ss',
  timecode: 'Timecode',
  frames: 'Frames',
};

/** What a screen reader says about the switch. */
export const TIME_DISPLAY_SWITCH_LABEL = 'Show note times as';

/** The browser key of a client's choice (the review page, no account). */
export const TIME_DISPLAY_STORAGE_KEY = 'cutroom.timeDisplay';

export function parseTimeDisplay(value: unknown): TimeDisplay {
  const parsed = timeDisplaySchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_TIME_DISPLAY;
}

/**
 * A position on a version as the user chose to see it. `frame` is the note's stored frame when it has one
 * (else the frame its milliseconds fall in at the version's timing). The timecode counts from the file's own
 * start timecode when the timing carries it (`versionTimecodeTiming`), as the burnt-in timecode and the
 * exports do.
 */
export function formatPosition(
  position: { timecodeMs: number; frame?: number | null },
  timing: FrameTiming & { startFrame?: number },
  display: TimeDisplay,
): string {
  if (display === 'mmss') return formatTimecode(position.timecodeMs);
  const frame =
    typeof position.frame === 'number' && Number.isInteger(position.frame) && position.frame >= 0
      ? position.frame
      : frameAtMs(position.timecodeMs, timing.rate);
  return display === 'frames' ? `#${frame}` : fileTimecode(frame, timing);
}
