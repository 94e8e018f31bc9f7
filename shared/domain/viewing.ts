/**
 * What a client watched on the review page, as the page records it and the server counts it.
 *
 * The page turns the <video>'s clock into events (play, pause, seek, ended) and watched ranges: contiguous
 * playback extends one range, a seek or a pause ends it, so watching 5–8 s twice is two ranges and counts
 * twice. The server turns the ranges into a per-version histogram (one counter per bucket: a second, or a
 * longer slice for long videos so a histogram never has more than `histogramBuckets` counters).
 * No address, no fingerprint: a random viewer id kept in the browser and the reviewer's name only if given.
 */

export const VIEWING_LIMITS = {
  /** The page sends what it recorded this often (and on `pagehide`). */
  batchIntervalMs: 10_000,
  /** Events in one batch. */
  eventsPerBatch: 64,
  /** Watched ranges in one batch. */
  rangesPerBatch: 32,
  /**
   * Playback time one batch may report (sum of its ranges): ten seconds of play at 2x is 20 s; a batch kept
   * while offline may hold more, but never a whole film.
   */
  watchedMsPerBatch: 120_000,
  /** Bytes of one batch's JSON (sendBeacon's payload is small by design). */
  batchBytes: 8 * 1024,
  /** Per viewer of a link: a burst of this many batches, then one every `viewerBatchSeconds`. */
  viewerBurst: 4,
  viewerBatchSeconds: 4,
  /**
   * Per link, all viewers together: a burst, then this many batches a second (500 viewers at one batch per
   * 10 s is 50 a second).
   */
  linkBurst: 300,
  linkBatchesPerSecond: 100,
  /** A batch id is a ULID: a batch older than this (by its id's time) is refused, so a replay cannot count. */
  batchMaxAgeMs: 24 * 60 * 60 * 1000,
  /** A batch id from the future (clock skew allowed). */
  batchMaxSkewMs: 5 * 60 * 1000,
  /** Counters per version's histogram at most. */
  histogramBuckets: 600,
  /** Smallest bucket: one second. */
  minBucketMs: 1000,
  /** How long the counters are kept (13 months), by TTL. */
  retentionDays: 396,
  /** Consecutive clock ticks further apart than this are a jump (a seek the page did not see), not playback. */
  maxTickGapMs: 3000,
} as const;

export const VIEWING_EVENT_TYPES = ['play', 'pause', 'seek', 'ended'] as const;
export type ViewingEventType = (typeof VIEWING_EVENT_TYPES)[number];

export interface ViewingEvent {
  type: ViewingEventType;
  /** Position in the video (ms). */
  positionMs: number;
  /** On `play`: a fresh start (the first play of the page's visit of this version, or after `ended`). */
  start?: boolean;
}

/** [startMs, endMs) of the video, watched once. */
export type WatchedRange = [number, number];

/**
 * The page's recording of one version, between two sends. Pure: the page feeds the video's clock into it.
 */
export interface ViewingState {
  playing: boolean;
  /** The last position seen while playing (null: none yet, or after a jump). */
  lastMs: number | null;
  ranges: WatchedRange[];
  events: ViewingEvent[];
  /** Whether a play of this visit happened already (the next play is a resume, not a start). */
  started: boolean;
  ended: boolean;
}

export const emptyViewing = (): ViewingState => ({
  playing: false,
  lastMs: null,
  ranges: [],
  events: [],
  started: false,
  ended: false,
});

const at = (ms: number) => Math.max(0, Math.round(ms));

export function viewingPlay(state: ViewingState, positionMs: number): ViewingState {
  const start = !state.started || state.ended;
  return {
    ...state,
    playing: true,
    lastMs: at(positionMs),
    started: true,
    ended: false,
    events: [...state.events, { type: 'play', positionMs: at(positionMs), ...(start ? { start } : {}) }],
  };
}

export function viewingPause(state: ViewingState, positionMs: number): ViewingState {
  const ticked = viewingTick(state, positionMs);
  return {
    ...ticked,
    playing: false,
    lastMs: null,
    events: [...ticked.events, { type: 'pause', positionMs: at(positionMs) }],
  };
}

/** The user moved the playhead: the current range ends where it was, the next starts where it lands. */
export function viewingSeek(state: ViewingState, toMs: number): ViewingState {
  return {
    ...state,
    lastMs: state.playing ? at(toMs) : null,
    events: [...state.events, { type: 'seek', positionMs: at(toMs) }],
  };
}

export function viewingEnded(state: ViewingState, positionMs: number): ViewingState {
  const ticked = viewingTick(state, positionMs);
  return {
    ...ticked,
    playing: false,
    lastMs: null,
    ended: true,
    events: [...ticked.events, { type: 'ended', positionMs: at(positionMs) }],
  };
}

/** A clock tick while playing: extends the watched range when the step is forward playback. */
export function viewingTick(state: ViewingState, positionMs: number): ViewingState {
  const now = at(positionMs);
  if (!state.playing) return state;
  const last = state.lastMs;
  if (last === null || now <= last || now - last > VIEWING_LIMITS.maxTickGapMs)
    return { ...state, lastMs: now };
  return { ...state, lastMs: now, ranges: extendWatched(state.ranges, last, now) };
}

/**
 * THE merge rule of watched ranges: playback from `fromMs` to `toMs` extends the last range when it goes on
 * from its end, else it is a range of its own (a rewatch stays a second range, so it counts twice).
 */
export function extendWatched(ranges: readonly WatchedRange[], fromMs: number, toMs: number): WatchedRange[] {
  if (toMs <= fromMs) return [...ranges];
  const last = ranges.at(-1);
  if (last && last[1] === fromMs) return [...ranges.slice(0, -1), [last[0], toMs]];
  return [...ranges, [fromMs, toMs]];
}

/** What the page sends now, and the state it keeps recording into (the playing range goes on from here). */
export function takeViewing(state: ViewingState): {
  events: ViewingEvent[];
  ranges: WatchedRange[];
  rest: ViewingState;
} {
  return { events: state.events, ranges: state.ranges, rest: { ...state, events: [], ranges: [] } };
}

export const hasViewing = (state: ViewingState) => state.events.length > 0 || state.ranges.length > 0;

/** The histogram's bucket for a version of this length: 1 s, or longer so there are at most 600. */
export function histogramBucketMs(durationMs: number | null): number {
  if (durationMs === null || durationMs <= 0) return VIEWING_LIMITS.minBucketMs;
  const perBucket = Math.ceil(durationMs / VIEWING_LIMITS.histogramBuckets / 1000) * 1000;
  return Math.max(VIEWING_LIMITS.minBucketMs, perBucket);
}

/**
 * How many times each bucket was watched in these ranges: a bucket counts once per range that covers its
 * middle (so 5.0–8.0 s counts seconds 5, 6 and 7). Buckets past the last one (the video's length, else the
 * histogram's size) are not counted.
 */
export function watchedBuckets(
  ranges: readonly WatchedRange[],
  bucketMs: number,
  durationMs: number | null,
): Map<number, number> {
  const lastBucket =
    durationMs !== null && durationMs > 0
      ? Math.ceil(durationMs / bucketMs) - 1
      : VIEWING_LIMITS.histogramBuckets - 1;
  const counts = new Map<number, number>();
  for (const [start, end] of ranges) {
    const first = Math.max(0, Math.ceil((start - bucketMs / 2) / bucketMs));
    const last = Math.min(lastBucket, Math.ceil((end - bucketMs / 2) / bucketMs) - 1);
    for (let b = first; b <= last; b++) counts.set(b, (counts.get(b) ?? 0) + 1);
  }
  return counts;
}

/** Playback time of these ranges (ms). */
export const watchedMs = (ranges: readonly WatchedRange[]) =>
  ranges.reduce((sum, [start, end]) => sum + Math.max(0, end - start), 0);

/** Fresh starts in these events (the version's plays). */
export const playsIn = (events: readonly ViewingEvent[]) =>
  events.filter((e) => e.type === 'play' && e.start === true).length;

/** The day (UTC) a batch counts on, for the link's per-day figures. */
export const viewingDay = (now: Date) => now.toISOString().slice(0, 10);

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The time (ms) a ULID was made at: its first 10 characters, Crockford base 32. */
export function ulidTimeMs(id: string): number {
  let ms = 0;
  for (const char of id.slice(0, 10).toUpperCase()) ms = ms * 32 + CROCKFORD.indexOf(char);
  return ms;
}

/** Whether a batch made at its id's time may still count now (not older than a day, not from the future). */
export function batchIdInWindow(batchId: string, now: Date): boolean {
  const made = ulidTimeMs(batchId);
  return (
    made >= now.getTime() - VIEWING_LIMITS.batchMaxAgeMs &&
    made <= now.getTime() + VIEWING_LIMITS.batchMaxSkewMs
  );
}
