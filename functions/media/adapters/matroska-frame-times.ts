/**
 * When a Matroska/WebM file's video frames are presented, from its block timestamps: every block of the video
 * track (a SimpleBlock, or a Block in a BlockGroup) says its frame's presentation time relative to its
 * cluster's timestamp, in the segment's `TimestampScale` (nanoseconds per tick; 1 ms by default). Matroska has
 * no table of frame times (its cues list keyframes only), so the file's element headers are walked through
 * sequential buffered reads: constant memory, and only for a variable-rate file (a constant rate needs none).
 */
import type { DurationRun } from '../../../shared/lib/frame-durations';
import { durationRuns } from './mp4-frame-times';

/** Random access to the file's bytes (media-probe.ts `RangeSource`). */
interface RangeSource {
  readonly size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
}

export interface MatroskaFrameTimes {
  /** The first video frame's presentation time (seconds). */
  firstFrameSeconds: number;
  /** Every frame's duration in presentation order, in `1/timescale` s. */
  timescale: number;
  runs: DurationRun[];
}

/** Bytes read at a time: a block's header is a few bytes, so the walk reads the file once, in these chunks. */
const CHUNK_BYTES = 4 * 1024 * 1024;
/** Frames read at most (ten hours at 60 fps): the times are numbers in memory while they are sorted. */
const MAX_FRAMES = 2_160_000;

const ID = {
  segment: 0x18538067,
  info: 0x1549a966,
  timestampScale: 0x2ad7b1,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackType: 0x83,
  defaultDuration: 0x23e383,
  cluster: 0x1f43b675,
  clusterTimestamp: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const;

/** The small unsigned numbers read inside a TrackEntry. */
const TRACK_NUMBERS = new Set<number>([ID.trackNumber, ID.trackType, ID.defaultDuration]);

/** Elements whose children are walked (every other element is skipped by its size). */
const MASTERS = new Set<number>([ID.segment, ID.info, ID.tracks, ID.trackEntry, ID.cluster, ID.blockGroup]);
const VIDEO_TRACK_TYPE = 1;
const DEFAULT_TIMESTAMP_SCALE = 1_000_000;

/** Sequential reads through a buffer (one ranged read per chunk). */
class Reader {
  private start = 0;
  private bytes: Uint8Array = new Uint8Array(0);
  constructor(private readonly source: RangeSource) {}

  async at(offset: number, length: number): Promise<Uint8Array | null> {
    const end = offset + length;
    if (end > this.source.size) return null;
    if (offset < this.start || end > this.start + this.bytes.byteLength) {
      this.start = offset;
      this.bytes = await this.source.read(
        offset,
        Math.max(length, Math.min(CHUNK_BYTES, this.source.size - offset)),
      );
      if (this.bytes.byteLength < length) return null;
    }
    return this.bytes.subarray(offset - this.start, end - this.start);
  }
}

/** An EBML variable-length integer at `bytes[0]`: its length and value (`unknown` when all value bits are 1). */
function vint(
  bytes: Uint8Array,
  keepMarker: boolean,
): { length: number; value: number; unknown: boolean } | null {
  const first = bytes[0] ?? 0;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8 || bytes.byteLength < length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const b = bytes[i] ?? 0;
    value = value * 256 + b;
    if (b !== 0xff) allOnes = false;
  }
  return { length, value, unknown: !keepMarker && allOnes };
}

function unsigned(bytes: Uint8Array): number {
  let value = 0;
  for (const b of bytes) value = value * 256 + b;
  return value;
}

interface Track {
  number: number;
  type: number;
  defaultDuration: number;
}

/** The video frames' times of a Matroska/WebM file, or null when its elements cannot be read. */
export async function readMatroskaFrameTimes(source: RangeSource): Promise<MatroskaFrameTimes | null> {
  const reader = new Reader(source);
  let timestampScale = DEFAULT_TIMESTAMP_SCALE;
  const tracks: Track[] = [];
  let clusterTime = 0;
  /** Block times of each track number (ticks), until the video track is known (tracks precede clusters). */
  const times: number[] = [];
  let videoTrack: number | null = null;
  let offset = 0;
  while (offset < source.size) {
    const head = await reader.at(offset, Math.min(12, source.size - offset));
    if (!head) break;
    const id = vint(head, true);
    const size = id ? vint(head.subarray(id.length), false) : null;
    if (!id || !size) return null;
    const dataStart = offset + id.length + size.length;
    if (MASTERS.has(id.value)) {
      if (id.value === ID.trackEntry) tracks.push({ number: 0, type: 0, defaultDuration: 0 });
      if (id.value === ID.cluster && videoTrack === null)
        videoTrack = tracks.find((t) => t.type === VIDEO_TRACK_TYPE)?.number ?? null;
      // A master is entered: its children follow its header (an unknown size ends where the next one starts).
      offset = dataStart;
      continue;
    }
    if (size.unknown) return null;
    const end = dataStart + size.value;
    const track = tracks.at(-1);
    if (
      id.value === ID.timestampScale ||
      id.value === ID.clusterTimestamp ||
      (track && TRACK_NUMBERS.has(id.value))
    ) {
      const data = await reader.at(dataStart, size.value);
      if (!data || size.value > 8) return null;
      const value = unsigned(data);
      if (id.value === ID.timestampScale) timestampScale = value || DEFAULT_TIMESTAMP_SCALE;
      else if (id.value === ID.clusterTimestamp) clusterTime = value;
      else if (track && id.value === ID.trackNumber) track.number = value;
      else if (track && id.value === ID.trackType) track.type = value;
      else if (track && id.value === ID.defaultDuration) track.defaultDuration = value;
    } else if (id.value === ID.simpleBlock || id.value === ID.block) {
      const data = await reader.at(dataStart, Math.min(size.value, 12));
      const number = data ? vint(data, false) : null;
      if (!data || !number || data.byteLength < number.length + 3) return null;
      if (number.value === videoTrack) {
        const flags = data[number.length + 2] ?? 0;
        // Laced frames share one timestamp: their own times are not in the file.
        if (flags & 0x06) return null;
        const relative = new DataView(data.buffer, data.byteOffset + number.length, 2).getInt16(0);
        times.push(clusterTime + relative);
        if (times.length > MAX_FRAMES) return null;
      }
    }
    offset = end;
  }
  const video = tracks.find((t) => t.number === videoTrack);
  if (!video || times.length === 0) return null;
  times.sort((a, b) => a - b);
  // Ticks as whole units of a timescale: 1e9 / TimestampScale per second when it divides (1 ms → 1000).
  const perSecond = 1e9 / timestampScale;
  const timescale = Number.isInteger(perSecond) ? perSecond : 1e9;
  const toTimescale = Number.isInteger(perSecond) ? 1 : timestampScale;
  const ticks = times.map((t) => t * toTimescale);
  const gaps = ticks.slice(1).map((t, i) => t - (ticks[i] ?? 0));
  // The last frame lasts the track's default duration, else as long as the frame before it.
  const lastDuration =
    video.defaultDuration > 0
      ? Math.max(1, Math.round((video.defaultDuration * timescale) / 1e9))
      : (gaps.at(-1) ?? 1);
  return {
    firstFrameSeconds: Math.round(((ticks[0] ?? 0) / timescale) * 1e6) / 1e6,
    timescale,
    runs: durationRuns(ticks, lastDuration),
  };
}
