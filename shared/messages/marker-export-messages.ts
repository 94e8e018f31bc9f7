/** Marker export (beyond the spec): the formats' names and what the export tells the user. */
import { countOf } from '../lib/plural';

export const MARKER_EXPORT_MESSAGES = {
  formats: {
    csv: 'CSV (spreadsheet)',
    edl: 'DaVinci Resolve markers (EDL)',
    fcpxml: 'Final Cut Pro (FCPXML 1.9)',
    xmeml: 'Premiere Pro (FCP7 XML)',
    avid: 'Avid Media Composer markers',
  },
  recordStartInvalid: 'Use a timecode such as 01:00:00:00.',
  exportButton: 'Export markers',
  dialogTitle: 'Export markers',
  scopeLabel: 'What to export',
  scopeVideo: (title: string, version: number) => `${title} (v${version})`,
  scopeProject: 'Whole project (zip)',
  formatLabel: 'Format',
  allFormats: 'All formats',
  recordStartLabel: 'Record start timecode',
  /** Under an empty record start: what the files start at instead. */
  recordStartOwn: (timecode: string) => `Empty: the file’s own start, ${timecode}.`,
  recordStartEach: 'Empty: each video’s own start timecode (01:00:00:00 when a file has none).',
  includeCompletedLabel: 'Include done notes',
  colourByStatusLabel: 'Colour by status',
  download: 'Download',
  cancel: 'Cancel',
  downloaded: (fileName: string) => `Downloaded ${fileName}`,
  failed: 'Could not export the markers. Please try again.',
  /** The PDF report (made in the browser, beside the marker formats in the same dialog). */
  pdfFormat: 'PDF report (notes with frames)',
  pdfHint: 'A printable report with a picture of each note’s frame, for clients who live in e-mail.',
  capturingFrames: (done: number, total: number) => `Capturing frames ${done} of ${total}…`,
  buildingReport: 'Building the report…',
  reportFailed: 'Could not make the report. Please try again.',
  report: {
    title: 'Review notes',
    summary: (notes: number, open: number, done: number) =>
      `${countOf(notes, 'note', 'notes')} · ${open} pending · ${done} done`,
    generated: (when: string) => `Generated ${when} with Cutroom`,
    /** A branded report whose studio hides 'Reviewed with Cutroom'. */
    generatedWithoutProduct: (when: string) => `Generated ${when}`,
    versionHeading: (title: string, version: number) => `${title} — v${version}`,
    frameRate: (label: string) => `${label} fps`,
    noNotes: 'No notes on this version.',
    noFrame: 'No preview',
    frameLabel: (timecode: string, frame: number) => `${timecode} · frame ${frame}`,
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
  edlTruncated: (omitted: number) =>
    `Resolve reads at most 999 markers from an EDL: ${countOf(omitted, 'marker was', 'markers were')} left out.`,
} as const;
