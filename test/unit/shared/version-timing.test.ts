import { describe, expect, it } from 'vitest';
import {
  checkedNoteFrame,
  DEFAULT_FRAME_RATE,
  frameToMs,
  storedNoteFrame,
  versionFrameCount,
  versionFrameTimingSchema,
  versionClock,
  versionTiming,
} from '../../../shared/lib/frame-time';
import { versionFrameTimingOf } from '../../../functions/media/adapters/media-probe';
import type { MediaProbe } from '../../../shared/domain/media-probe';
import { NTSC_DF_TIMING } from '../../support/frame-timings';
import { SMALL_AVC_PROBE } from '../../support/media-probes';

const NOTHING: MediaProbe = { ...SMALL_AVC_PROBE, frameRate: null, frameCount: null, durationMs: 5005 };

const DF = NTSC_DF_TIMING;

describe('the probe keeps when frames are presented', () => {
  const VFR_MEDIA: MediaProbe = {
    ...NOTHING,
    frameRate: { num: 15, den: 1 },
    variableFrameRate: true,
    frameCount: 72,
  };
  const durations = {
    timescale: 15360,
    runs: [
      [512, 24],
      [2048, 24],
      [512, 24],
    ] as [number, number][],
  };

  it('a variable rate with its frame times read counts its real frames (average rate, non-drop)', () => {
    expect(versionFrameTimingOf(VFR_MEDIA, { firstFrameSeconds: 0, durations })).toEqual({
      status: 'probed',
      rate: { num: 15, den: 1 },
      dropFrame: false,
      frameCount: 72,
      startTimecode: null,
      frameDurations: durations,
    });
    // Without them (a file whose frame times could not be read): no grid to count in.
    expect(versionFrameTimingOf(VFR_MEDIA)).toEqual({ status: 'unknown' });
  });

  it('a long variable rate (more than 2,000 runs) is kept packed on the version, every frame time exact', () => {
    const many = {
      timescale: 600,
      runs: Array.from({ length: 2001 }, (_, i): [number, number] => [20 + (i % 2), 1]),
    };
    const timing = versionFrameTimingOf(VFR_MEDIA, { firstFrameSeconds: 0, durations: many });
    expect(timing).toMatchObject({ status: 'probed', frameCount: 2001 });
    const stored = timing.status === 'probed' ? timing.frameDurations : undefined;
    expect(stored && 'packed' in stored).toBe(true);
    expect(versionFrameTimingSchema.safeParse(timing).success).toBe(true);
    const starts = versionClock({ frameTiming: timing }).bounds ?? [];
    expect(starts).toHaveLength(2002);
    expect(starts[2000]).toBeCloseTo((1000 * 20 + 1000 * 21) / 600, 9);
  });

  it('a Matroska variable rate, which states no rate, counts in its average rate', () => {
    const mkv = { ...VFR_MEDIA, container: 'matroska', frameRate: null, frameCount: null };
    expect(versionFrameTimingOf(mkv, { firstFrameSeconds: 0.021, durations })).toMatchObject({
      status: 'probed',
      rate: { num: 15, den: 1 },
      frameCount: 72,
      firstFrameSeconds: 0.021,
    });
  });

  it('a late first video frame is stored with the timing (a constant rate keeps its grid)', () => {
    const cfr = { ...NOTHING, frameRate: { num: 25, den: 1 }, frameCount: 150 };
    expect(versionFrameTimingOf(cfr, { firstFrameSeconds: 0.08, durations })).toMatchObject({
      status: 'probed',
      rate: { num: 25, den: 1 },
      firstFrameSeconds: 0.08,
    });
    expect(versionFrameTimingOf(cfr, { firstFrameSeconds: 0.08, durations })).not.toHaveProperty(
      'frameDurations',
    );
    expect(versionFrameTimingOf(cfr)).not.toHaveProperty('firstFrameSeconds');
  });
});

describe('version frame timing', () => {
  it('uses the probed rate and drop-frame flag, else the legacy decimal rate, else the default', () => {
    expect(versionTiming({ frameTiming: DF, frameRate: 29.97 })).toEqual({ rate: DF.rate, dropFrame: true });
    expect(versionTiming({ frameTiming: { status: 'unknown' }, frameRate: 25 })).toEqual({
      rate: { num: 25, den: 1 },
      dropFrame: false,
    });
    expect(versionTiming({ frameRate: 23.976 })).toEqual({
      rate: { num: 24000, den: 1001 },
      dropFrame: false,
    });
    expect(versionTiming({ frameTiming: { status: 'unknown' }, frameRate: null })).toEqual({
      rate: DEFAULT_FRAME_RATE,
      dropFrame: false,
    });
    expect(versionTiming(null).rate).toEqual({ num: 30, den: 1 });
    expect(versionFrameCount({ frameTiming: DF })).toBe(150);
    expect(versionFrameCount({ frameTiming: { status: 'unknown' } })).toBeNull();
  });

  it('validates stored timings (a start timecode must be SMPTE)', () => {
    expect(versionFrameTimingSchema.parse(DF)).toEqual(DF);
    expect(versionFrameTimingSchema.safeParse({ ...DF, startTimecode: '1h' }).success).toBe(false);
    expect(versionFrameTimingSchema.safeParse({ status: 'guessed' }).success).toBe(false);
  });

  it('maps the probe result: probed fields, or unknown', () => {
    expect(versionFrameTimingOf(NOTHING)).toEqual({ status: 'unknown' });
    expect(
      versionFrameTimingOf({ ...NOTHING, frameRate: { num: 24000, den: 1001 }, variableFrameRate: true }),
    ).toEqual({ status: 'unknown' });
    expect(
      versionFrameTimingOf({
        ...NOTHING,
        frameRate: { num: 24000, den: 1001 },
        frameCount: 120,
        startTimecode: '00:00:00:00',
      }),
    ).toEqual({
      status: 'probed',
      rate: { num: 24000, den: 1001 },
      dropFrame: false,
      frameCount: 120,
      startTimecode: '00:00:00:00',
    });
  });
});

describe('note frames (the same on the client and the server)', () => {
  const film = { frameTiming: { ...DF, rate: { num: 24000, den: 1001 }, dropFrame: false } };

  it('keeps a frame within one frame of the milliseconds, refuses one further away, derives when absent', () => {
    const ms = frameToMs(100, { num: 24000, den: 1001 });
    expect(checkedNoteFrame(ms, 100, film)).toEqual({ frame: 100, agrees: true });
    expect(checkedNoteFrame(ms, 101, film)).toEqual({ frame: 101, agrees: true });
    expect(checkedNoteFrame(ms, 99, film)).toEqual({ frame: 99, agrees: true });
    expect(checkedNoteFrame(ms, 102, film)).toEqual({ frame: 100, agrees: false });
    expect(checkedNoteFrame(ms, undefined, film)).toEqual({ frame: 100, agrees: true });
  });

  it('round-trips every frame of a 29.97 DF minute through stored milliseconds', () => {
    const rate = { num: 30000, den: 1001 };
    for (let frame = 0; frame < 1800; frame += 1)
      expect(checkedNoteFrame(frameToMs(frame, rate), frame, { frameTiming: DF })).toEqual({
        frame,
        agrees: true,
      });
  });

  it("answers a stored note's frame, or derives it for a note stored before frames", () => {
    expect(storedNoteFrame({ timecodeMs: 2002, frame: 61 }, { frameTiming: DF })).toBe(61);
    expect(storedNoteFrame({ timecodeMs: 2002 }, { frameTiming: DF })).toBe(60);
    expect(storedNoteFrame({ timecodeMs: 1000 }, { frameRate: 25 })).toBe(25);
  });
});
