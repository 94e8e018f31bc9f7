/**
 * What the marker writers take: one video version with its timing and its notes (each on a whole frame), and
 * the export options. Everything here is pure; the writers turn it into the files editing tools import
 * (shared/reference/marker-formats.md).
 */
import {
  pickReviewerIdentity,
  reviewerIdentityShape,
  type ReviewerIdentity,
} from '../domain/reviewer-identity';
import * as z from 'zod/mini';
import type { NoteStatus } from '../domain/status-values';
import { NOTE_STATUSES } from '../domain/status-values';
import { noteDurationFrames, storedRangeEndFrame } from '../domain/note-range';
import { MARKER_EXPORT_MESSAGES } from '../messages/marker-export-messages';
import {
  SMPTE_PATTERN,
  frameAtMs,
  frameTiming,
  storedNoteFrame,
  versionFrameCount,
  versionTiming,
  type FrameRate,
  type FrameTiming,
  type VersionTimingSource,
} from '../lib/frame-time';
import { isValidSmpte, smpteToFrame, versionStartTimecode } from '../lib/smpte/timecode';

export interface MarkerNote extends ReviewerIdentity {
  id: string;
  /** The note this one answers (replies), when any. */
  parentId?: string | null;
  body: string;
  status: NoteStatus;
  /** ISO 8601. */
  createdAt: string;
  /** Whole frame index from the start of the video (frame 0 is the first picture). */
  frame: number;
  /** Length in frames (a range note); 1 = a point marker. */
  durationFrames?: number;
}

export interface MarkerVideo {
  projectName: string;
  videoTitle: string;
  versionNumber: number;
  timing: FrameTiming;
  /** The file's own start timecode (its `tmcd`), when it has one: where the exported timeline starts. */
  startTimecode?: string | null;
  /** Frames in the version, when known (the sequence length of the timeline formats). */
  frameCount?: number | null;
  width?: number | null;
  height?: number | null;
  notes: readonly MarkerNote[];
}

export interface MarkerOptions {
  /**
   * Timecode of the timeline's first frame; the user matches it in the editing tool. Absent: each video's own
   * start timecode (`recordStartOf`), so the files agree with the player and the burnt-in timecode.
   */
  recordStart?: string | undefined;
  /** Include notes marked done (as completed to-dos where the format has them). */
  includeCompleted: boolean;
  /** Pending notes red, done notes green; otherwise every marker blue. */
  colourByStatus: boolean;
}

/** A timeline's start when the file has no timecode of its own: the editing tools' convention (1 hour). */
export const DEFAULT_RECORD_START = '01:00:00:00';

/** No record start: each video starts at its own start timecode. */
export const DEFAULT_MARKER_OPTIONS: MarkerOptions = {
  includeCompleted: true,
  colourByStatus: true,
};

/** The options as a query or body carries them (for the export endpoint). */
export const markerOptionsSchema = z.object({
  recordStart: z.optional(
    z.string().check(z.trim(), z.regex(SMPTE_PATTERN, MARKER_EXPORT_MESSAGES.recordStartInvalid)),
  ),
  includeCompleted: z._default(z.boolean(), DEFAULT_MARKER_OPTIONS.includeCompleted),
  colourByStatus: z._default(z.boolean(), DEFAULT_MARKER_OPTIONS.colourByStatus),
});

export const markerNoteSchema = z.object({
  id: z.string().check(z.minLength(1)),
  parentId: z.optional(z.nullable(z.string())),
  body: z.string(),
  ...reviewerIdentityShape,
  status: z.enum(NOTE_STATUSES),
  createdAt: z.string(),
  frame: z.int().check(z.nonnegative()),
  durationFrames: z.optional(z.int().check(z.positive())),
});

/** What a writer returns: the file, and how many markers it had to leave out (EDL: 999 events at most). */
export interface MarkerFile {
  fileName: string;
  mimeType: string;
  content: string;
  markerCount: number;
  omittedCount: number;
}

/** What `markerVideoOf` reads of a version (a stored version, or the API's answer of one). */
export interface MarkerVersionSource extends VersionTimingSource {
  id: string;
  versionNumber: number;
  width?: number | null;
  height?: number | null;
}

/** What `markerVideoOf` reads of a note (a stored note, or the API's answer of one). */
export interface MarkerNoteSource extends ReviewerIdentity {
  id: string;
  videoVersionId: string;
  body: string;
  status: NoteStatus;
  createdAt: string;
  timecodeMs: number;
  frame?: number | null;
  /** A range note's exclusive end (shared/domain/note-range.ts). */
  rangeEndMs?: number | null;
  rangeEndFrame?: number | null;
}

/**
 * One version and its notes as the marker writers and the PDF report take them: each note on its stored frame
 * (derived for notes stored before frames), at the version's timing (probed, else the legacy rate, else the
 * default). The one mapping, used by the export endpoint and by the SPA's report alike.
 */
export function markerVideoOf(
  projectName: string,
  videoTitle: string,
  version: MarkerVersionSource,
  notes: readonly MarkerNoteSource[],
): MarkerVideo {
  return {
    projectName,
    videoTitle,
    versionNumber: version.versionNumber,
    timing: versionTiming(version),
    startTimecode: versionStartTimecode(version),
    frameCount: versionFrameCount(version),
    width: version.width ?? null,
    height: version.height ?? null,
    notes: notes
      .filter((n) => n.videoVersionId === version.id)
      .map((n) => {
        const frame = storedNoteFrame(n, version);
        return {
          id: n.id,
          body: n.body,
          ...pickReviewerIdentity(n),
          status: n.status,
          createdAt: n.createdAt,
          frame,
          durationFrames: noteDurationFrames(frame, storedRangeEndFrame(n, version)),
        };
      }),
  };
}

/** A note as stored today (milliseconds only): the frame it falls in at the version's rate. */
export function markerNoteFromMs(
  note: Omit<MarkerNote, 'frame'> & { timecodeMs: number },
  rate: FrameRate,
): MarkerNote {
  const { timecodeMs, ...rest } = note;
  return { ...rest, frame: frameAtMs(timecodeMs, rate) };
}

export function noteDuration(note: MarkerNote): number {
  const d = note.durationFrames ?? 1;
  return Number.isInteger(d) && d >= 1 ? d : 1;
}

/** The notes a file holds, in timeline order (frame, then oldest first). */
export function exportedNotes(video: MarkerVideo, options: MarkerOptions): MarkerNote[] {
  return video.notes
    .filter((n) => options.includeCompleted || n.status !== 'completed')
    .map((n) => {
      if (!Number.isInteger(n.frame) || n.frame < 0) throw new RangeError(`Note ${n.id} has no valid frame`);
      return n;
    })
    .sort((a, b) => a.frame - b.frame || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/**
 * The timecode a video's exported timeline starts at: the one asked for, else the file's own start timecode,
 * else the editing tools' 01:00:00:00 (a file without a timecode has no start to keep).
 */
export function recordStartOf(video: MarkerVideo, options: MarkerOptions): string {
  return options.recordStart ?? video.startTimecode ?? DEFAULT_RECORD_START;
}

/** The record start a version's files get when none is asked for (what the export dialog shows). */
export function defaultRecordStart(version: VersionTimingSource | null | undefined): string {
  return versionStartTimecode(version) ?? DEFAULT_RECORD_START;
}

/** The frame count the file's own start timecode stands for (0 when it has none): the report's timecodes. */
export function fileStartFrame(video: MarkerVideo): number {
  return video.startTimecode && isValidSmpte(video.startTimecode, video.timing)
    ? smpteToFrame(video.startTimecode, video.timing)
    : 0;
}

/** The record start as a frame index at the video's timing; a RangeError when it is not a timecode there. */
export function recordStartFrame(video: MarkerVideo, options: MarkerOptions): number {
  const timing = frameTiming(video.timing.rate, video.timing.dropFrame);
  const start = recordStartOf(video, options);
  if (!isValidSmpte(start, timing))
    throw new RangeError(`Record start '${start}' is not a timecode at this frame rate`);
  return smpteToFrame(start, timing);
}

/** Length of the exported timeline in frames: the version, or at least up to the end of the last marker. */
export function timelineFrames(video: MarkerVideo, notes: readonly MarkerNote[]): number {
  const lastEnd = notes.reduce((end, n) => Math.max(end, n.frame + noteDuration(n)), 1);
  return Math.max(video.frameCount && video.frameCount > 0 ? video.frameCount : 0, lastEnd);
}

/** "Reviewer: body" on one line (the marker name most tools show). */
export function markerText(note: MarkerNote): string {
  return oneLine(`${note.reviewerLabel}: ${note.body}`);
}

export function oneLine(text: string): string {
  return text
    .replace(/[\r\n\t\u2028\u2029]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const UNSAFE_FILE_CHARS = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;
const FILE_PART_MAX = 60;

function fileNamePart(text: string, fallback: string): string {
  const cleaned = text
    .normalize('NFC')
    .replace(UNSAFE_FILE_CHARS, ' ')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .slice(0, FILE_PART_MAX)
    .replace(/^[-.]+|[-.]+$/g, '');
  return cleaned === '' ? fallback : cleaned;
}

/** `{project}_{video}_v{n}_notes.{ext}`, with characters no file system takes removed and spaces as '-'. */
export function markerFileName(
  video: Pick<MarkerVideo, 'projectName' | 'videoTitle' | 'versionNumber'>,
  ext: string,
) {
  return `${fileNamePart(video.projectName, 'project')}_${fileNamePart(video.videoTitle, 'video')}_v${video.versionNumber}_notes.${ext}`;
}

/** `{project}_notes.{ext}`: the project's notes in one file (the markers zip, the PDF report). */
export function projectNotesFileName(projectName: string, ext: string): string {
  return `${fileNamePart(projectName, 'project')}_notes.${ext}`;
}

/** `{project}_notes.zip`. */
export function projectZipFileName(projectName: string): string {
  return projectNotesFileName(projectName, 'zip');
}
