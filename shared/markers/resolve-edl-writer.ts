/**
 * DaVinci Resolve marker EDL (Timelines → Import → Timeline Markers from EDL), written the way Resolve's own
 * "Timeline Markers to EDL" export writes it: one CMX 3600 event per marker, one frame long (record out = in +
 * 1), followed by a comment line `<note text> |C:<colour> |M:<short name> |D:<frames>`. A range note's length
 * lives only in `|D:`, so a range that contains another note never makes overlapping events (which CMX 3600
 * readers refuse). Resolve's rules: markers on the same frame overlap and are dropped, so notes on one frame
 * become one marker; a text starting with a digit is ignored, so it is prefixed; `|` ends a field, so it is
 * replaced; at most 999 events (the file says how many were left out through `omittedCount`).
 */
import { frameToSmpte } from '../lib/smpte/timecode';
import {
  exportedNotes,
  markerFileName,
  markerText,
  noteDuration,
  oneLine,
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
/** Between the reviewers named in a merged marker's name. */
export const EDL_NAME_SEPARATOR = ', ';
/** The marker's name (`|M:`) is short: the reviewers, cut to this many characters. */
export const EDL_NAME_MAX_LENGTH = 32;

export const RESOLVE_MARKER_COLOURS = {
  pending: 'ResolveColorRed',
  completed: 'ResolveColorGreen',
  plain: 'ResolveColorBlue',
} as const;

export function edlMarkerText(text: string): string {
  const safe = text.replace(/\|/g, EDL_PIPE_REPLACEMENT).trim();
  return /^\d/.test(safe) ? `${EDL_DIGIT_PREFIX}${safe}` : safe;
}

/** The short name of a marker: who wrote its notes, each once, cut with '...' past the limit. */
export function edlMarkerName(notes: readonly MarkerNote[]): string {
  const names = [...new Set(notes.map((n) => oneLine(n.reviewerLabel)).filter((n) => n !== ''))];
  const name = edlMarkerText(names.join(EDL_NAME_SEPARATOR));
  return name.length <= EDL_NAME_MAX_LENGTH ? name : `${name.slice(0, EDL_NAME_MAX_LENGTH - 3).trimEnd()}...`;
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
    const outTc = tc(event.frame + 1);
    const colour = !options.colourByStatus
      ? RESOLVE_MARKER_COLOURS.plain
      : event.notes.some((n) => n.status !== 'completed')
        ? RESOLVE_MARKER_COLOURS.pending
        : RESOLVE_MARKER_COLOURS.completed;
    const text = edlMarkerText(event.notes.map(markerText).join(EDL_MERGE_SEPARATOR));
    lines.push(`${number}  001      V     C        ${inTc} ${outTc} ${inTc} ${outTc}`);
    lines.push(
      ` ${text === '' ? '' : `${text} `}|C:${colour} |M:${edlMarkerName(event.notes)} |D:${event.duration}`,
    );
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
