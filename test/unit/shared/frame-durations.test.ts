/** How a variable rate's frame durations are kept on a version: a list, packed, or approximated within bounds. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  approximateDurationRuns,
  MAX_FRAME_DURATION_RUNS,
  MAX_PACKED_FRAME_DURATIONS_CHARS,
  packDurationRuns,
  storedDurationRuns,
  unpackDurationRuns,
  type DurationRun,
} from '../../../shared/lib/frame-durations';
import { frameBoundsOf, frameDurationsSchema } from '../../../shared/lib/frame-time';

/** Frame starts (ticks) of runs, and the last frame's end. */
function ticks(runs: readonly DurationRun[]): number[] {
  const out = [0];
  for (const [duration, count] of runs)
    for (let i = 0; i < count; i++) out.push((out.at(-1) ?? 0) + duration);
  return out;
}

/** A phone's clock: about 1/30 s a frame at timescale 90 000, every frame 0–2 ms off the grid. */
function jitteryRuns(frames: number, seed = 1): DurationRun[] {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const runs: DurationRun[] = [];
  for (let i = 0; i < frames; i++) runs.push([3000 + Math.round((random() - 0.5) * 180), 1]);
  return runs;
}

/** Every frame boundary of `approximate` within a quarter of the shorter frame beside it in `exact`. */
function expectBoundariesNear(approximate: readonly number[], exact: readonly number[]): void {
  expect(approximate).toHaveLength(exact.length);
  for (let i = 1; i < exact.length; i++) {
    const shorter = Math.min(
      (exact[i] ?? 0) - (exact[i - 1] ?? 0),
      (exact[i + 1] ?? Infinity) - (exact[i] ?? 0),
    );
    expect(Math.abs((approximate[i] ?? 0) - (exact[i] ?? 0))).toBeLessThanOrEqual(shorter / 4);
  }
}

describe('packed frame durations', () => {
  it('packs runs into base-36 text and reads them back', () => {
    expect(
      packDurationRuns([
        [3003, 24],
        [512, 1],
      ]),
    ).toBe('2bf*o,e8');
    expect(unpackDurationRuns('2bf*o,e8')).toEqual([
      [3003, 24],
      [512, 1],
    ]);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 2 ** 40 }), fc.integer({ min: 1, max: 1e6 })), {
          minLength: 1,
        }),
        (runs) => {
          expect(unpackDurationRuns(packDurationRuns(runs))).toEqual(runs);
        },
      ),
    );
  });

  it('refuses what is not packed runs (the stored schema too)', () => {
    for (const bad of ['', ',', '1,', '0', '1*0', '1**2', '01', 'A', '1*2*3', ' 1', '-1'])
      expect(unpackDurationRuns(bad), bad).toBeNull();
    expect(frameDurationsSchema.safeParse({ timescale: 30, packed: '1*0' }).success).toBe(false);
    expect(frameDurationsSchema.safeParse({ timescale: 30, packed: '1,4*2' }).success).toBe(true);
    expect(
      frameDurationsSchema.safeParse({ timescale: 30, packed: 'a,'.repeat(MAX_PACKED_FRAME_DURATIONS_CHARS) })
        .success,
    ).toBe(false);
  });
});

describe('storedDurationRuns', () => {
  it('keeps a short list as it is, merging equal neighbours', () => {
    expect(
      storedDurationRuns([
        [512, 24],
        [512, 1],
        [2048, 24],
      ]),
    ).toEqual({
      runs: [
        [512, 25],
        [2048, 24],
      ],
    });
  });

  it('packs more runs than a list holds, every frame time exact', () => {
    const runs: DurationRun[] = Array.from({ length: 4200 }, (_, i) => [i % 2 ? 67 : 33, 1]);
    const stored = storedDurationRuns(runs);
    expect(runs.length).toBeGreaterThan(MAX_FRAME_DURATION_RUNS);
    expect(stored).toHaveProperty('packed');
    const bounds = frameBoundsOf({ timescale: 1000, ...stored! });
    expect(bounds.map((b) => Math.round(b * 1000))).toEqual(ticks(runs));
  });

  it('an hour of a jittery phone clock fits the item, each boundary within a quarter of its frames', () => {
    const runs = jitteryRuns(108_000);
    // Exact, it would not fit: one run a frame.
    expect(packDurationRuns(runs).length).toBeGreaterThan(MAX_PACKED_FRAME_DURATIONS_CHARS);
    const stored = storedDurationRuns(runs);
    expect(stored).toHaveProperty('packed');
    const packed = stored && 'packed' in stored ? stored.packed : '';
    expect(packed.length).toBeLessThanOrEqual(MAX_PACKED_FRAME_DURATIONS_CHARS);
    expectBoundariesNear(ticks(unpackDurationRuns(packed) ?? []), ticks(runs));
  });

  it('approximation never moves a boundary further than a quarter of the frames beside it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5 })), {
          minLength: 1,
          maxLength: 300,
        }),
        (runs) => {
          expectBoundariesNear(ticks(approximateDurationRuns(runs)), ticks(runs));
        },
      ),
    );
  });
});
