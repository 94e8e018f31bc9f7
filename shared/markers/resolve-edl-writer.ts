/**
 * DaVinci Resolve marker EDL (Timelines → Import → Timeline Markers from EDL): CMX 3600 event lines, one per
 * marker, each followed by a comment line ` |C:<colour> |M:<text> |D:<frames>`.
 * Resolve's rules: point markers on the same frame overlap and are dropped, so notes on one frame become one
 * marker; a text starting with a digit is ignored, so it is prefixed; `|` ends a field, so it is replaced;
 * at most 999 events (the file says how many were left out through `omittedCount`).
 */
import { frameToSmpte } from '../lib/frame-time';
import {
  exportedNotes,
  markerFileName,
  markerText,
  noteDuration,
  recordStartFrame,
  type MarkerFile,
  type MarkerNote,
  type MarkerOptions,
  type MarkerVideo,
} from './marker-source';

export const EDL_MAX_EVENTS = 999;
export const EDL_TITLE_MAX_LENGTH = 70;
/** Put before a marker text that starts with a digit (Resolve drops those). */
export const EDL_DIGIT_PREFIX = 'Note: ';
/** What a `|` in a note becomes. */
export const EDL_PIPE_REPLACEMENT = '/';
/** Between the texts of notes merged on one frame. */
export const EDL_MERGE_SEPARATOR = ' // ';

export const RESOLVE_MARKER_COLOURS = {
  pending: 'ResolveColorRed',
  completed: 'ResolveColorGreen',
  plain: 'ResolveColorBlue',
} as const;

export function edlMarkerText(text: string): string {
  const safe = text.replace(/\|/g, EDL_PIPE_REPLACEMENT).trim();
  return /^\d/.test(safe) ? `${EDL_DIGIT_PREFIX}${safe}` : safe;
}

interface EdlEvent {
  frame: number;
  duration: number;
  notes: MarkerNote[];
}

export function writeResolveEdl(video: MarkerVideo, options: MarkerOptions): MarkerFile {
  const notes = exportedNotes(video, options);
  const start = recordStartFrame(video, options);
  const events: EdlEvent[] = [];
  for (const note of notes) {
    const last = events.at(-1);
    if (last && last.frame === note.frame) {
      last.notes.push(note);
      last.duration = Math.max(last.duration, noteDuration(note));
    } else events.push({ frame: note.frame, duration: noteDuration(note), notes: [note] });
  }
  const kept = events.slice(0, EDL_MAX_EVENTS);
  const tc = (frame: number) => frameToSmpte(start + frame, video.timing);
  const title = `${video.projectName} - ${video.videoTitle} v${video.versionNumber}`
    .replace(/[\r\n\t]+/g, ' ')
    .slice(0, EDL_TITLE_MAX_LENGTH)
    .trim();
  const lines = [`TITLE: ${title}`, `FCM: ${video.timing.dropFrame ? 'DROP FRAME' : 'NON-DROP FRAME'}`, ''];
  kept.forEach((event, i) => {
    const number = String(i + 1).padStart(3, '0');
    const inTc = tc(event.frame);
    const outTc = tc(event.frame + event.duration);
    const colour = !options.colourByStatus
      ? RESOLVE_MARKER_COLOURS.plain
      : event.notes.some((n) => n.status !== 'completed')
        ? RESOLVE_MARKER_COLOURS.pending
        : RESOLVE_MARKER_COLOURS.completed;
    const text = edlMarkerText(event.notes.map(markerText).join(EDL_MERGE_SEPARATOR));
    lines.push(`${number}  001      V     C        ${inTc} ${outTc} ${inTc} ${outTc}`);
    lines.push(` |C:${colour} |M:${text} |D:${event.duration}`);
    lines.push('');
  });
  return {
    fileName: markerFileName(video, 'edl'),
    mimeType: 'text/plain; charset=utf-8',
    content: lines.join('\n'),
    markerCount: kept.length,
    omittedCount: events.length - kept.length,
  };
}
