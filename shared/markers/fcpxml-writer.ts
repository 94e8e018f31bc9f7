/**
 * FCPXML 1.9 (Final Cut Pro; DaVinci Resolve reads it too), one `.fcpxml` file: a sequence whose spine holds
 * one gap as long as the version, the notes as markers on that gap. Every time is a whole number of frames
 * written as rational seconds (frames × den / num), so each is a whole multiple of the `frameDuration`.
 * Notes become to-do markers: `completed="1"` when done, `completed="0"` otherwise.
 */
import {
  exportedNotes,
  markerFileName,
  markerText,
  noteDuration,
  recordStartFrame,
  timelineFrames,
  type MarkerFile,
  type MarkerOptions,
  type MarkerVideo,
} from './marker-source';
import { xmlText } from './xml-text';

export const FCPXML_VERSION = '1.9';
const DEFAULT_SIZE = { width: 1920, height: 1080 };

/** `frames` frames at the rate as FCPXML rational seconds: `0s`, `1001/24000s`, `90000/25s`. */
export function fcpxmlTime(frames: number, rate: { num: number; den: number }): string {
  if (frames === 0) return '0s';
  return rate.num === 1 ? `${frames * rate.den}s` : `${frames * rate.den}/${rate.num}s`;
}

export function writeFcpxml(video: MarkerVideo, options: MarkerOptions): MarkerFile {
  const notes = exportedNotes(video, options);
  const start = recordStartFrame(video, options);
  const { rate } = video.timing;
  const t = (frames: number) => fcpxmlTime(frames, rate);
  const length = timelineFrames(video, notes);
  const width = video.width && video.width > 0 ? video.width : DEFAULT_SIZE.width;
  const height = video.height && video.height > 0 ? video.height : DEFAULT_SIZE.height;
  const name = `${video.videoTitle} v${video.versionNumber}`;
  const markers = notes.map(
    (n) =>
      `            <marker start="${t(start + n.frame)}" duration="${t(noteDuration(n))}" value="${xmlText(markerText(n))}" completed="${n.status === 'completed' ? 1 : 0}"/>`,
  );
  const content = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE fcpxml>',
    `<fcpxml version="${FCPXML_VERSION}">`,
    '  <resources>',
    `    <format id="r1" frameDuration="${t(1)}" width="${width}" height="${height}"/>`,
    '  </resources>',
    '  <library>',
    `    <event name="${xmlText(video.projectName)}">`,
    `      <project name="${xmlText(name)}">`,
    `        <sequence format="r1" duration="${t(length)}" tcStart="${t(start)}" tcFormat="${video.timing.dropFrame ? 'DF' : 'NDF'}">`,
    '          <spine>',
    `            <gap name="Gap" offset="${t(start)}" start="${t(start)}" duration="${t(length)}">`,
    ...markers.map((m) => `  ${m}`),
    '            </gap>',
    '          </spine>',
    '        </sequence>',
    '      </project>',
    '    </event>',
    '  </library>',
    '</fcpxml>',
    '',
  ].join('\n');
  return {
    fileName: markerFileName(video, 'fcpxml'),
    mimeType: 'application/xml; charset=utf-8',
    content,
    markerCount: notes.length,
    omittedCount: 0,
  };
}
