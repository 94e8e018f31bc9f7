/**
 * A note's position shown as its user chose (shared/lib/time-display.ts): mm:ss, the SMPTE timecode of its
 * frame, or the frame number. Apart from the choice itself because a timecode needs smpte/timecode.ts.
 */
import { frameAtMs, type FrameTiming } from '../frame-time';
import type { TimeDisplay } from '../time-display';
import { formatTimecode } from '../timecode';
import { fileTimecode } from './timecode';

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
