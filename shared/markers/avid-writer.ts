/**
 * Avid Media Composer marker text (Markers window → Import): one line per marker, tab-separated
 * user, timecode, track, colour, comment, duration in frames. Field order as documented by the community
 * (not by Avid). Tabs and line breaks inside a field become spaces.
 */
import { frameToSmpte } from '../lib/smpte/timecode';
import {
  exportedNotes,
  markerFileName,
  noteDuration,
  oneLine,
  recordStartFrame,
  type MarkerFile,
  type MarkerOptions,
  type MarkerVideo,
} from './marker-source';

export const AVID_TRACK = 'V1';

/** Avid's marker colours: red, green, blue, cyan, magenta, yellow, black, white. */
export const AVID_MARKER_COLOURS = { pending: 'red', completed: 'green', plain: 'blue' } as const;

export function writeAvidMarkers(video: MarkerVideo, options: MarkerOptions): MarkerFile {
  const notes = exportedNotes(video, options);
  const start = recordStartFrame(video, options);
  const lines = notes.map((n) =>
    [
      oneLine(n.reviewerLabel),
      frameToSmpte(start + n.frame, video.timing),
      AVID_TRACK,
      options.colourByStatus ? AVID_MARKER_COLOURS[n.status] : AVID_MARKER_COLOURS.plain,
      oneLine(n.body),
      String(noteDuration(n)),
    ].join('\t'),
  );
  return {
    fileName: markerFileName(video, 'txt'),
    mimeType: 'text/plain; charset=utf-8',
    content: lines.length ? `${lines.join('\n')}\n` : '',
    markerCount: notes.length,
    omittedCount: 0,
  };
}
