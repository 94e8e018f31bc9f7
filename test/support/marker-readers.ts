/**
 * Small readers of the marker files (shared/markers): CSV, EDL and Avid by hand, FCPXML and xmeml with a real
 * XML parser. Used by the writers' unit tests and by the export endpoint's integration and e2e tests.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';
import { CSV_BOM } from '../../shared/markers/csv-writer';
import { type FrameTiming } from '../../shared/lib/frame-time';
import { smpteToFrame } from '../../shared/lib/smpte/timecode';

/** What every format must hold for a marker, read back from the file. */
export interface ReadMarker {
  frame: number;
  duration: number;
  text: string;
}

// ---- small readers (the XML ones use a real XML parser) -------------------------------------------------

/** RFC 4180 reader: quoted cells, doubled quotes, CRLF rows. */
export function readCsv(content: string): string[][] {
  expect(content.startsWith(CSV_BOM)).toBe(true);
  const text = content.slice(CSV_BOM.length);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  expect(cell).toBe('');
  return rows;
}

export interface EdlEvent {
  number: number;
  recordIn: number;
  recordOut: number;
  colour: string;
  /** The marker's note (the text before `|C:`). */
  text: string;
  /** The marker's name (`|M:`). */
  name: string;
  duration: number;
}

export function readEdl(
  content: string,
  timing: FrameTiming,
): { title: string; fcm: string; events: EdlEvent[] } {
  const lines = content.split('\n');
  const title = /^TITLE: (.*)$/.exec(lines[0] ?? '')?.[1] ?? '';
  const fcm = /^FCM: (.*)$/.exec(lines[1] ?? '')?.[1] ?? '';
  const events: EdlEvent[] = [];
  const eventLine =
    /^(\d{3}) {2}(\S+) +V +C +(\d\d:\d\d:\d\d[:;]\d\d) (\d\d:\d\d:\d\d[:;]\d\d) (\d\d:\d\d:\d\d[:;]\d\d) (\d\d:\d\d:\d\d[:;]\d\d)$/;
  const commentLine = /^ (?:(.*) )?\|C:(\w+) \|M:(.*) \|D:(\d+)$/;
  for (let i = 3; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line === '') continue;
    const e = eventLine.exec(line);
    expect(e, `event line: ${line}`).not.toBeNull();
    const c = commentLine.exec(lines[i + 1] ?? '');
    expect(c, `comment line after: ${line}`).not.toBeNull();
    if (!e || !c) continue;
    expect(e[3]).toBe(e[5]);
    expect(e[4]).toBe(e[6]);
    const event = {
      number: Number(e[1]),
      recordIn: smpteToFrame(e[5] ?? '', timing),
      recordOut: smpteToFrame(e[6] ?? '', timing),
      colour: c[2] ?? '',
      text: c[1] ?? '',
      name: c[3] ?? '',
      duration: Number(c[4]),
    };
    // What a CMX 3600 reader checks: events in record order, none overlapping the one before.
    const previous = events.at(-1);
    if (previous) expect(event.recordIn, `event ${e[1]} overlaps`).toBeGreaterThanOrEqual(previous.recordOut);
    expect(event.recordOut, `event ${e[1]}`).toBeGreaterThan(event.recordIn);
    events.push(event);
    i++;
  }
  return { title, fcm, events };
}

export function readAvid(content: string, timing: FrameTiming) {
  return content
    .split('\n')
    .filter((l) => l !== '')
    .map((line) => {
      const fields = line.split('\t');
      expect(fields).toHaveLength(6);
      const [user = '', tc = '', track = '', colour = '', comment = '', duration = ''] = fields;
      return { user, frame: smpteToFrame(tc, timing), track, colour, comment, duration: Number(duration) };
    });
}

export const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => name === 'marker',
});

/** FCPXML rational seconds → a whole number of frames (fails when it is not a whole multiple). */
export function fcpxmlFrames(time: string, frameDuration: string): number {
  const parse = (t: string): [bigint, bigint] => {
    const m = /^(\d+)(?:\/(\d+))?s$/.exec(t);
    expect(m, `rational time ${t}`).not.toBeNull();
    return [BigInt(m?.[1] ?? '0'), BigInt(m?.[2] ?? '1')];
  };
  const [n, d] = parse(time);
  const [fn, fd] = parse(frameDuration);
  // time / frameDuration = (n × fd) / (d × fn) must be a whole number.
  const num = n * fd;
  const den = d * fn;
  expect(num % den, `${time} is a whole multiple of ${frameDuration}`).toBe(0n);
  return Number(num / den);
}

export function readFcpxml(content: string) {
  expect(XMLValidator.validate(content)).toBe(true);
  const doc = xml.parse(content);
  const root = doc.fcpxml;
  const format = root.resources.format;
  const sequence = root.library.event.project.sequence;
  const gap = sequence.spine.gap;
  const fd: string = format.frameDuration;
  const start = fcpxmlFrames(gap.start, fd);
  expect(fcpxmlFrames(gap.offset, fd)).toBe(fcpxmlFrames(sequence.tcStart, fd));
  const markers = ((gap.marker ?? []) as Record<string, string>[]).map((m) => ({
    frame: fcpxmlFrames(m.start ?? '', fd) - start,
    duration: fcpxmlFrames(m.duration ?? '', fd),
    text: m.value ?? '',
    completed: m.completed,
  }));
  return {
    version: root.version as string,
    frameDuration: fd,
    tcFormat: sequence.tcFormat as string,
    tcStartFrames: fcpxmlFrames(sequence.tcStart, fd),
    durationFrames: fcpxmlFrames(sequence.duration, fd),
    gapDurationFrames: fcpxmlFrames(gap.duration, fd),
    markers,
  };
}

export function readXmeml(content: string) {
  expect(XMLValidator.validate(content)).toBe(true);
  const doc = xml.parse(content);
  expect(doc.xmeml.version).toBe('4');
  const seq = doc.xmeml.sequence;
  return {
    timebase: Number(seq.rate.timebase),
    ntsc: seq.rate.ntsc as string,
    duration: Number(seq.duration),
    tcString: seq.timecode.string as string,
    tcFrame: Number(seq.timecode.frame),
    displayFormat: seq.timecode.displayformat as string,
    markers: ((seq.marker ?? []) as Record<string, string>[]).map((m) => ({
      name: m.name ?? '',
      comment: m.comment ?? '',
      in: Number(m.in),
      out: Number(m.out),
    })),
  };
}

/**
 * The frames (from the video's first frame) the markers of an exported file sit on, read back with the
 * readers above; EDL, Avid and the XML formats count from the record start, which is taken off.
 */
export function markerFramesOf(
  format: 'csv' | 'edl' | 'fcpxml' | 'xmeml' | 'avid',
  content: string,
  timing: FrameTiming,
  recordStart: string,
): number[] {
  const start = smpteToFrame(recordStart, timing);
  switch (format) {
    case 'csv': {
      const [header = [], ...rows] = readCsv(content);
      const column = header.indexOf('Frame');
      expect(column).toBeGreaterThanOrEqual(0);
      return rows.map((row) => Number(row[column]));
    }
    case 'edl':
      return readEdl(content, timing).events.map((e) => e.recordIn - start);
    case 'fcpxml': {
      const file = readFcpxml(content);
      expect(file.tcStartFrames).toBe(start);
      return file.markers.map((m) => m.frame);
    }
    case 'xmeml': {
      const file = readXmeml(content);
      expect(file.tcFrame).toBe(start);
      return file.markers.map((m) => m.in);
    }
    case 'avid':
      return readAvid(content, timing).map((line) => line.frame - start);
  }
}
