/** Marker export (issue 15, beyond the spec): the formats' names and what the export tells the user. */
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
  includeCompletedLabel: 'Include done notes',
  colourByStatusLabel: 'Colour by status',
  download: 'Download',
  cancel: 'Cancel',
  downloaded: (fileName: string) => `Downloaded ${fileName}`,
  failed: 'Could not export the markers. Please try again.',
  edlTruncated: (omitted: number) =>
    `Resolve reads at most 999 markers from an EDL: ${omitted} ${omitted === 1 ? 'marker was' : 'markers were'} left out.`,
} as const;
