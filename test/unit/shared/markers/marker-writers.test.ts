import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  STANDARD_FRAME_RATES,
  STANDARD_FRAME_RATE_NAMES,
  frameTiming,
  type FrameTiming,
} from '../../../../shared/lib/frame-time';
import { smpteToFrame } from '../../../../shared/lib/smpte/timecode';
import { writeAvidMarkers } from '../../../../shared/markers/avid-writer';
import { CSV_COLUMNS, writeCsv } from '../../../../shared/markers/csv-writer';
import { markerVideoOf } from '../../../../shared/markers/marker-source';
import { fcpxmlTime, writeFcpxml } from '../../../../shared/markers/fcpxml-writer';
import {
  MARKER_FORMATS,
  MARKER_FORMAT_IDS,
  projectMarkersZip,
  writeMarkers,
} from '../../../../shared/markers/marker-export';
import { MARKER_EXPORT_MESSAGES } from '../../../../shared/messages/marker-export-messages';
import {
  DEFAULT_MARKER_OPTIONS,
  DEFAULT_RECORD_START,
  exportedNotes,
  markerFileName,
  markerNoteFromMs,
  markerOptionsSchema,
  projectZipFileName,
  type MarkerNote,
  type MarkerOptions,
  type MarkerVideo,
} from '../../../../shared/markers/marker-source';
import {
  EDL_MAX_EVENTS,
  EDL_NAME_MAX_LENGTH,
  edlMarkerName,
  edlMarkerText,
  writeResolveEdl,
} from '../../../../shared/markers/resolve-edl-writer';
import { writeXmeml } from '../../../../shared/markers/xmeml-writer';
import { MARKER_FIXTURES, type MarkerFixtureName } from './marker-fixtures';
import {
  type ReadMarker,
  readCsv,
  readEdl,
  readAvid,
  readFcpxml,
  readXmeml,
} from '../../../support/marker-readers';

const FIXTURE_DIR = path.resolve('test/fixtures/markers');
const NAMES = Object.keys(MARKER_FIXTURES) as MarkerFixtureName[];
/** The fixtures' files start their timeline at 01:00:00:00 (asked for, as the dialog's field does). */
const OPTIONS = { ...DEFAULT_MARKER_OPTIONS, recordStart: DEFAULT_RECORD_START } satisfies MarkerOptions;

// ---- expectations --------------------------------------------------------------------------------------

function expectedMarkers(video: MarkerVideo, options: MarkerOptions): ReadMarker[] {
  return exportedNotes(video, options).map((n) => ({
    frame: n.frame,
    duration: n.durationFrames ?? 1,
    text: `${n.reviewerLabel}: ${n.body}`,
  }));
}

describe.each(NAMES)('marker writers: %s fixture', (name) => {
  const video = MARKER_FIXTURES[name];
  const timing = video.timing;
  const recordStart = smpteToFrame(OPTIONS.recordStart, timing);
  const expected = expectedMarkers(video, OPTIONS);

  it.each(MARKER_FORMAT_IDS)('%s matches the hand-checked file', (format) => {
    const file = writeMarkers(format, video, OPTIONS);
    const onDisk = readFileSync(path.join(FIXTURE_DIR, name, file.fileName), 'utf8');
    expect(file.content).toBe(onDisk);
  });

  it('CSV read back holds every note on its frame', () => {
    const rows = readCsv(writeCsv(video, OPTIONS).content);
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    const notes = exportedNotes(video, OPTIONS);
    expect(rows.slice(1)).toHaveLength(notes.length);
    rows.slice(1).forEach((row, i) => {
      const note = notes[i] as MarkerNote;
      const [id, parent, version, tc, seconds, frame, reviewer, body, status, createdAt] = row;
      expect(id).toBe(note.id);
      expect(parent).toBe('');
      expect(version).toBe(`v${video.versionNumber}`);
      expect(smpteToFrame(tc ?? '', timing) - recordStart).toBe(note.frame);
      expect(Number(frame)).toBe(note.frame);
      expect(Number(seconds)).toBeCloseTo((note.frame * timing.rate.den) / timing.rate.num, 3);
      expect(reviewer).toBe(note.reviewerLabel);
      expect(body?.replace(/^'(?=[=+\-@])/, '')).toBe(note.body);
      expect(status).toBe(note.status === 'completed' ? 'Done' : 'Pending');
      expect(createdAt).toBe(note.createdAt);
    });
  });

  it('Resolve EDL read back: one one-frame event per marker frame, notes on one frame merged, colours by status', () => {
    const edl = readEdl(writeResolveEdl(video, OPTIONS).content, timing);
    expect(edl.fcm).toBe(timing.dropFrame ? 'DROP FRAME' : 'NON-DROP FRAME');
    expect(edl.title).toContain(video.videoTitle);
    const frames = [...new Set(expected.map((m) => m.frame))];
    expect(edl.events.map((e) => e.recordIn - recordStart)).toEqual(frames);
    expect(edl.events.map((e) => e.number)).toEqual(frames.map((_, i) => i + 1));
    for (const event of edl.events) {
      const frame = event.recordIn - recordStart;
      const here = exportedNotes(video, OPTIONS).filter((n) => n.frame === frame);
      const duration = Math.max(...here.map((n) => n.durationFrames ?? 1));
      expect(event.duration).toBe(duration);
      expect(event.recordOut - event.recordIn).toBe(1);
      expect(event.text).toBe(edlMarkerText(here.map((n) => `${n.reviewerLabel}: ${n.body}`).join(' // ')));
      expect(event.name).toBe(edlMarkerName(here));
      expect(event.text).not.toMatch(/^\d/);
      expect(event.text).not.toContain('|');
      expect(event.colour).toBe(
        here.some((n) => n.status === 'pending') ? 'ResolveColorRed' : 'ResolveColorGreen',
      );
    }
  });

  it('FCPXML read back: every time a whole multiple of the frame duration, markers on their frames', () => {
    const f = readFcpxml(writeFcpxml(video, OPTIONS).content);
    expect(f.version).toBe('1.9');
    expect(f.frameDuration).toBe(fcpxmlTime(1, timing.rate));
    expect(f.tcFormat).toBe(timing.dropFrame ? 'DF' : 'NDF');
    expect(f.tcStartFrames).toBe(recordStart);
    expect(f.durationFrames).toBe(f.gapDurationFrames);
    expect(f.markers.map(({ frame, duration, text }) => ({ frame, duration, text }))).toEqual(expected);
    expect(f.markers.map((m) => m.completed)).toEqual(
      exportedNotes(video, OPTIONS).map((n) => (n.status === 'completed' ? '1' : '0')),
    );
    for (const m of f.markers) expect(m.frame + m.duration).toBeLessThanOrEqual(f.durationFrames);
  });

  it('xmeml read back: integer timebase, ntsc flag, frame in/out', () => {
    const x = readXmeml(writeXmeml(video, OPTIONS).content);
    expect(x.timebase).toBe(Math.round(timing.rate.num / timing.rate.den));
    expect(x.ntsc).toBe(timing.rate.den === 1001 ? 'TRUE' : 'FALSE');
    expect(x.displayFormat).toBe(timing.dropFrame ? 'DF' : 'NDF');
    expect(x.tcFrame).toBe(recordStart);
    expect(smpteToFrame(x.tcString, timing)).toBe(recordStart);
    expect(
      x.markers.map((m) => ({
        frame: m.in,
        duration: m.out === -1 ? 1 : m.out - m.in,
        text: `${m.name}: ${m.comment}`,
      })),
    ).toEqual(expected);
  });

  it('Avid marker text read back: tab-separated user, timecode, V1, colour, comment, duration', () => {
    const lines = readAvid(writeAvidMarkers(video, OPTIONS).content, timing);
    expect(
      lines.map((l) => ({
        frame: l.frame - recordStart,
        duration: l.duration,
        text: `${l.user}: ${l.comment}`,
      })),
    ).toEqual(expected);
    expect(new Set(lines.map((l) => l.track))).toEqual(new Set(['V1']));
    const notes = exportedNotes(video, OPTIONS);
    expect(lines.map((l) => l.colour)).toEqual(
      notes.map((n) => (n.status === 'completed' ? 'green' : 'red')),
    );
  });
});

// ---- options and rules -----------------------------------------------------------------------------------

const DF = frameTiming(STANDARD_FRAME_RATES['29.97']);

function videoWith(notes: MarkerNote[], timing: FrameTiming = DF): MarkerVideo {
  return { projectName: 'P', videoTitle: 'V', versionNumber: 1, timing, frameCount: null, notes };
}

function n(frame: number, body: string, extra: Partial<MarkerNote> = {}): MarkerNote {
  return {
    id: `n${frame}-${body.length}`,
    body,
    reviewerLabel: 'Ana',
    status: 'pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    frame,
    ...extra,
  };
}

describe('marker export options and rules', () => {
  it('leaves done notes out when asked, in every format', () => {
    const video = videoWith([n(10, 'open'), n(20, 'done', { status: 'completed' })]);
    const options = { ...OPTIONS, includeCompleted: false };
    for (const format of MARKER_FORMAT_IDS) {
      const file = writeMarkers(format, video, options);
      expect(file.markerCount, format).toBe(1);
      expect(file.content, format).not.toContain('done');
    }
  });

  it('colours every marker blue when colour by status is off', () => {
    const video = videoWith([n(10, 'open'), n(20, 'done', { status: 'completed' })]);
    const options = { ...OPTIONS, colourByStatus: false };
    expect(readEdl(writeResolveEdl(video, options).content, DF).events.map((e) => e.colour)).toEqual([
      'ResolveColorBlue',
      'ResolveColorBlue',
    ]);
    expect(readAvid(writeAvidMarkers(video, options).content, DF).map((l) => l.colour)).toEqual([
      'blue',
      'blue',
    ]);
  });

  it('uses the record start timecode given', () => {
    const video = videoWith([n(0, 'a'), n(1800, 'b')]);
    const options = { ...OPTIONS, recordStart: '00:50:00;00' };
    const start = smpteToFrame('00:50:00;00', DF);
    const edl = readEdl(writeResolveEdl(video, options).content, DF);
    expect(edl.events.map((e) => e.recordIn - start)).toEqual([0, 1800]);
    expect(writeResolveEdl(video, options).content).toContain('00:51:00;02 00:51:00;03');
    expect(readFcpxml(writeFcpxml(video, options).content).tcStartFrames).toBe(start);
    expect(() => writeCsv(video, { ...OPTIONS, recordStart: '00:01:00;00' })).toThrow(RangeError);
    expect(() => writeCsv(video, { ...OPTIONS, recordStart: 'soon' })).toThrow(RangeError);
  });

  it('EDL: at most 999 events, the rest reported', () => {
    const notes = Array.from({ length: 1005 }, (_, i) => n(i * 2, `note ${i}`));
    const file = writeResolveEdl(videoWith(notes), OPTIONS);
    expect(file.markerCount).toBe(EDL_MAX_EVENTS);
    expect(file.omittedCount).toBe(6);
    const edl = readEdl(file.content, DF);
    expect(edl.events).toHaveLength(999);
    expect(edl.events.at(-1)?.number).toBe(999);
    expect(MARKER_EXPORT_MESSAGES.edlTruncated(file.omittedCount)).toBe(
      'Resolve reads at most 999 markers from an EDL: 6 markers were left out.',
    );
    expect(MARKER_EXPORT_MESSAGES.edlTruncated(1)).toContain('1 marker was left out');
  });

  it('EDL: `|` replaced, a digit first prefixed, line breaks flattened', () => {
    expect(edlMarkerText('1st | 2nd')).toBe('Note: 1st / 2nd');
    const video = videoWith([n(5, 'two\nlines | pipe', { reviewerLabel: '42' })]);
    const edl = readEdl(writeResolveEdl(video, OPTIONS).content, DF);
    expect(edl.events[0]?.text).toBe('Note: 42: two lines / pipe');
  });

  it('EDL: a range note that contains another note makes no overlapping events', () => {
    const video = videoWith([
      n(100, 'whole shot too dark', { durationFrames: 120 }),
      n(130, 'logo wobbles'),
      n(150, 'inner range', { durationFrames: 20 }),
      n(300, 'after'),
    ]);
    const content = writeResolveEdl(video, OPTIONS).content;
    // readEdl fails on an event that starts before the previous one ends, as CMX 3600 readers do.
    const edl = readEdl(content, DF);
    const start = smpteToFrame(DEFAULT_RECORD_START, DF);
    expect(edl.events.map((e) => [e.recordIn - start, e.recordOut - e.recordIn, e.duration])).toEqual([
      [100, 1, 120],
      [130, 1, 1],
      [150, 1, 20],
      [300, 1, 1],
    ]);
  });

  it("EDL: markers as Resolve's own marker EDL writes them: note text before |C:, a short name in |M:, the length in |D:", () => {
    const video = videoWith([
      n(10, 'Logo too small', {
        reviewerLabel: 'Ana',
        durationFrames: 24,
        createdAt: '2026-11-20T10:00:01Z',
      }),
      n(10, 'Agree', { reviewerLabel: 'Bruno', createdAt: '2026-11-20T10:00:02Z' }),
      n(10, 'And louder', { reviewerLabel: 'Ana', createdAt: '2026-11-20T10:00:03Z' }),
      n(40, 'Trim', { reviewerLabel: '2nd unit | crew' }),
      n(80, 'Long name', { reviewerLabel: 'A reviewer with a really very long display name' }),
    ]);
    const content = writeResolveEdl(video, OPTIONS).content;
    expect(content.split('\n').slice(3, 5)).toEqual([
      '001  001      V     C        01:00:00;10 01:00:00;11 01:00:00;10 01:00:00;11',
      ' Ana: Logo too small // Bruno: Agree // Ana: And louder |C:ResolveColorRed |M:Ana, Bruno |D:24',
    ]);
    const [merged, digit, long] = readEdl(content, DF).events;
    expect(merged).toMatchObject({ name: 'Ana, Bruno', duration: 24 });
    expect(digit).toMatchObject({ name: 'Note: 2nd unit / crew', text: 'Note: 2nd unit / crew: Trim' });
    expect(long?.name).toHaveLength(EDL_NAME_MAX_LENGTH);
    expect(long?.name.endsWith('...')).toBe(true);
  });

  it('XML formats escape markup and drop characters XML cannot hold', () => {
    const video = videoWith([n(5, 'a < b & "c" \u0001 \'d\'', { reviewerLabel: '<Ana>' })]);
    expect(readFcpxml(writeFcpxml(video, OPTIONS).content).markers[0]?.text).toBe(
      '<Ana>: a < b & "c"  \'d\'',
    );
    const x = readXmeml(writeXmeml(video, OPTIONS).content);
    expect(x.markers[0]).toMatchObject({ name: '<Ana>', comment: 'a < b & "c"  \'d\'' });
  });

  it('range notes (duration in frames) fit every format', () => {
    const video = videoWith([n(100, 'range', { durationFrames: 48 })]);
    expect(readEdl(writeResolveEdl(video, OPTIONS).content, DF).events[0]).toMatchObject({ duration: 48 });
    expect(readFcpxml(writeFcpxml(video, OPTIONS).content).markers[0]).toMatchObject({ duration: 48 });
    expect(readXmeml(writeXmeml(video, OPTIONS).content).markers[0]).toMatchObject({ in: 100, out: 148 });
    expect(readAvid(writeAvidMarkers(video, OPTIONS).content, DF)[0]).toMatchObject({ duration: 48 });
  });

  it('an empty export is still a valid file in every format', () => {
    const video = videoWith([]);
    expect(readCsv(writeCsv(video, OPTIONS).content)).toEqual([[...CSV_COLUMNS]]);
    expect(readEdl(writeResolveEdl(video, OPTIONS).content, DF).events).toEqual([]);
    expect(readFcpxml(writeFcpxml(video, OPTIONS).content).markers).toEqual([]);
    expect(readXmeml(writeXmeml(video, OPTIONS).content).markers).toEqual([]);
    expect(writeAvidMarkers(video, OPTIONS).content).toBe('');
  });

  it('a note stored in milliseconds lands on the frame it was written on', () => {
    const rate = STANDARD_FRAME_RATES['23.976'];
    const base = { id: 'x', body: 'b', reviewerLabel: 'A', status: 'pending' as const, createdAt: '' };
    // Frame 3 starts at 125.125 ms; the player stored 125.
    expect(markerNoteFromMs({ ...base, timecodeMs: 125 }, rate).frame).toBe(3);
    expect(markerNoteFromMs({ ...base, timecodeMs: 5505 }, rate).frame).toBe(132);
  });

  it('file names: {project}_{video}_v{n}_notes.{ext}, safe for every file system', () => {
    expect(markerFileName({ projectName: 'Acme', videoTitle: 'Intro cut', versionNumber: 3 }, 'edl')).toBe(
      'Acme_Intro-cut_v3_notes.edl',
    );
    expect(
      markerFileName({ projectName: 'A/B: "C"?', videoTitle: '  Café  <final> ', versionNumber: 12 }, 'csv'),
    ).toBe('A-B-C_Café-final_v12_notes.csv');
    expect(markerFileName({ projectName: '///', videoTitle: '', versionNumber: 1 }, 'txt')).toBe(
      'project_video_v1_notes.txt',
    );
    expect(projectZipFileName('Acme Spring')).toBe('Acme-Spring_notes.zip');
    expect(new Set(MARKER_FORMAT_IDS.map((f) => writeMarkers(f, videoWith([]), OPTIONS).fileName)).size).toBe(
      5,
    );
    for (const format of MARKER_FORMAT_IDS) {
      const { extension, label } = MARKER_FORMATS[format];
      expect(writeMarkers(format, videoWith([]), OPTIONS).fileName.endsWith(`_notes.${extension}`)).toBe(
        true,
      );
      expect(label).toBe(MARKER_EXPORT_MESSAGES.formats[format]);
    }
  });

  it('CSV guards cells starting with a tab or a carriage return against formula injection, like = + - @', () => {
    const bodies = ['\t=HYPERLINK("http://x")', '\r=1+1', '=1+1', '+1', '-1', '@SUM(A1)', 'plain'];
    const video = videoWith(bodies.map((body, i) => n(i, body)));
    const rows = readCsv(writeCsv(video, OPTIONS).content).slice(1);
    expect(rows.map((r) => r[7])).toEqual(bodies.map((b) => (b === 'plain' ? b : `'${b}`)));
    const reviewer = readCsv(writeCsv(videoWith([n(0, 'x', { reviewerLabel: '\t@me' })]), OPTIONS).content);
    expect(reviewer[1]?.[6]).toBe("'\t@me");
  });

  it("starts each video's files at its own start timecode when no record start is asked, per video in a project zip", () => {
    const version = (
      id: string,
      rate: { num: number; den: number },
      dropFrame: boolean,
      tc: string | null,
    ) => ({
      id,
      versionNumber: 1,
      frameTiming: { status: 'probed' as const, rate, dropFrame, frameCount: 1000, startTimecode: tc },
    });
    const note = (versionId: string) => ({
      id: `n-${versionId}`,
      videoVersionId: versionId,
      body: 'b',
      reviewerLabel: 'Ana',
      status: 'pending' as const,
      createdAt: '2026-11-20T10:00:00.000Z',
      timecodeMs: 0,
      frame: 24,
    });
    const videos = [
      markerVideoOf('P', 'Camera', version('a', { num: 30000, den: 1001 }, true, '01:00:00;00'), [note('a')]),
      markerVideoOf('P', 'Tape', version('b', { num: 25, den: 1 }, false, '10:00:00:00'), [note('b')]),
      markerVideoOf('P', 'Web', version('c', { num: 25, den: 1 }, false, null), [note('c')]),
    ];
    const tcOf = (video: MarkerVideo) => readCsv(writeCsv(video, DEFAULT_MARKER_OPTIONS).content)[1]?.[3];
    expect(videos.map(tcOf)).toEqual(['01:00:00;24', '10:00:00:24', '01:00:00:24']);
    const zip = unzipSync(
      projectMarkersZip('P', videos, DEFAULT_MARKER_OPTIONS, {
        modifiedAt: new Date('2026-11-23T12:00:00Z'),
        formats: ['edl'],
      }).bytes,
    );
    const edlStarts = Object.values(zip).map((bytes) => /\n001 .* (\S+) \S+$/m.exec(strFromU8(bytes))?.[1]);
    expect(edlStarts).toEqual(['01:00:00;24', '10:00:00:24', '01:00:00:24']);
    // FCPXML and xmeml sequences start at the file's timecode too.
    const camera = videos[0] as MarkerVideo;
    expect(readFcpxml(writeFcpxml(camera, DEFAULT_MARKER_OPTIONS).content).tcStartFrames).toBe(
      smpteToFrame('01:00:00;00', DF),
    );
    // A record start asked for wins.
    const asked = writeCsv(camera, { ...DEFAULT_MARKER_OPTIONS, recordStart: '00:00:00;00' });
    expect(readCsv(asked.content)[1]?.[3]).toBe('00:00:00;24');
  });

  it('options schema: defaults and a timecode-shaped record start', () => {
    expect(markerOptionsSchema.parse({})).toEqual(DEFAULT_MARKER_OPTIONS);
    expect(markerOptionsSchema.safeParse({ recordStart: '1 hour' }).success).toBe(false);
  });
});

describe('project zip', () => {
  it('holds every video in every format, byte for byte, and is the same for the same input', () => {
    const videos = [MARKER_FIXTURES['23976'], MARKER_FIXTURES['2997df'], MARKER_FIXTURES['2997df']];
    const modifiedAt = new Date('2026-11-23T12:00:00Z');
    const zip = projectMarkersZip('Acme: Spring/Launch', videos, OPTIONS, { modifiedAt });
    expect(zip.fileName).toBe('Acme-Spring-Launch_notes.zip');
    const entries = unzipSync(zip.bytes);
    expect(Object.keys(entries)).toHaveLength(15);
    expect(zip.files.map((f) => f.fileName)).toEqual(Object.keys(entries));
    const csv = entries['Acme-Spring-Launch_Intro-cut-29.97_v3_notes-2.csv'];
    expect(csv && Buffer.from(csv).toString('utf8')).toBe(
      writeCsv(MARKER_FIXTURES['2997df'], OPTIONS).content,
    );
    const edl = entries['Acme-Spring-Launch_Intro-cut-23.976_v3_notes.edl'];
    expect(edl && strFromU8(edl)).toBe(writeResolveEdl(MARKER_FIXTURES['23976'], OPTIONS).content);
    expect(projectMarkersZip('Acme: Spring/Launch', videos, OPTIONS, { modifiedAt }).bytes).toEqual(
      zip.bytes,
    );
    const some = projectMarkersZip('P', videos.slice(0, 1), OPTIONS, {
      formats: ['edl', 'avid'],
      modifiedAt,
    });
    expect(Object.keys(unzipSync(some.bytes))).toEqual([
      'Acme-Spring-Launch_Intro-cut-23.976_v3_notes.edl',
      'Acme-Spring-Launch_Intro-cut-23.976_v3_notes.txt',
    ]);
  });
});

describe('every writer keeps every frame (property)', () => {
  const noteArb = fc.record({
    frame: fc.integer({ min: 0, max: 200_000 }),
    durationFrames: fc.integer({ min: 1, max: 120 }),
    body: fc.string({ maxLength: 40 }),
    reviewerLabel: fc.string({ minLength: 1, maxLength: 12 }),
    status: fc.constantFrom('pending' as const, 'completed' as const),
  });

  it('at every standard rate, frames and durations read back from FCPXML, xmeml, Avid, CSV and EDL', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STANDARD_FRAME_RATE_NAMES),
        fc.array(noteArb, { maxLength: 25 }),
        (rateName, raw) => {
          const timing = frameTiming(STANDARD_FRAME_RATES[rateName]);
          const notes: MarkerNote[] = raw.map((r, i) => ({
            ...r,
            id: `n${String(i).padStart(3, '0')}`,
            createdAt: '2026-11-20T10:00:00.000Z',
          }));
          const video = videoWith(notes, timing);
          const start = smpteToFrame(OPTIONS.recordStart, timing);
          const expected = exportedNotes(video, OPTIONS).map((n) => [n.frame, n.durationFrames ?? 1]);
          const f = readFcpxml(writeFcpxml(video, OPTIONS).content);
          expect(f.markers.map((m) => [m.frame, m.duration])).toEqual(expected);
          const x = readXmeml(writeXmeml(video, OPTIONS).content);
          expect(x.markers.map((m) => [m.in, m.out === -1 ? 1 : m.out - m.in])).toEqual(expected);
          const a = readAvid(writeAvidMarkers(video, OPTIONS).content, timing);
          expect(a.map((l) => [l.frame - start, l.duration])).toEqual(expected);
          const csv = readCsv(writeCsv(video, OPTIONS).content).slice(1);
          expect(csv.map((row) => smpteToFrame(row[3] ?? '', timing) - start)).toEqual(
            expected.map(([fr]) => fr),
          );
          const edl = readEdl(writeResolveEdl(video, OPTIONS).content, timing);
          expect(edl.events.map((e) => e.recordIn - start)).toEqual([...new Set(expected.map(([fr]) => fr))]);
        },
      ),
      { numRuns: 150 },
    );
  });
});
