/**
 * FCP7 XML (`xmeml` version 4), which Premiere Pro imports (it does not import FCPXML): a sequence with the
 * integer timebase and the `ntsc` flag (TRUE = ×1000/1001), its start timecode (DF/NDF), and the notes as
 * sequence markers with `in` in frames from the sequence start and `out` -1 for a point marker (in + duration
 * for a range). A rate that is neither whole nor ×1000/1001 cannot be written exactly: its nearest whole rate
 * is used. Uncertain (shared/reference/marker-formats.md): no public source shows Premiere importing a
 * sequence-only file.
 */
import { nominalFrameRate } from '../lib/frame-time';
import { frameToSmpte } from '../lib/smpte/timecode';
import {
  exportedNotes,
  markerFileName,
  noteDuration,
  oneLine,
  recordStartFrame,
  timelineFrames,
  type MarkerFile,
  type MarkerOptions,
  type MarkerVideo,
} from './marker-source';
import { xmlText } from './xml-text';

export function writeXmeml(video: MarkerVideo, options: MarkerOptions): MarkerFile {
  const notes = exportedNotes(video, options);
  const start = recordStartFrame(video, options);
  const { rate, dropFrame } = video.timing;
  const timebase = nominalFrameRate(rate);
  const ntsc = rate.den === 1001 ? 'TRUE' : 'FALSE';
  const rateXml = (indent: string) => [
    `${indent}<rate>`,
    `${indent}  <timebase>${timebase}</timebase>`,
    `${indent}  <ntsc>${ntsc}</ntsc>`,
    `${indent}</rate>`,
  ];
  const width = video.width && video.width > 0 ? video.width : 1920;
  const height = video.height && video.height > 0 ? video.height : 1080;
  const markers = notes.flatMap((n) => {
    const duration = noteDuration(n);
    return [
      '    <marker>',
      `      <name>${xmlText(oneLine(n.reviewerLabel))}</name>`,
      `      <comment>${xmlText(n.body)}</comment>`,
      `      <in>${n.frame}</in>`,
      `      <out>${duration > 1 ? n.frame + duration : -1}</out>`,
      '    </marker>',
    ];
  });
  const content = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE xmeml>',
    '<xmeml version="4">',
    '  <sequence id="sequence-1">',
    `    <name>${xmlText(`${video.videoTitle} v${video.versionNumber} notes`)}</name>`,
    `    <duration>${timelineFrames(video, notes)}</duration>`,
    ...rateXml('    '),
    '    <timecode>',
    ...rateXml('      '),
    `      <string>${frameToSmpte(start, video.timing)}</string>`,
    `      <frame>${start}</frame>`,
    `      <displayformat>${dropFrame ? 'DF' : 'NDF'}</displayformat>`,
    '    </timecode>',
    '    <media>',
    '      <video>',
    '        <format>',
    '          <samplecharacteristics>',
    ...rateXml('            '),
    `            <width>${width}</width>`,
    `            <height>${height}</height>`,
    '          </samplecharacteristics>',
    '        </format>',
    '      </video>',
    '    </media>',
    ...markers,
    '  </sequence>',
    '</xmeml>',
    '',
  ].join('\n');
  return {
    fileName: markerFileName(video, 'xml'),
    mimeType: 'application/xml; charset=utf-8',
    content,
    markerCount: notes.length,
    omittedCount: 0,
  };
}
