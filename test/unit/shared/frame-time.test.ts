import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  STANDARD_FRAME_RATES,
  STANDARD_FRAME_RATE_NAMES,
  frameAtMs,
  frameAtSeconds,
  frameRateLabel,
  frameSeekSeconds,
  frameStartSeconds,
  frameTiming,
  frameToMs,
  framesInDuration,
  isDropFrameRate,
  nominalFrameRate,
  noteFrame,
  snapFrameRate,
  steppedFrame,
  type FrameRate,
} from '../../../shared/lib/frame-time';
import {
  frameToSmpte,
  isValidSmpte,
  msToSmpte,
  offsetSmpte,
  smpteToFrame,
  smpteToMs,
} from '../../../shared/lib/smpte/timecode';

const RATES: [string, FrameRate][] = STANDARD_FRAME_RATE_NAMES.map((name) => [
  name,
  STANDARD_FRAME_RATES[name],
]);
const DF_29 = frameTiming(STANDARD_FRAME_RATES['29.97']);
const DF_59 = frameTiming(STANDARD_FRAME_RATES['59.94']);
const NDF_23 = frameTiming(STANDARD_FRAME_RATES['23.976']);

/** What a browser does to a seek target: keeps whole microseconds. */
const microseconds = (s: number) => Math.round(s * 1e6) / 1e6;

describe('frame rates', () => {
  it('snaps a probed rate within 2% to the nearest standard rate', () => {
    expect(snapFrameRate(23.976)).toEqual({ num: 24000, den: 1001 });
    expect(snapFrameRate(23.99)).toEqual({ num: 24, den: 1 });
    expect(snapFrameRate(29.97)).toEqual({ num: 30000, den: 1001 });
    expect(snapFrameRate(29.5)).toEqual({ num: 30000, den: 1001 });
    expect(snapFrameRate(24.4)).toEqual({ num: 24, den: 1 });
    expect(snapFrameRate(24.6)).toEqual({ num: 25, den: 1 });
    expect(snapFrameRate(59.9)).toEqual({ num: 60000, den: 1001 });
    expect(snapFrameRate({ num: 2997, den: 100 })).toEqual({ num: 30000, den: 1001 });
    expect(snapFrameRate({ num: 90000, den: 3003 })).toEqual({ num: 30000, den: 1001 });
    expect(snapFrameRate({ num: 48, den: 1 })).toEqual({ num: 48, den: 1 });
  });

  it('keeps a rate further than 2% from every standard rate as probed, reduced', () => {
    expect(snapFrameRate(12.5)).toEqual({ num: 25, den: 2 });
    expect(snapFrameRate(15)).toEqual({ num: 15, den: 1 });
    expect(snapFrameRate({ num: 120000, den: 1001 })).toEqual({ num: 120000, den: 1001 });
    expect(snapFrameRate(26)).toEqual({ num: 26, den: 1 });
    expect(snapFrameRate(100)).toEqual({ num: 100, den: 1 });
  });

  it('says nothing for no rate or a nonsense one', () => {
    for (const bad of [null, undefined, 0, -25, Number.NaN, Number.POSITIVE_INFINITY, { num: 0, den: 1 }]) {
      expect(snapFrameRate(bad)).toBeNull();
    }
    expect(snapFrameRate({ num: 25, den: 0 })).toBeNull();
  });

  it('a snapped rate is a standard rate whenever the input is within 2% of one (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RATES),
        fc.double({ min: -0.0199, max: 0.0199, noNaN: true }),
        ([, std], rel) => {
          const snapped = snapFrameRate((std.num / std.den) * (1 + rel));
          expect(snapped).not.toBeNull();
          expect(RATES.some(([, r]) => r.num === snapped?.num && r.den === snapped?.den)).toBe(true);
        },
      ),
    );
  });

  it('drop-frame exists only at 29.97 and 59.94', () => {
    const dropping = RATES.filter(([, r]) => isDropFrameRate(r)).map(([name]) => name);
    expect(dropping).toEqual(['29.97', '59.94']);
    expect(DF_29.dropFrame).toBe(true);
    expect(frameTiming(STANDARD_FRAME_RATES['29.97'], false).dropFrame).toBe(false);
    expect(NDF_23.dropFrame).toBe(false);
    expect(() => frameTiming(STANDARD_FRAME_RATES['23.976'], true)).toThrow(RangeError);
    expect(() => frameTiming(STANDARD_FRAME_RATES['25'], true)).toThrow(RangeError);
    expect(() => frameTiming({ num: 0, den: 1 })).toThrow(RangeError);
  });

  it('labels and nominal rates', () => {
    expect(RATES.map(([, r]) => frameRateLabel(r))).toEqual(RATES.map(([name]) => name));
    expect(RATES.map(([, r]) => nominalFrameRate(r))).toEqual([24, 24, 25, 30, 30, 48, 50, 60, 60]);
  });
});

describe('frame ↔ timecode ↔ ms', () => {
  it.each(RATES)('round-trips at %s fps (property)', (_name, rate) => {
    const timing = frameTiming(rate);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 3600 * 60 - 1 }), (raw) => {
        const frame = raw % Math.floor((24 * 3600 * rate.num) / rate.den);
        const tc = frameToSmpte(frame, timing);
        expect(smpteToFrame(tc, timing)).toBe(frame);
        const ms = frameToMs(frame, rate);
        expect(frameAtMs(ms, rate)).toBe(frame);
        expect(msToSmpte(ms, timing)).toBe(tc);
        expect(smpteToMs(tc, timing)).toBe(ms);
      }),
      { numRuns: 300 },
    );
  });

  it.each(RATES)(
    'round-trips the first minute and the first hour boundary at %s fps, frame by frame',
    (_n, rate) => {
      const timing = frameTiming(rate);
      const oneHour = smpteToFrame('01:00:00:00', frameTiming(rate, false)) - 5;
      const frames = [
        ...Array.from({ length: 4000 }, (_, i) => i),
        ...Array.from({ length: 10 }, (_, i) => oneHour + i),
      ];
      for (const frame of frames) {
        expect(smpteToFrame(frameToSmpte(frame, timing), timing)).toBe(frame);
        expect(frameAtMs(frameToMs(frame, rate), rate)).toBe(frame);
      }
    },
  );

  it('drop-frame boundaries at 29.97: 00:00:59;29 is followed by 00:01:00;02, every tenth minute keeps ;00', () => {
    expect(frameToSmpte(1799, DF_29)).toBe('00:00:59;29');
    expect(frameToSmpte(1800, DF_29)).toBe('00:01:00;02');
    expect(smpteToFrame('00:01:00;02', DF_29)).toBe(1800);
    expect(frameToSmpte(17982, DF_29)).toBe('00:10:00;00');
    expect(frameToSmpte(17981, DF_29)).toBe('00:09:59;29');
    expect(isValidSmpte('00:01:00;00', DF_29)).toBe(false);
    expect(isValidSmpte('00:01:00;01', DF_29)).toBe(false);
    expect(isValidSmpte('00:10:00;00', DF_29)).toBe(true);
    // One hour of drop-frame timecode is 107892 frames (wall-clock hour within 3.6 ms).
    expect(smpteToFrame('01:00:00;00', DF_29)).toBe(107892);
    expect(frameToSmpte(107892, DF_29)).toBe('01:00:00;00');
    expect(frameToMs(107892, DF_29.rate)).toBe(3_599_996);
  });

  it('drop-frame boundaries at 59.94: four numbers skipped each minute', () => {
    expect(frameToSmpte(3599, DF_59)).toBe('00:00:59;59');
    expect(frameToSmpte(3600, DF_59)).toBe('00:01:00;04');
    expect(smpteToFrame('00:01:00;04', DF_59)).toBe(3600);
    expect(isValidSmpte('00:01:00;03', DF_59)).toBe(false);
    expect(frameToSmpte(35964, DF_59)).toBe('00:10:00;00');
  });

  it('non-drop 23.976: 86400 frames read 01:00:00:00 but last 3603.6 s; hours past 1', () => {
    expect(frameToSmpte(86_400, NDF_23)).toBe('01:00:00:00');
    expect(frameToMs(86_400, NDF_23.rate)).toBe(3_603_600);
    expect(frameToSmpte(2 * 86_400 + 24 * 61 + 5, NDF_23)).toBe('02:01:01:05');
    expect(smpteToFrame('02:01:01:05', NDF_23)).toBe(2 * 86_400 + 24 * 61 + 5);
    expect(frameToSmpte(3 * 90_000 + 12, frameTiming(STANDARD_FRAME_RATES['25']))).toBe('03:00:00:12');
    expect(frameToSmpte(3 * 107_892 + 1800, DF_29)).toBe('03:01:00;02');
  });

  it('record start offsets', () => {
    expect(offsetSmpte('01:00:00:00', 132, NDF_23)).toBe('01:00:05:12');
    expect(offsetSmpte('01:00:00;00', 1800, DF_29)).toBe('01:01:00;02');
  });

  it('refuses malformed or impossible timecodes', () => {
    for (const bad of [
      '',
      '1:00:00:00',
      '00:00:00',
      '00:60:00:00',
      '00:00:00:24',
      'aa:bb:cc:dd',
      '24:00:00:00',
    ]) {
      expect(() => smpteToFrame(bad, NDF_23)).toThrow(RangeError);
    }
    expect(() => frameToSmpte(-1, NDF_23)).toThrow(RangeError);
    expect(() => frameToSmpte(1.5, NDF_23)).toThrow(RangeError);
  });
});

describe('player positions', () => {
  it.each(RATES)(
    'seeking to the middle of a frame shows that frame after microsecond rounding at %s',
    (_n, rate) => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 500_000 }), (frame) => {
          expect(frameAtSeconds(microseconds(frameSeekSeconds(frame, rate)), rate)).toBe(frame);
          // A frame's own start, as the browser stores it, is that frame too (not the previous one).
          expect(frameAtSeconds(microseconds(frameStartSeconds(frame, rate)), rate)).toBe(frame);
        }),
      );
    },
  );

  it('the old way (currentTime + 1/fps) lands before the next frame; whole frames do not', () => {
    const rate = STANDARD_FRAME_RATES['23.976'];
    // 0 + 1/23.976 rounded to microseconds is 0.041708 < 0.0417083…: the picture would not move.
    expect(frameAtSeconds(Math.floor((1 / (24000 / 1001)) * 1e6) / 1e6 - 1e-6, rate)).toBe(0);
    let t = 0;
    for (let i = 1; i <= 1000; i++) {
      t = microseconds(frameSeekSeconds(steppedFrame(t, 1, rate), rate));
      expect(frameAtSeconds(t, rate)).toBe(i);
    }
    for (let i = 999; i >= 0; i--) {
      t = microseconds(frameSeekSeconds(steppedFrame(t, -1, rate), rate));
      expect(frameAtSeconds(t, rate)).toBe(i);
    }
  });

  it('stepping stays within the file', () => {
    const rate = STANDARD_FRAME_RATES['25'];
    expect(steppedFrame(0, -1, rate)).toBe(0);
    expect(steppedFrame(frameSeekSeconds(99, rate), 1, rate, 100)).toBe(99);
    expect(steppedFrame(frameSeekSeconds(10, rate), 5, rate, 100)).toBe(15);
  });

  it('a note is on the frame on screen: the media time when the browser gives it, else currentTime', () => {
    const rate = STANDARD_FRAME_RATES['29.97'];
    expect(noteFrame({ mediaTime: frameStartSeconds(42, rate), currentTime: 1.5 }, rate)).toBe(42);
    // Chromium reports the start of frame 10 at 23.976 (0.41708333… s) as 0.417083: still frame 10.
    expect(noteFrame({ mediaTime: 0.417083, currentTime: 0.4375 }, STANDARD_FRAME_RATES['23.976'])).toBe(10);
    expect(noteFrame({ currentTime: frameSeekSeconds(42, rate) }, rate)).toBe(42);
    expect(noteFrame({ mediaTime: null, currentTime: 1000 }, rate, 150)).toBe(149);
    expect(noteFrame({ currentTime: Number.NaN }, rate)).toBe(0);
  });

  it('frames of a stored millisecond position: rounded ms of a frame start stay on that frame', () => {
    const rate = STANDARD_FRAME_RATES['23.976'];
    // Frame 3 starts at 125.125 ms; a player that stored round(currentTime × 1000) = 125 meant frame 3.
    expect(frameAtMs(125, rate)).toBe(3);
    expect(frameAtMs(125.4, rate)).toBe(3);
    expect(frameAtMs(0, rate)).toBe(0);
    expect(frameAtMs(-5, rate)).toBe(0);
    expect(framesInDuration(5005, rate)).toBe(120);
    expect(framesInDuration(5000, STANDARD_FRAME_RATES['25'])).toBe(125);
    expect(framesInDuration(0, rate)).toBe(0);
  });
});
