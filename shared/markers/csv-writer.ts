/**
 * CSV of the notes: UTF-8 with a byte-order mark (spreadsheets read accents then), RFC 4180 quoting, CRLF.
 * Columns: note id, parent, version, timecode (timeline: record start + frame), seconds and frame (from the
 * start of the video), reviewer, note, status, created at, duration in frames (a range note's length, 1 for a
 * point note) and the out timecode (timeline, exclusive: the first frame after the marker). A cell that a
 * spreadsheet would run as a formula gets a leading apostrophe: one starting with = + - @, or with a tab or a
 * carriage return (spreadsheets skip those and read the formula behind them; OWASP's CSV injection list).
 */
import { NOTE_STATUS_LABELS } from '../domain/note-status-display';
import { REVIEWER_CSV_COLUMNS } from '../domain/reviewer-identity';
import { frameStartSeconds } from '../lib/frame-time';
import { frameToSmpte } from '../lib/smpte/timecode';
import {
  exportedNotes,
  markerFileName,
  noteDuration,
  recordStartFrame,
  type MarkerFile,
  type MarkerOptions,
  type MarkerVideo,
} from './marker-source';

export const CSV_BOM = '\uFEFF';

export const CSV_COLUMNS = [
  'Note ID',
  'Parent ID',
  'Version',
  'Timecode',
  'Seconds',
  'Frame',
  ...REVIEWER_CSV_COLUMNS.map((column) => column.header),
  'Note',
  'Status',
  'Created at',
  'Duration (frames)',
  'Out timecode',
] as const;

/** What a text cell may not start with: a spreadsheet would run it as a formula. */
export const CSV_FORMULA_PREFIX = /^[=+\-@\t\r]/;

function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && CSV_FORMULA_PREFIX.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function writeCsv(video: MarkerVideo, options: MarkerOptions): MarkerFile {
  const notes = exportedNotes(video, options);
  const start = recordStartFrame(video, options);
  const rows = notes.map((n) =>
    [
      n.id,
      n.parentId ?? '',
      `v${video.versionNumber}`,
      frameToSmpte(start + n.frame, video.timing),
      frameStartSeconds(n.frame, video.timing.rate).toFixed(3),
      n.frame,
      ...REVIEWER_CSV_COLUMNS.map((column) => column.cell(n)),
      n.body,
      NOTE_STATUS_LABELS[n.status],
      n.createdAt,
      noteDuration(n),
      frameToSmpte(start + n.frame + noteDuration(n), video.timing),
    ]
      .map(csvCell)
      .join(','),
  );
  return {
    fileName: markerFileName(video, 'csv'),
    mimeType: 'text/csv; charset=utf-8',
    content: `${CSV_BOM}${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`,
    markerCount: notes.length,
    omittedCount: 0,
  };
}
