/**
 * A variable rate's frame durations as stored on a version: runs of equal durations `[duration, count]` in the
 * file's own ticks. A phone's few rate changes are a few runs, kept as a list; a long file whose every other
 * frame differs has as many runs as frames, so beyond a list's worth they are packed into one string (base 36,
 * `duration` or `duration*count`, comma separated: about 4 characters a frame for a jittery clock), which keeps
 * the version item far under DynamoDB's 400 KB. A file too long even for that keeps runs that place every frame
 * boundary within a quarter of the frames beside it: a seek to a frame's middle still shows that frame.
 */

/** `[duration, count]`: `count` frames of `duration` ticks each. */
export type DurationRun = [number, number];

/** Most runs kept as a list (about 20 bytes a run on the item). */
export const MAX_FRAME_DURATION_RUNS = 2000;

/** Longest packed form kept on the version item (with the rest of the item well within 400 KB). */
export const MAX_PACKED_FRAME_DURATIONS_CHARS = 160_000;

/** Each frame boundary of approximated runs is within this share of the shorter frame beside it. */
const APPROXIMATION_SHARE = 4;

const RADIX = 36;
const PACKED_CHARS = /^[0-9a-z*,]+$/;

/** The packed form of runs (`duration` or `duration*count`, base 36, comma separated). */
export function packDurationRuns(runs: readonly DurationRun[]): string {
  return runs
    .map(([duration, count]) =>
      count === 1 ? duration.toString(RADIX) : `${duration.toString(RADIX)}*${count.toString(RADIX)}`,
    )
    .join(',');
}

function positiveInt(text: string | undefined): number | null {
  if (!text) return null;
  const n = parseInt(text, RADIX);
  return Number.isSafeInteger(n) && n > 0 && n.toString(RADIX) === text ? n : null;
}

/** The runs of a packed form, or null when it is not one. */
export function unpackDurationRuns(packed: string): DurationRun[] | null {
  if (!PACKED_CHARS.test(packed)) return null;
  const runs: DurationRun[] = [];
  for (const part of packed.split(',')) {
    const [d, c, extra] = part.split('*');
    const duration = positiveInt(d);
    const count = c === undefined ? 1 : positiveInt(c);
    if (duration === null || count === null || extra !== undefined) return null;
    runs.push([duration, count]);
  }
  return runs;
}

/** Equal neighbouring runs merged. */
function merged(runs: readonly DurationRun[]): DurationRun[] {
  const out: DurationRun[] = [];
  for (const [duration, count] of runs) {
    const last = out.at(-1);
    if (last && last[0] === duration) last[1] += count;
    else out.push([duration, count]);
  }
  return out;
}

/**
 * Fewer runs for the same frames: each run keeps its frames at one duration while every frame boundary stays
 * within a quarter of the shorter frame beside it (exact boundaries where a run starts).
 */
export function approximateDurationRuns(runs: readonly DurationRun[]): DurationRun[] {
  const durations: number[] = [];
  for (const [duration, count] of runs) for (let i = 0; i < count; i++) durations.push(duration);
  const out: DurationRun[] = [];
  let exactEnd = 0;
  let approximateEnd = 0;
  for (let i = 0; i < durations.length; i++) {
    const duration = durations[i] ?? 0;
    exactEnd += duration;
    const tolerance = Math.min(duration, durations[i + 1] ?? duration) / APPROXIMATION_SHARE;
    const run = out.at(-1);
    if (run && Math.abs(approximateEnd + run[0] - exactEnd) <= tolerance) {
      run[1] += 1;
      approximateEnd += run[0];
    } else {
      out.push([exactEnd - approximateEnd, 1]);
      approximateEnd = exactEnd;
    }
  }
  return merged(out);
}

/**
 * How a version stores its frame durations: the list when short, else packed, else packed approximated runs;
 * null when even those are too long to keep.
 */
export function storedDurationRuns(
  runs: readonly DurationRun[],
): { runs: DurationRun[] } | { packed: string } | null {
  const exact = merged(runs);
  if (exact.length === 0) return null;
  if (exact.length <= MAX_FRAME_DURATION_RUNS) return { runs: exact };
  const packed = packDurationRuns(exact);
  if (packed.length <= MAX_PACKED_FRAME_DURATIONS_CHARS) return { packed };
  const approximate = packDurationRuns(approximateDurationRuns(exact));
  return approximate.length <= MAX_PACKED_FRAME_DURATIONS_CHARS ? { packed: approximate } : null;
}
