/**
 * What the PDF notes report shows, decided once and purely: per video (current version) the notes in timeline
 * order with their SMPTE timecode and frame, reviewer, status label, date and text, and where in the file each
 * note's picture is (the middle of its frame, for the frame capture). Built from the same `MarkerVideo` the
 * marker exports use (shared/markers), so the report and the marker files agree frame for frame.
 */
import { PRODUCT_NAME } from '../../../../../shared/config/product';
import { resolveAccent } from '../../../../../shared/domain/brand-colour';
import { BRAND_MESSAGES } from '../../../../../shared/messages/brand-messages';
import { NOTE_STATUS_LABELS } from '../../../../../shared/domain/note-status-display';
import {
  clockSeekSeconds,
  frameRateLabel,
  gridClock,
  type FrameClock,
} from '../../../../../shared/lib/frame-time';
import { fileTimecode } from '../../../../../shared/lib/smpte/timecode';
import {
  exportedNotes,
  fileStartFrame,
  markerFileName,
  projectNotesFileName,
  type MarkerVideo,
} from '../../../../../shared/markers/marker-source';
import { MARKER_EXPORT_MESSAGES } from '../../../../../shared/messages/marker-export-messages';

const R = MARKER_EXPORT_MESSAGES.report;

export interface ReportNote {
  id: string;
  /** 'HH:MM:SS:FF · frame N' (';' before the frames at drop-frame rates). */
  position: string;
  reviewer: string;
  status: string;
  done: boolean;
  created: string;
  body: string;
  /** Where the note's picture is in the file: the middle of its frame. */
  seekSeconds: number;
}

export interface ReportVideo {
  heading: string;
  frameRate: string;
  /** Width / height of the picture, for the preview boxes (16:9 when unknown). */
  aspect: number;
  /** The version's file as the browser can read it, when there is one (frames are captured from it). */
  sourceUrl: string | null;
  notes: ReportNote[];
}

/** The cover a branded Pro workspace's report opens with (its logo is drawn from the logo's bytes). */
export interface ReportCover {
  studioName: string;
  /** The brand's accent made readable on the white page (THE accent rule, text level). */
  accent: string;
  /** 'Reviewed with Cutroom', or null when the brand hides it. */
  poweredBy: string | null;
}

/** The workspace's brand in force, as the report needs it (null: the product's look, no cover). */
export interface ReportBrand {
  displayName: string;
  accent: string;
  showPoweredBy: boolean;
}

export interface ReportModel {
  fileName: string;
  cover: ReportCover | null;
  title: string;
  projectName: string;
  summary: string;
  generated: string;
  videos: ReportVideo[];
}

export interface ReportVideoSource {
  marker: MarkerVideo;
  sourceUrl: string | null;
  /** Where the version's frames are in its file (a late first frame, a variable rate): the pictures' seeks. */
  clock?: FrameClock;
}

const DEFAULT_ASPECT = 16 / 9;

function aspectOf(video: MarkerVideo): number {
  const { width, height } = video;
  return width && height && width > 0 && height > 0 ? width / height : DEFAULT_ASPECT;
}

export function reportModel(input: {
  projectName: string;
  videos: readonly ReportVideoSource[];
  includeCompleted: boolean;
  generatedAt: Date;
  formatDate: (date: Date) => string;
  brand?: ReportBrand | null;
}): ReportModel {
  const options = { includeCompleted: input.includeCompleted, colourByStatus: false };
  const videos = input.videos.map(({ marker, sourceUrl, clock }): ReportVideo => {
    // Timecodes from the file's own start timecode, as the player's Timecode display and the exports show.
    const timing = { ...marker.timing, startFrame: fileStartFrame(marker) };
    return {
      heading: R.versionHeading(marker.videoTitle, marker.versionNumber),
      frameRate: R.frameRate(frameRateLabel(marker.timing.rate)),
      aspect: aspectOf(marker),
      sourceUrl,
      notes: exportedNotes(marker, options).map((note) => ({
        id: note.id,
        position: R.frameLabel(fileTimecode(note.frame, timing), note.frame),
        reviewer: note.reviewerLabel,
        status: NOTE_STATUS_LABELS[note.status],
        done: note.status === 'completed',
        created: input.formatDate(new Date(note.createdAt)),
        body: note.body,
        seekSeconds: clockSeekSeconds(note.frame, clock ?? gridClock(marker.timing.rate)),
      })),
    };
  });
  const notes = videos.flatMap((v) => v.notes);
  const done = notes.filter((n) => n.done).length;
  const only = input.videos.length === 1 ? input.videos[0]?.marker : undefined;
  return {
    fileName: only ? markerFileName(only, 'pdf') : projectNotesFileName(input.projectName, 'pdf'),
    cover: input.brand
      ? {
          studioName: input.brand.displayName,
          accent: resolveAccent(input.brand.accent, 'light').text,
          poweredBy: input.brand.showPoweredBy ? `${BRAND_MESSAGES.poweredBy} ${PRODUCT_NAME}` : null,
        }
      : null,
    title: R.title,
    projectName: input.projectName,
    summary: R.summary(notes.length, notes.length - done, done),
    generated: (input.brand && !input.brand.showPoweredBy ? R.generatedWithoutProduct : R.generated)(
      input.formatDate(input.generatedAt),
    ),
    videos,
  };
}
