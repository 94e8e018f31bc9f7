/**
 * Range notes (in/out, validated like a note's frame), drawings (zod: kinds, colours, coordinates, sizes) and
 * the picture-box maths that drawings are normalised to (letterbox, pillarbox, rotation).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkedNoteRange,
  markedRange,
  noteDurationFrames,
  noteShownAtFrame,
  storedRangeEndFrame,
  versionLengthFrames,
} from '../../../shared/domain/note-range';
import {
  DRAWING_LIMITS,
  drawingHasRoom,
  noteDrawingSchema,
  roundCoordinate,
  type DrawingShape,
} from '../../../shared/domain/note-drawing';
import { submittedNoteSchema } from '../../../shared/api/endpoints/review';
import { frameToMs, type VersionFrameTiming } from '../../../shared/lib/frame-time';
import {
  contentBox,
  displayedSize,
  fromNormalised,
  isOnPicture,
  quarterTurn,
  toNormalised,
} from '../../../shared/lib/video-box';
import { readCsv } from '../../support/marker-readers';
import { writeCsv, CSV_COLUMNS } from '../../../shared/markers/csv-writer';
import { frameTiming } from '../../../shared/lib/frame-time';
import { smpteToFrame } from '../../../shared/lib/smpte/timecode';
import { DEFAULT_MARKER_OPTIONS } from '../../../shared/markers/marker-source';

const FILM: VersionFrameTiming = {
  status: 'probed',
  rate: { num: 24000, den: 1001 },
  dropFrame: false,
  frameCount: 120,
  startTimecode: null,
};
const film = { frameTiming: FILM, durationMs: 5005 };
const filmRate = FILM.status === 'probed' ? FILM.rate : { num: 1, den: 1 };

describe('range notes', () => {
  const start = { timecodeMs: frameToMs(10, filmRate), frame: 10 };

  it('accepts an end after the start, keeping the frame the client saw', () => {
    expect(checkedNoteRange(start, { rangeEndMs: frameToMs(48, filmRate), rangeEndFrame: 48 }, film)).toEqual(
      {
        ok: true,
        rangeEndMs: frameToMs(48, filmRate),
        rangeEndFrame: 48,
      },
    );
    // A frame one off its milliseconds (the picture on screen) is kept, as for a note's frame.
    expect(
      checkedNoteRange(start, { rangeEndMs: frameToMs(48, filmRate) - 1, rangeEndFrame: 48 }, film),
    ).toEqual({ ok: true, rangeEndMs: frameToMs(48, filmRate) - 1, rangeEndFrame: 48 });
  });

  it('derives the end frame from its milliseconds when absent', () => {
    const r = checkedNoteRange(start, { rangeEndMs: frameToMs(30, filmRate) }, film);
    expect(r).toEqual({ ok: true, rangeEndMs: frameToMs(30, filmRate), rangeEndFrame: 30 });
  });

  it('refuses an end at or before the start', () => {
    for (const end of [9, 10]) {
      expect(
        checkedNoteRange(start, { rangeEndMs: frameToMs(end, filmRate), rangeEndFrame: end }, film),
      ).toEqual({
        ok: false,
        reason: 'endBeforeStart',
        field: 'rangeEndMs',
      });
    }
    // Same frame, later milliseconds inside it: still not after the start frame.
    expect(checkedNoteRange(start, { rangeEndMs: start.timecodeMs + 10 }, film)).toMatchObject({
      ok: false,
      reason: 'endBeforeStart',
    });
  });

  it('refuses an end frame more than one frame from its milliseconds', () => {
    expect(checkedNoteRange(start, { rangeEndMs: frameToMs(40, filmRate), rangeEndFrame: 42 }, film)).toEqual(
      {
        ok: false,
        reason: 'endFrameMismatch',
        field: 'rangeEndFrame',
      },
    );
  });

  it('ends within the video: the exclusive end may be the end of the last frame, not beyond', () => {
    expect(
      checkedNoteRange(start, { rangeEndMs: frameToMs(120, filmRate), rangeEndFrame: 120 }, film).ok,
    ).toBe(true);
    expect(
      checkedNoteRange(start, { rangeEndMs: frameToMs(121, filmRate), rangeEndFrame: 121 }, film),
    ).toEqual({
      ok: false,
      reason: 'endPastVideo',
      field: 'rangeEndMs',
    });
    // Only a duration known (no probe): its frames at the default rate bound the range.
    const driveOnly = { durationMs: 2000 };
    expect(versionLengthFrames(driveOnly)).toBe(60);
    expect(checkedNoteRange({ timecodeMs: 0, frame: 0 }, { rangeEndMs: 2000 }, driveOnly).ok).toBe(true);
    expect(checkedNoteRange({ timecodeMs: 0, frame: 0 }, { rangeEndMs: 2100 }, driveOnly)).toMatchObject({
      ok: false,
      reason: 'endPastVideo',
    });
    // Length unknown: any end after the start.
    expect(checkedNoteRange({ timecodeMs: 0, frame: 0 }, { rangeEndMs: 3_600_000 }, null).ok).toBe(true);
  });

  it('marks a range from the frames on screen at I and O (out inclusive, capped at the last frame)', () => {
    expect(markedRange(10, 20, film)).toEqual({
      timecodeMs: frameToMs(10, filmRate),
      frame: 10,
      rangeEndMs: frameToMs(21, filmRate),
      rangeEndFrame: 21,
    });
    expect(markedRange(10, 10, film)?.rangeEndFrame).toBe(11);
    expect(markedRange(100, 119, film)?.rangeEndFrame).toBe(120);
    expect(markedRange(100, 500, film)?.rangeEndFrame).toBe(120);
    expect(markedRange(20, 10, film)).toBeNull();
  });

  it('every marked range passes the server check (any rate, any in/out)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          { num: 24000, den: 1001 },
          { num: 25, den: 1 },
          { num: 30000, den: 1001 },
          { num: 60, den: 1 },
        ),
        fc.integer({ min: 2, max: 5000 }),
        fc.integer({ min: 0, max: 4999 }),
        fc.integer({ min: 0, max: 4999 }),
        (rate, count, a, b) => {
          const version = {
            frameTiming: {
              status: 'probed' as const,
              rate,
              dropFrame: false,
              frameCount: count,
              startTimecode: null,
            },
          };
          const [i, o] = [Math.min(a, b) % count, Math.max(a, b) % count].sort((x, y) => x - y) as [
            number,
            number,
          ];
          const range = markedRange(i, o, version);
          expect(range).not.toBeNull();
          if (!range) return;
          expect(checkedNoteRange(range, range, version)).toEqual({
            ok: true,
            rangeEndMs: range.rangeEndMs,
            rangeEndFrame: range.rangeEndFrame,
          });
          expect(noteDurationFrames(range.frame, range.rangeEndFrame)).toBe(range.rangeEndFrame - i);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a stored note without an end is a point marker (duration 1)', () => {
    expect(storedRangeEndFrame({}, film)).toBeNull();
    expect(storedRangeEndFrame({ rangeEndMs: frameToMs(30, filmRate) }, film)).toBe(30);
    expect(noteDurationFrames(5, null)).toBe(1);
    expect(noteDurationFrames(5, 9)).toBe(4);
  });

  it('a note is on screen on its frame, or anywhere in its range (end exclusive)', () => {
    expect(noteShownAtFrame({ frame: 5 }, 5)).toBe(true);
    expect(noteShownAtFrame({ frame: 5 }, 6)).toBe(false);
    expect(noteShownAtFrame({ frame: 5, rangeEndFrame: 9 }, 5)).toBe(true);
    expect(noteShownAtFrame({ frame: 5, rangeEndFrame: 9 }, 8)).toBe(true);
    expect(noteShownAtFrame({ frame: 5, rangeEndFrame: 9 }, 9)).toBe(false);
    expect(noteShownAtFrame({ frame: 5, rangeEndFrame: 9 }, 4)).toBe(false);
    expect(noteShownAtFrame({ frame: 5 }, null)).toBe(false);
  });

  it('the request schema bounds the end (positive, within 24 h)', () => {
    const base = { videoId: 'v', videoVersionId: 'x', body: 'b', timecodeMs: 0 };
    expect(submittedNoteSchema.safeParse({ ...base, rangeEndMs: 1000, rangeEndFrame: 24 }).success).toBe(
      true,
    );
    expect(submittedNoteSchema.safeParse({ ...base, rangeEndMs: 0 }).success).toBe(false);
    expect(submittedNoteSchema.safeParse({ ...base, rangeEndMs: 1.5 }).success).toBe(false);
    expect(submittedNoteSchema.safeParse({ ...base, rangeEndMs: 25 * 3600 * 1000 }).success).toBe(false);
  });

  it('the CSV carries the duration and the out timecode of a range', () => {
    const timing = frameTiming({ num: 25, den: 1 });
    const video = {
      projectName: 'P',
      videoTitle: 'V',
      versionNumber: 1,
      timing,
      notes: [
        {
          id: 'a',
          body: 'range',
          reviewerLabel: 'Ana',
          status: 'pending' as const,
          createdAt: '2026-11-20T10:00:00.000Z',
          frame: 50,
          durationFrames: 75,
        },
      ],
    };
    const rows = readCsv(writeCsv(video, DEFAULT_MARKER_OPTIONS).content);
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    const row = rows[1] ?? [];
    expect(row[10]).toBe('75');
    expect(smpteToFrame(row[11] ?? '', timing) - smpteToFrame(row[3] ?? '', timing)).toBe(75);
  });
});

const arrow = (from: [number, number], to: [number, number]): DrawingShape => ({
  kind: 'arrow',
  colour: 'red',
  from,
  to,
});

describe('drawing validation', () => {
  it('accepts pen, arrow and rectangle shapes in the picture', () => {
    const drawing = {
      shapes: [
        {
          kind: 'pen',
          colour: 'yellow',
          points: [
            [0, 0],
            [0.5, 0.5],
            [1, 1],
          ],
        },
        arrow([0.1, 0.2], [0.3, 0.4]),
        { kind: 'rect', colour: 'white', from: [0.6, 0.6], to: [0.9, 0.8] },
      ],
    };
    expect(noteDrawingSchema.parse(drawing)).toEqual(drawing);
  });

  it('refuses unknown kinds and colours, coordinates outside 0..1, empty drawings', () => {
    const bad = [
      { shapes: [] },
      { shapes: [{ kind: 'circle', colour: 'red', from: [0, 0], to: [1, 1] }] },
      { shapes: [{ ...arrow([0, 0], [1, 1]), colour: '#ff0000' }] },
      { shapes: [arrow([-0.01, 0], [1, 1])] },
      { shapes: [arrow([0, 0], [1.01, 1])] },
      { shapes: [arrow([0, 0], [Number.NaN, 1])] },
      { shapes: [{ kind: 'pen', colour: 'red', points: [] }] },
      { shapes: [{ kind: 'pen', colour: 'red', points: [[0, 0, 0]] }] },
      { shapes: [{ kind: 'arrow', colour: 'red', from: [0, 0] }] },
    ];
    for (const drawing of bad)
      expect(noteDrawingSchema.safeParse(drawing).success, JSON.stringify(drawing)).toBe(false);
  });

  it('caps shapes, points per stroke and points in all', () => {
    const manyShapes = {
      shapes: Array.from({ length: DRAWING_LIMITS.shapesMax + 1 }, () => arrow([0, 0], [1, 1])),
    };
    expect(noteDrawingSchema.safeParse(manyShapes).success).toBe(false);
    const stroke = (n: number): DrawingShape => ({
      kind: 'pen',
      colour: 'green',
      points: Array.from({ length: n }, (_, i): [number, number] => [roundCoordinate(i / n), 0.5]),
    });
    expect(noteDrawingSchema.safeParse({ shapes: [stroke(DRAWING_LIMITS.strokePointsMax)] }).success).toBe(
      true,
    );
    expect(
      noteDrawingSchema.safeParse({ shapes: [stroke(DRAWING_LIMITS.strokePointsMax + 1)] }).success,
    ).toBe(false);
    const perStroke = DRAWING_LIMITS.strokePointsMax;
    const strokesAtCap = Math.floor(DRAWING_LIMITS.pointsMax / perStroke);
    const full = Array.from({ length: strokesAtCap }, () => stroke(perStroke));
    expect(noteDrawingSchema.safeParse({ shapes: full }).success).toBe(true);
    expect(drawingHasRoom(full, 1)).toBe(false);
    expect(noteDrawingSchema.safeParse({ shapes: [...full, stroke(2)] }).success).toBe(false);
  });

  it('caps the size: long unrounded coordinates fill the byte budget before the point cap', () => {
    const long = 0.123456789012345;
    const stroke: DrawingShape = {
      kind: 'pen',
      colour: 'blue',
      points: Array.from({ length: DRAWING_LIMITS.strokePointsMax }, (): [number, number] => [long, long]),
    };
    expect(noteDrawingSchema.safeParse({ shapes: [stroke, stroke] }).success).toBe(false);
  });

  it('rounds coordinates to the stored precision and clamps them', () => {
    expect(roundCoordinate(0.123456)).toBe(0.1235);
    expect(roundCoordinate(-0.2)).toBe(0);
    expect(roundCoordinate(1.7)).toBe(1);
  });
});

describe('picture box (object-fit: contain)', () => {
  it('letterboxes a wide picture in a taller element (bars above and below)', () => {
    // 2.39:1 scope in a 16:9 player of 1600x900: 1600 wide, 669.46 high, centred.
    const box = contentBox({ width: 1600, height: 900 }, { width: 2390, height: 1000 });
    expect(box.left).toBe(0);
    expect(box.width).toBe(1600);
    expect(box.height).toBeCloseTo(669.456, 2);
    expect(box.top).toBeCloseTo((900 - 669.456) / 2, 2);
  });

  it('pillarboxes a tall picture in a wider element (bars left and right)', () => {
    // 9:16 portrait in a 16:9 player of 640x360: 202.5 wide, 360 high.
    const box = contentBox({ width: 640, height: 360 }, { width: 1080, height: 1920 });
    expect(box).toEqual({ left: (640 - 202.5) / 2, top: 0, width: 202.5, height: 360 });
  });

  it('a picture of the element’s own shape fills it', () => {
    expect(contentBox({ width: 390, height: 219.375 }, { width: 1920, height: 1080 })).toEqual({
      left: 0,
      top: 0,
      width: 390,
      height: 219.375,
    });
  });

  it('a rotated source is displayed with its sides swapped', () => {
    expect(quarterTurn(90)).toBe(90);
    expect(quarterTurn(-90)).toBe(270);
    expect(quarterTurn(450)).toBe(90);
    expect(quarterTurn(null)).toBe(0);
    expect(displayedSize({ width: 1920, height: 1080 }, 90)).toEqual({ width: 1080, height: 1920 });
    expect(displayedSize({ width: 1920, height: 1080 }, 180)).toEqual({ width: 1920, height: 1080 });
    // A phone clip stored landscape + 90°: pillarboxed like a portrait picture.
    expect(contentBox({ width: 640, height: 360 }, { width: 1920, height: 1080 }, 90)).toEqual(
      contentBox({ width: 640, height: 360 }, { width: 1080, height: 1920 }),
    );
  });

  it('unknown picture size: the whole element; empty element: an empty box', () => {
    expect(contentBox({ width: 300, height: 200 }, null)).toEqual({
      left: 0,
      top: 0,
      width: 300,
      height: 200,
    });
    expect(contentBox({ width: 0, height: 200 }, { width: 16, height: 9 }).width).toBe(0);
  });

  it('a point lands on the same spot of the picture at any player size (desktop to phone, either box)', () => {
    fc.assert(
      fc.property(
        fc.record({
          width: fc.integer({ min: 100, max: 4000 }),
          height: fc.integer({ min: 100, max: 4000 }),
        }),
        fc.record({ width: fc.integer({ min: 50, max: 3000 }), height: fc.integer({ min: 50, max: 3000 }) }),
        fc.record({ width: fc.integer({ min: 50, max: 3000 }), height: fc.integer({ min: 50, max: 3000 }) }),
        fc.constantFrom(0, 90, 180, 270),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (picture, desktop, phone, rotation, u, v) => {
          const a = contentBox(desktop, picture, rotation);
          const b = contentBox(phone, picture, rotation);
          const onA = fromNormalised({ x: u, y: v }, a);
          expect(isOnPicture(onA, a)).toBe(true);
          const n = toNormalised(onA, a);
          expect(n.x).toBeCloseTo(u, 9);
          expect(n.y).toBeCloseTo(v, 9);
          const onB = fromNormalised(n, b);
          // Same relative place in the phone's picture box.
          expect((onB.x - b.left) / b.width).toBeCloseTo(u, 9);
          expect((onB.y - b.top) / b.height).toBeCloseTo(v, 9);
          // The box keeps the picture's displayed aspect ratio.
          const shown = displayedSize(picture, rotation);
          expect(a.width / a.height).toBeCloseTo(shown.width / shown.height, 6);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a drag off the picture (on a bar) clamps to its edge', () => {
    const box = contentBox({ width: 640, height: 360 }, { width: 1080, height: 1920 });
    expect(isOnPicture({ x: 10, y: 100 }, box)).toBe(false);
    expect(toNormalised({ x: 10, y: 100 }, box)).toEqual({ x: 0, y: 100 / 360 });
    expect(toNormalised({ x: 630, y: 400 }, box)).toEqual({ x: 1, y: 1 });
  });
});
