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
  edlTruncated: (omitted: number) =>
    `Resolve reads at most 999 markers from an EDL: ${omitted} ${omitted === 1 ? 'marker was' : 'markers were'} left out.`,
} as const;
