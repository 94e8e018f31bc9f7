/**
 * A note's timecode for display: mm:ss from milliseconds (seconds rounded down); from one hour on h:mm:ss.
 * Invalid input (not a finite number) or a negative value shows '00:00'.
 */
export function formatTimecode(ms: unknown): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return '00:00';
  const totalSeconds = Math.floor(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, '0');
  const mm = String(minutes).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** A player position in seconds (fractional) as the whole milliseconds stored on a note; invalid → 0. */
export function secondsToTimecodeMs(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds < 0) return 0;
  return Math.round(seconds * 1000);
}
