import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkedNoteFrame,
  clockFrameAtMediaTime,
  clockFrameAtMs,
  clockFrameAtSeconds,
  clockFrameToMs,
  clockSeekSeconds,
  clockSteppedFrame,
  noteFrame,
  storedNoteFrame,
  versionClock,
  versionFrameTimingSchema,
  versionMsAt,
  type VersionFrameTiming,
} from '../../../shared/lib/frame-time';
import { markedRange } from '../../../shared/domain/note-range';
import { LATE_MP4_TIMING, VFR_COUNTER_TIMING } from '../../support/frame-timings';

/** The fragmented MP4 of the report: 25 fps, its first frame presented at 0.080 s. */
const LATE_MP4: VersionFrameTiming = LATE_MP4_TIMING;
/** The MKV of the report: 25 fps, video at 0.021 s (the AAC priming). */
const LATE_MKV: VersionFrameTiming = { ...LATE_MP4, firstFrameSeconds: 0.021 };
/** vfr-counter.mp4: 24 frames at 30 fps, 24 at 7.5 fps, 24 at 30 fps (timescale 15360). */
const VFR: VersionFrameTiming = VFR_COUNTER_TIMING;
/** Its frames' start times (seconds). */
const VFR_STARTS = Array.from(
  { length: 72 },
  (_, n) => (n < 24 ? n : n < 48 ? 24 + 4 * (n - 24) : 120 + n - 48) / 30,
);

describe('frames count from the first video frame (a late video start)', () => {
  it.each([
    ['fragmented MP4 at 0.080 s', LATE_MP4, 0.08],
    ['MKV at 0.021 s', LATE_MKV, 0.021],
  ] as const)(
    '%s: the frame on screen, its note and its seek agree with the burnt-in counter',
    (_, timing, start) => {
      const clock = versionClock({ frameTiming: timing });
      for (const frame of [0, 1, 2, 53, 149]) {
        // Chromium presents frame n at its media time: the first frame's time plus n frame durations.
        const mediaTime = start + frame / 25;
        expect(noteFrame({ mediaTime, currentTime: mediaTime + 0.01 }, clock, 150)).toBe(frame);
        expect(noteFrame({ currentTime: mediaTime + 0.01 }, clock, 150)).toBe(frame);
        // The seek lands in the middle of that frame on the file's timeline.
        expect(clockSeekSeconds(frame, clock)).toBeCloseTo(start + (frame + 0.5) / 25, 9);
        expect(clockFrameAtSeconds(clockSeekSeconds(frame, clock), clock)).toBe(frame);
        // The note's milliseconds count from the first frame too, and the server derives the same frame.
        const ms = versionMsAt(mediaTime, clock);
        expect(ms).toBe(frame * 40);
        expect(checkedNoteFrame(ms, frame, { frameTiming: timing })).toEqual({ frame, agrees: true });
      }
    },
  );

  it('before the first frame is presented, the player shows frame 0', () => {
    const clock = versionClock({ frameTiming: LATE_MP4 });
    expect(clockFrameAtSeconds(0, clock)).toBe(0);
    expect(versionMsAt(0.05, clock)).toBe(0);
  });

  it('versions stored before first frames were known count from 0 as before', () => {
    const { firstFrameSeconds: _, ...older } = LATE_MP4;
    const clock = versionClock({ frameTiming: older });
    expect(clock.firstFrameSeconds).toBe(0);
    expect(noteFrame({ mediaTime: 53 / 25, currentTime: 53 / 25 }, clock)).toBe(53);
  });

  it('a stored timing keeps its first frame and refuses a negative one', () => {
    expect(versionFrameTimingSchema.parse(LATE_MP4)).toEqual(LATE_MP4);
    expect(versionFrameTimingSchema.safeParse({ ...LATE_MP4, firstFrameSeconds: -0.1 }).success).toBe(false);
  });
});

describe('a variable frame rate steps by its real frame times', () => {
  const clock = versionClock({ frameTiming: VFR });

  it('each press shows the next frame, also where frames are 4/30 s apart, and back', () => {
    let seconds = clockSeekSeconds(0, clock);
    const shown: number[] = [];
    for (let i = 1; i < 72; i++) {
      seconds = clockSeekSeconds(clockSteppedFrame(seconds, 1, clock), clock);
      // The frame whose start time is the last at or before the position (what the browser presents).
      shown.push(VFR_STARTS.findLastIndex((t) => t <= seconds));
    }
    expect(shown).toEqual(Array.from({ length: 71 }, (_, i) => i + 1));
    expect(clockSteppedFrame(seconds, 1, clock)).toBe(71);
    const back: number[] = [];
    for (let i = 0; i < 30; i++) {
      seconds = clockSeekSeconds(clockSteppedFrame(seconds, -1, clock), clock);
      back.push(VFR_STARTS.findLastIndex((t) => t <= seconds));
    }
    expect(back).toEqual(Array.from({ length: 30 }, (_, i) => 70 - i));
  });

  it('a presented frame, a note and a range are the real frame', () => {
    for (let frame = 0; frame < 72; frame++) {
      const start = VFR_STARTS[frame] ?? 0;
      expect(clockFrameAtMediaTime(start, clock)).toBe(frame);
      expect(clockFrameAtMediaTime(start + 0.000001, clock)).toBe(frame);
      const ms = clockFrameToMs(frame, clock);
      expect(clockFrameAtMs(ms, clock)).toBe(frame);
      expect(checkedNoteFrame(ms, frame, { frameTiming: VFR })).toEqual({ frame, agrees: true });
      expect(storedNoteFrame({ timecodeMs: ms }, { frameTiming: VFR })).toBe(frame);
    }
    // In the slow part the average-rate grid would say 27 for frame 30 (1.6 s at 15 fps is frame 24).
    expect(clockFrameAtMs(1600, clock)).toBe(30);
    expect(markedRange(30, 31, { frameTiming: VFR, durationMs: 4800 })).toEqual({
      timecodeMs: 1600,
      frame: 30,
      rangeEndMs: 1867,
      rangeEndFrame: 32,
    });
    expect(markedRange(70, 71, { frameTiming: VFR, durationMs: 4800 })?.rangeEndMs).toBe(4800);
  });

  it('any position maps to the frame whose time span holds it', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 4.79, noNaN: true }), (seconds) => {
        expect(clockFrameAtSeconds(seconds, clock)).toBe(
          VFR_STARTS.findLastIndex((t) => t <= seconds + 1e-9),
        );
      }),
    );
  });
});
