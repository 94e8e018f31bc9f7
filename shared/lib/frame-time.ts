/**
 * Frame-accurate time: frame rates as rationals, frame ↔ milliseconds, the seek target of a frame and the
 * frame a player shows (SMPTE timecodes of frames: smpte/timecode.ts). One conversion for the SPA, the handlers
 * and the marker exports.
 *
 * Rules (shared/reference/marker-formats.md):
 * - A rate is `num/den` frames per second. A probed rate within 2% of a standard rate is that rate; any other
 *   rate is kept as probed.
 * - Drop-frame exists only at 29.97 (30000/1001) and 59.94 (60000/1001); 23.976 is always non-drop.
 * - Time is converted through whole frame indices, never by scaling milliseconds to a nominal clock.
 * - A player seeks to the middle of a frame: browsers keep `currentTime` in whole microseconds, so a seek to a
 *   frame's first instant can land a hair before it and show the previous frame.
 * SMPTE arithmetic (drop-frame numbering, timecodes of frames) is smpte/timecode.ts: not here, so the API
 * Lambdas that count frames do not carry its CommonJS library.
 */
import * as z from 'zod/mini';
import {
  MAX_FRAME_DURATION_RUNS,
  MAX_PACKED_FRAME_DURATIONS_CHARS,
  unpackDurationRuns,
  type DurationRun,
} from './frame-durations';

export { MAX_FRAME_DURATION_RUNS } from './frame-durations';

export interface FrameRate {
  /** Frames per `den` seconds (e.g. 30000 for 29.97). */
  num: number;
  den: number;
}

export const frameRateSchema = z.object({
  num: z.int().check(z.positive()),
  den: z.int().check(z.positive()),
});

/** A rate and how its timecode counts (drop-frame only at 29.97 and 59.94). */
export interface FrameTiming {
  rate: FrameRate;
  dropFrame: boolean;
}

export const STANDARD_FRAME_RATES = {
  '23.976': { num: 24000, den: 1001 },
  '24': { num: 24, den: 1 },
  '25': { num: 25, den: 1 },
  '29.97': { num: 30000, den: 1001 },
  '30': { num: 30, den: 1 },
  '48': { num: 48, den: 1 },
  '50': { num: 50, den: 1 },
  '59.94': { num: 60000, den: 1001 },
  '60': { num: 60, den: 1 },
} as const satisfies Record<string, FrameRate>;

export type StandardFrameRateName = keyof typeof STANDARD_FRAME_RATES;

/** The standard rates in ascending order (object keys that look like integers would iterate first). */
export const STANDARD_FRAME_RATE_NAMES = [
  '23.976',
  '24',
  '25',
  '29.97',
  '30',
  '48',
  '50',
  '59.94',
  '60',
] as const satisfies readonly StandardFrameRateName[];

/** How far (relative) a probed rate may be from a standard rate and still be read as it. */
export const FRAME_RATE_SNAP_TOLERANCE = 0.02;

/** Whole microseconds: the resolution of a browser's `currentTime` (half of it absorbs its rounding). */
const HALF_MICROSECOND_S = 0.0000005;

/** How far a presented frame's reported `mediaTime` may fall before its start (a container's millisecond clock). */
const MEDIA_TIME_ROUNDING_S = 0.0005;

/** Denominator used to keep a non-standard decimal rate (e.g. 12.5 → 25/2) as a rational. */
const DECIMAL_RATE_DENOMINATOR = 1000;

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

function reduce(rate: FrameRate): FrameRate {
  const g = gcd(rate.num, rate.den) || 1;
  return { num: rate.num / g, den: rate.den / g };
}

export function frameRateValue(rate: FrameRate): number {
  return rate.num / rate.den;
}

export function isValidFrameRate(rate: FrameRate): boolean {
  return frameRateSchema.safeParse(rate).success;
}

export function sameFrameRate(a: FrameRate, b: FrameRate): boolean {
  return a.num * b.den === b.num * a.den;
}

/**
 * The rate a version uses: the nearest standard rate when the probed one is within 2% of it, else the probed
 * rate itself (as a reduced rational). `null` for anything that is not a positive finite rate.
 */
export function snapFrameRate(probed: number | FrameRate | null | undefined): FrameRate | null {
  if (probed === null || probed === undefined) return null;
  let rate: FrameRate;
  if (typeof probed === 'number') {
    if (!Number.isFinite(probed) || probed <= 0) return null;
    rate = { num: Math.round(probed * DECIMAL_RATE_DENOMINATOR), den: DECIMAL_RATE_DENOMINATOR };
    if (rate.num <= 0) return null;
  } else {
    if (!Number.isFinite(probed.num) || !Number.isFinite(probed.den) || probed.num <= 0 || probed.den <= 0)
      return null;
    rate = { num: Math.round(probed.num), den: Math.round(probed.den) };
    if (rate.num <= 0 || rate.den <= 0) return null;
  }
  const value = frameRateValue(rate);
  let best: FrameRate | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const name of STANDARD_FRAME_RATE_NAMES) {
    const standard = STANDARD_FRAME_RATES[name];
    const distance = Math.abs(value - frameRateValue(standard)) / frameRateValue(standard);
    if (distance < bestDistance) {
      best = standard;
      bestDistance = distance;
    }
  }
  if (best && bestDistance <= FRAME_RATE_SNAP_TOLERANCE) return { num: best.num, den: best.den };
  return reduce(rate);
}

/** Drop-frame timecode exists only for 29.97 and 59.94. */
export function isDropFrameRate(rate: FrameRate): boolean {
  return (
    sameFrameRate(rate, STANDARD_FRAME_RATES['29.97']) || sameFrameRate(rate, STANDARD_FRAME_RATES['59.94'])
  );
}

/**
 * The timing of a rate: drop-frame by default at 29.97/59.94 (what cameras and NLEs use there); a file may say
 * non-drop (its `tmcd`), never drop-frame at another rate.
 */
export function frameTiming(rate: FrameRate, dropFrame?: boolean): FrameTiming {
  if (!isValidFrameRate(rate)) throw new RangeError(`Invalid frame rate ${rate.num}/${rate.den}`);
  const canDrop = isDropFrameRate(rate);
  if (dropFrame === true && !canDrop)
    throw new RangeError(`Drop-frame timecode exists only at 29.97 and 59.94, not ${frameRateLabel(rate)}`);
  return { rate: { num: rate.num, den: rate.den }, dropFrame: dropFrame ?? canDrop };
}

/** '23.976', '25', '29.97', '59.94', '12.5' … (3 decimals at most). */
export function frameRateLabel(rate: FrameRate): string {
  return String(Math.round(frameRateValue(rate) * 1000) / 1000);
}

/** The whole frames per second a timecode counts (24 at 23.976, 30 at 29.97, …): the xmeml timebase. */
export function nominalFrameRate(rate: FrameRate): number {
  return Math.max(1, Math.round(frameRateValue(rate)));
}

/** Throws a RangeError unless `frame` is a frame index (a whole number from 0). */
export function assertFrame(frame: number): void {
  if (!Number.isInteger(frame) || frame < 0) throw new RangeError(`Invalid frame index ${frame}`);
}

/** When a frame starts, in seconds (exact up to floating point). */
export function frameStartSeconds(frame: number, rate: FrameRate): number {
  assertFrame(frame);
  return (frame * rate.den) / rate.num;
}

/** Where a player seeks to show a frame: its middle, safe from the player's microsecond rounding. */
export function frameSeekSeconds(frame: number, rate: FrameRate): number {
  assertFrame(frame);
  return ((2 * frame + 1) * rate.den) / (2 * rate.num);
}

/** The frame a player position (seconds, e.g. `currentTime` or a video frame callback's `mediaTime`) shows. */
export function frameAtSeconds(seconds: number, rate: FrameRate): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.max(0, Math.floor(((seconds + HALF_MICROSECOND_S) * rate.num) / rate.den));
}

/**
 * The frame a stored millisecond position (a note's `timecode_ms`) falls in. Stored milliseconds are rounded,
 * so a frame's start may be stored up to half a millisecond early: half a millisecond is added back (exactly,
 * in integers).
 */
export function frameAtMs(ms: number, rate: FrameRate): number {
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  const wholeMs = Math.round(ms);
  return Math.floor(((2 * wholeMs + 1) * rate.num) / (2000 * rate.den));
}

/** The whole milliseconds stored for a frame (its start, rounded); `frameAtMs` gives the frame back. */
export function frameToMs(frame: number, rate: FrameRate): number {
  assertFrame(frame);
  return Math.round((frame * rate.den * 1000) / rate.num);
}

/** Frame count of a duration (whole frames that start before its end). */
export function framesInDuration(durationMs: number, rate: FrameRate): number {
  if (!Number.isFinite(durationMs) || durationMs <= 0) return 0;
  return Math.ceil((durationMs * rate.num) / (1000 * rate.den) - 1e-9);
}

/**
 * The frame a presented frame's `mediaTime` (requestVideoFrameCallback) is: a mediaTime is that frame's START
 * time, which the browser reports rounded (whole microseconds, or the container's clock), so it can fall a hair
 * before the exact start; the nearest frame start is the frame.
 */
export function frameAtMediaTime(mediaTime: number, rate: FrameRate): number {
  if (!Number.isFinite(mediaTime) || mediaTime <= 0) return 0;
  return Math.max(0, Math.round((mediaTime * rate.num) / rate.den));
}

/**
 * The frame a note is written on: the frame on screen (a frame callback's `mediaTime`, else `currentTime`),
 * counted from the version's first frame (a rate alone: a grid from 0).
 */
export function noteFrame(
  position: { mediaTime?: number | null; currentTime: number },
  timing: FrameRate | FrameClock,
  frameCount?: number | null,
): number {
  const clock = 'rate' in timing ? timing : gridClock(timing);
  const frame =
    typeof position.mediaTime === 'number' && Number.isFinite(position.mediaTime)
      ? clockFrameAtMediaTime(position.mediaTime, clock)
      : clockFrameAtSeconds(position.currentTime, clock);
  const count = clockFrameCount(clock) ?? frameCount;
  return count && count > 0 ? Math.min(frame, count - 1) : frame;
}

/** The frame `frames` away from the one shown at `seconds` (never before frame 0, nor past the last one). */
export function steppedFrame(
  seconds: number,
  frames: number,
  rate: FrameRate,
  frameCount?: number | null,
): number {
  const target = Math.max(0, frameAtSeconds(seconds, rate) + Math.trunc(frames));
  return frameCount && frameCount > 0 ? Math.min(target, frameCount - 1) : target;
}

/** What a SMPTE timecode looks like (`HH:MM:SS:FF`; `;` or `.` before the frames): stored start timecodes. */
export const SMPTE_PATTERN = /^(\d{2}):(\d{2}):(\d{2})[:;.](\d{2,3})$/;

/**
 * The rate used when a version's rate is not known (a Drive-only version, or a file the probe could not read):
 * 30 fps, the most common web video rate. The player, the server's note frames and the exports use the same
 * default, so a note's frame agrees everywhere even then.
 */
export const DEFAULT_FRAME_RATE: FrameRate = { num: 30, den: 1 };

/**
 * What a version knows of its frame timing, stored from the probe when its file was downloaded: the rate as a
 * rational, drop-frame, the frame count and the file's `tmcd` start timecode; or 'unknown' (no stored file, or
 * a file whose header says nothing about it). Never a guess.
 */
/**
 * A variable rate's frames: their durations in `1/timescale` s, in presentation order from the first frame, as
 * runs `[duration, count]` (a file's own sample-table form: a phone's few rate changes are a few runs), or for
 * a long list the same runs packed into one string (frame-durations.ts).
 */
const durationRunsSchema = z
  .array(z.tuple([z.int().check(z.positive()), z.int().check(z.positive())]))
  .check(z.minLength(1), z.maxLength(MAX_FRAME_DURATION_RUNS));
export const frameDurationsSchema = z.union([
  z.object({ timescale: z.int().check(z.positive()), runs: durationRunsSchema }),
  z.object({
    timescale: z.int().check(z.positive()),
    packed: z.string().check(
      z.maxLength(MAX_PACKED_FRAME_DURATIONS_CHARS),
      z.refine((packed) => unpackDurationRuns(packed) !== null, 'Invalid packed frame durations'),
    ),
  }),
]);
export type FrameDurations = z.infer<typeof frameDurationsSchema>;

/** The runs of stored frame durations, whichever form they were kept in (empty when unreadable). */
export function frameDurationRuns(durations: FrameDurations): readonly DurationRun[] {
  return 'runs' in durations ? durations.runs : (unpackDurationRuns(durations.packed) ?? []);
}

export const versionFrameTimingSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('probed'),
    /** The rate frames are counted in: the constant rate, or a variable rate's average (its timecodes). */
    rate: frameRateSchema,
    dropFrame: z.boolean(),
    frameCount: z.nullable(z.int().check(z.positive())),
    startTimecode: z.nullable(z.string().check(z.regex(SMPTE_PATTERN))),
    /**
     * When the first video frame is presented on the file's timeline, in seconds (what a player's media time
     * reads on it): later than 0 when an encoder's B-frames (no edit list) or the audio's priming delay the
     * video. Frames count from it. Absent: 0.
     */
    firstFrameSeconds: z.optional(z.number().check(z.gte(0))),
    /** A variable rate's real frame times (absent: frames sit on the rate's grid). */
    frameDurations: z.optional(frameDurationsSchema),
  }),
  z.object({ status: z.literal('unknown') }),
]);
export type VersionFrameTiming = z.infer<typeof versionFrameTimingSchema>;

export const UNKNOWN_FRAME_TIMING: VersionFrameTiming = { status: 'unknown' };

/** What a version says of its timing: the stored probe result and the decimal rate older versions carry. */
export interface VersionTimingSource {
  frameTiming?: VersionFrameTiming | null;
  frameRate?: number | null;
}

/**
 * The timing a version's times are counted in, the same on the client, the server and in the exports: its
 * probed rate and drop-frame flag; else (stored before frame timing) its decimal rate snapped to a standard
 * rate (non-drop); else `DEFAULT_FRAME_RATE`.
 */
export function versionTiming(version: VersionTimingSource | null | undefined): FrameTiming {
  const timing = version?.frameTiming;
  if (timing?.status === 'probed' && isValidFrameRate(timing.rate))
    return frameTiming(timing.rate, timing.dropFrame && isDropFrameRate(timing.rate));
  const legacy = snapFrameRate(version?.frameRate ?? null);
  return frameTiming(legacy ?? DEFAULT_FRAME_RATE, false);
}

/**
 * Where a version's frames are in time: frame 0 is presented at `firstFrameSeconds` of the file's (and its
 * proxies') timeline, and frame `i` starts `starts[i]` seconds after it — on the rate's grid, or at a variable
 * rate's real frame times. Two timelines meet here:
 * - the player's media time (`currentTime`, a frame callback's `mediaTime`), seconds on the file's timeline;
 * - the version's own milliseconds (a note's `timecodeMs`, ranges, what the SPA shows): counted from the first
 *   video frame, like the frames, so they mean the same picture whatever the file's start.
 */
export interface FrameClock {
  rate: FrameRate;
  firstFrameSeconds: number;
  /**
   * A variable rate: each frame's start in seconds after the first frame, and the last frame's end (length
   * frame count + 1). Null on a constant rate's grid.
   */
  bounds: readonly number[] | null;
  /**
   * When the file being played shows each frame, where that differs from `bounds` (a proxy that resampled a
   * variable rate at its own constant rate): frame `i` is on screen from `shown[i]` seconds after
   * `firstFrameSeconds` (length frame count + 1). Media positions are read and sought on it; a version's
   * milliseconds stay on `bounds`. Absent: the file shows the frames at `bounds`.
   */
  shown?: readonly number[] | null;
}

/** A version's frame times, expanded once per stored list (a long file has hundreds of thousands of frames). */
const boundsCache = new WeakMap<FrameDurations, readonly number[]>();

/** Every frame's start and the last one's end, in seconds after the first frame. */
export function frameBoundsOf(durations: FrameDurations): readonly number[] {
  const cached = boundsCache.get(durations);
  if (cached) return cached;
  const bounds = [0];
  let ticks = 0;
  for (const [duration, count] of frameDurationRuns(durations)) {
    for (let i = 0; i < count; i++) {
      ticks += duration;
      bounds.push(ticks / durations.timescale);
    }
  }
  boundsCache.set(durations, bounds);
  return bounds;
}

/** The clock of a version: its timing, first frame and (variable rate) frame times. */
export function versionClock(version: VersionTimingSource | null | undefined): FrameClock {
  const { rate } = versionTiming(version);
  const timing = version?.frameTiming;
  if (timing?.status !== 'probed') return { rate, firstFrameSeconds: 0, bounds: null };
  return {
    rate,
    firstFrameSeconds: timing.firstFrameSeconds ?? 0,
    bounds: timing.frameDurations ? frameBoundsOf(timing.frameDurations) : null,
  };
}

/** A constant-rate clock starting at 0 (a rate alone, as before first frames were known). */
export function gridClock(rate: FrameRate): FrameClock {
  return { rate, firstFrameSeconds: 0, bounds: null };
}

/** The last index `i` with `bounds[i] <= value` among the frame starts (0 before the first). */
function frameStartingBefore(bounds: readonly number[], value: number): number {
  let lo = 0;
  let hi = bounds.length - 2;
  if (hi < 0) return 0;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((bounds[mid] ?? 0) <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The frame count a clock knows (a variable rate's list), else null. */
export function clockFrameCount(clock: FrameClock): number | null {
  const starts = clock.bounds ?? clock.shown;
  return starts ? starts.length - 1 : null;
}

/** The frame a version millisecond (a note's `timecodeMs`) falls in (half a millisecond of rounding allowed). */
export function clockFrameAtMs(ms: number, clock: FrameClock): number {
  if (!clock.bounds) return frameAtMs(ms, clock.rate);
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  return frameStartingBefore(clock.bounds, (Math.round(ms) + 0.5) / 1000);
}

/** The version milliseconds stored for a frame (its start, rounded); `clockFrameAtMs` gives the frame back. */
export function clockFrameToMs(frame: number, clock: FrameClock): number {
  if (!clock.bounds) return frameToMs(frame, clock.rate);
  assertFrame(frame);
  const last = clock.bounds.length - 2;
  return Math.round((clock.bounds[Math.min(frame, Math.max(0, last))] ?? 0) * 1000);
}

/** The version milliseconds of a player position (media seconds): from the first frame, never negative. */
export function versionMsAt(mediaSeconds: number, clock: FrameClock): number {
  if (!Number.isFinite(mediaSeconds)) return 0;
  return Math.max(0, Math.round((mediaSeconds - clock.firstFrameSeconds) * 1000));
}

/** The media seconds of a version millisecond (where the player is when the version time is `ms`). */
export function mediaSecondsAtMs(ms: number, clock: FrameClock): number {
  return clock.firstFrameSeconds + Math.max(0, ms) / 1000;
}

/** The frame a player position (`currentTime`, media seconds) shows. */
export function clockFrameAtSeconds(mediaSeconds: number, clock: FrameClock): number {
  const seconds = mediaSeconds - clock.firstFrameSeconds;
  const starts = clock.shown ?? clock.bounds;
  if (!starts) return frameAtSeconds(seconds, clock.rate);
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return frameStartingBefore(starts, seconds + HALF_MICROSECOND_S);
}

/** The frame a presented frame's `mediaTime` is (its start, reported rounded: the nearest frame start). */
export function clockFrameAtMediaTime(mediaTime: number, clock: FrameClock): number {
  const seconds = mediaTime - clock.firstFrameSeconds;
  // A resampled proxy shows a frame for several of its own frames: the one whose span holds the presented
  // frame's (rounded) start.
  if (clock.shown) return seconds > 0 ? frameStartingBefore(clock.shown, seconds + MEDIA_TIME_ROUNDING_S) : 0;
  if (!clock.bounds) return frameAtMediaTime(seconds, clock.rate);
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  const before = frameStartingBefore(clock.bounds, seconds);
  const next = Math.min(before + 1, clock.bounds.length - 2);
  const gap = (i: number) => Math.abs((clock.bounds?.[i] ?? 0) - seconds);
  return gap(next) < gap(before) ? next : before;
}

/** Where a player seeks (media seconds) to show a frame: the middle of the frame. */
export function clockSeekSeconds(frame: number, clock: FrameClock): number {
  const starts = clock.shown ?? clock.bounds;
  if (!starts) return clock.firstFrameSeconds + frameSeekSeconds(frame, clock.rate);
  assertFrame(frame);
  const last = Math.max(0, starts.length - 2);
  const i = Math.min(frame, last);
  const start = starts[i] ?? 0;
  const end = starts[i + 1] ?? start + clock.rate.den / clock.rate.num;
  return clock.firstFrameSeconds + (start + end) / 2;
}

/** The frame `frames` away from the one shown at media `seconds` (within the file's frames). */
export function clockSteppedFrame(
  mediaSeconds: number,
  frames: number,
  clock: FrameClock,
  frameCount?: number | null,
): number {
  const target = Math.max(0, clockFrameAtSeconds(mediaSeconds, clock) + Math.trunc(frames));
  const count = clockFrameCount(clock) ?? frameCount;
  return count && count > 0 ? Math.min(target, count - 1) : target;
}

/** The frame count of a version's file when it was probed. */
export function versionFrameCount(version: VersionTimingSource | null | undefined): number | null {
  return version?.frameTiming?.status === 'probed' ? version.frameTiming.frameCount : null;
}

/** A note's frame differs from its stored milliseconds by at most this many frames (client rounding). */
export const NOTE_FRAME_TOLERANCE = 1;

/**
 * The frame stored with a note: the frame the client saw when it agrees with `timecodeMs` at the version's
 * rate (within one frame), else (absent, or too far off) the frame `timecodeMs` falls in. `agrees` is false
 * when the client sent a frame that does not match.
 */
export function checkedNoteFrame(
  timecodeMs: number,
  sentFrame: number | null | undefined,
  version: VersionTimingSource | null | undefined,
): { frame: number; agrees: boolean } {
  const derived = clockFrameAtMs(timecodeMs, versionClock(version));
  if (sentFrame === null || sentFrame === undefined) return { frame: derived, agrees: true };
  const agrees =
    Number.isInteger(sentFrame) && sentFrame >= 0 && Math.abs(sentFrame - derived) <= NOTE_FRAME_TOLERANCE;
  return { frame: agrees ? sentFrame : derived, agrees };
}

/** A stored note's frame: the one stored with it, else derived from its milliseconds (notes before frames). */
export function storedNoteFrame(
  note: { timecodeMs: number; frame?: number | null },
  version: VersionTimingSource | null | undefined,
): number {
  if (typeof note.frame === 'number' && Number.isInteger(note.frame) && note.frame >= 0) return note.frame;
  return clockFrameAtMs(note.timecodeMs, versionClock(version));
}

/**
 * A proxy's own frame clock, read from the proxy file once it was made (its first video frame and its frame
 * durations): what a transcoder really wrote, whatever its settings asked for.
 */
export const proxyFrameClockSchema = z.object({
  firstFrameSeconds: z.number().check(z.gte(0)),
  frameDurations: frameDurationsSchema,
});
export type ProxyFrameClock = z.infer<typeof proxyFrameClockSchema>;

/** A proxy frame counts as the source's own frame when their starts differ by less than this part of a frame. */
const SAME_FRAME_FRACTION = 0.25;
/** Two instants this close are one (floating point over a frame list's sums). */
const TIE_SECONDS = 1e-9;

/**
 * The clock of a version's frames as a proxy shows them: source frame N is sought and read at the media time
 * where the proxy shows that source frame. A passthrough proxy (the source's frames at the source's times)
 * gives the source's clock back. A proxy that starts at 0 where the source starts late (its timeline shifted)
 * moves the first frame; a proxy padded with black before a late start keeps it. A proxy with frames of its
 * own (a variable rate resampled at a constant one) shows source frame N from its first frame at or nearest
 * after N's start: `shown` holds those instants, so a step moves exactly one source frame.
 */
export function playbackClock(
  source: FrameClock,
  sourceFrameCount: number | null,
  proxy: ProxyFrameClock | null | undefined,
): FrameClock {
  if (!proxy) return source;
  const proxyBounds = frameBoundsOf(proxy.frameDurations);
  const proxyFrames = proxyBounds.length - 1;
  if (proxyFrames < 1) return source;
  const period = source.rate.den / source.rate.num;
  const proxyEnd = proxy.firstFrameSeconds + (proxyBounds[proxyFrames] ?? 0);
  const count =
    clockFrameCount(source) ??
    sourceFrameCount ??
    Math.max(1, Math.round((proxyEnd - source.firstFrameSeconds) / period));
  const starts =
    source.bounds ?? Array.from({ length: count + 1 }, (_, i) => frameStartSeconds(i, source.rate));
  const sourceEnd = source.firstFrameSeconds + (starts[count] ?? 0);
  const near = (a: number, b: number) => Math.abs(a - b) < period / 2;
  // Shifted when the proxy's timeline starts elsewhere and it does not end where the source ends (a pad keeps
  // the end): the proxy's first frame is then the source's first.
  const shift =
    near(proxy.firstFrameSeconds, source.firstFrameSeconds) || near(proxyEnd, sourceEnd)
      ? 0
      : proxy.firstFrameSeconds - source.firstFrameSeconds;
  const first = source.firstFrameSeconds + shift;
  const offset = first - proxy.firstFrameSeconds;
  const sameFrames =
    proxyFrames === count &&
    starts.every(
      (start, i) => Math.abs(start + offset - (proxyBounds[i] ?? Number.NaN)) < period * SAME_FRAME_FRACTION,
    );
  if (sameFrames) return { ...source, firstFrameSeconds: first };
  // Each source frame from the proxy frame that starts nearest its start (the resampler's rounding; half way
  // between two, the later, as ffmpeg's fps filter rounds).
  const proxyStarts = proxyBounds.slice(0, proxyFrames);
  const shown = starts.map((start, i) => {
    if (i === count) return (proxyBounds[proxyFrames] ?? start + offset) - offset;
    const at = start + offset;
    const before = frameStartingBefore(proxyBounds, at);
    const after = Math.min(before + 1, proxyStarts.length - 1);
    const pick =
      Math.abs((proxyStarts[after] ?? 0) - at) <= Math.abs((proxyStarts[before] ?? 0) - at) + TIE_SECONDS
        ? after
        : before;
    return (proxyStarts[pick] ?? at) - offset;
  });
  return { ...source, firstFrameSeconds: first, shown };
}
