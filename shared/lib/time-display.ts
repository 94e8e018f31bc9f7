/**
 * How a note's time is shown, the same on the project page and the review page: mm:ss (the spec's default),
 * SMPTE timecode (`HH:MM:SS:FF`, `;` before the frames when drop-frame) or the frame number. Each user picks
 * one: the editor's choice is stored on the profile, a client's (no account) in the browser's localStorage.
 * The choice only: showing a position in it is smpte/position.ts (a timecode needs the SMPTE library, which
 * the profile's schema here must not bring into the API Lambdas).
 */
import * as z from 'zod/mini';

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
