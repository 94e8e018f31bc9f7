/**
 * Reads a video's duration, size and frame timing from its MP4/MOV header while the bytes stream past (mp4box,
 * pure JS; no ffmpeg in Lambda). Only the head of the file is fed: once the `moov` box is parsed (and, when the
 * file has a QuickTime `tmcd` track, its 4-byte start frame that follows), or after `maxBytes` without them
 * (a file whose moov sits at the end), the probe stops and costs nothing more.
 *
 * Frame timing: the video track's sample durations (`stts`) give the rate as a rational (timescale / sample
 * duration, e.g. 30000/1001), snapped to the nearest standard rate within 2% (shared/lib/frame-time.ts); the
 * sample count is the frame count; a `tmcd` track gives the drop-frame flag and the start timecode. Anything
 * not found says so: `frameRateStatus: 'unknown'` and nulls, never a guess.
 */
import { createFile, MP4BoxBuffer, type ISOFile, type Movie } from 'mp4box';
import {
  frameRateValue,
  frameTiming,
  frameToSmpte,
  isDropFrameRate,
  snapFrameRate,
  UNKNOWN_FRAME_TIMING,
  type FrameRate,
  type VersionFrameTiming,
} from '../../../shared/lib/frame-time';

type TrakBox = ReturnType<ISOFile['getTrackById']>;

export type ProbedContainer = 'mp4' | 'mov' | 'unknown';

export interface VideoMetadata {
  durationMs: number | null;
  width: number | null;
  height: number | null;
  /** Frames per second of `rate` (3 decimals), kept for callers that store a number. */
  frameRate: number | null;
  /** The rate as a rational (standard rate when within 2%), null when unknown. */
  rate?: FrameRate | null;
  /** 'probed' when the rate was read from the file; 'unknown' otherwise (and every timing field is null). */
  frameRateStatus?: 'probed' | 'unknown';
  /** Drop-frame timecode (only ever true at 29.97/59.94): from the `tmcd` track, else the rate's convention. */
  dropFrame?: boolean | null;
  /** Video samples (frames) in the track. */
  frameCount?: number | null;
  /** The QuickTime `tmcd` start timecode (`HH:MM:SS:FF`, `;` when drop-frame), null when the file has none. */
  startTimecode?: string | null;
  /** MP4 (ISO brands) or MOV (QuickTime `qt  ` brand or no `ftyp`); 'unknown' when no header was read. */
  container?: ProbedContainer;
}

export const EMPTY_METADATA: VideoMetadata = {
  durationMs: null,
  width: null,
  height: null,
  frameRate: null,
  rate: null,
  frameRateStatus: 'unknown',
  dropFrame: null,
  frameCount: null,
  startTimecode: null,
  container: 'unknown',
};

export interface Mp4Probe {
  /** Offer the next chunk of the file (in order). Cheap no-op once done. */
  push(chunk: Buffer): void;
  /** True once the header was read or the probe gave up. */
  readonly done: boolean;
  result(): VideoMetadata;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** QuickTime timecode sample description flags (after reserved 4 bytes, in the entry's data). */
const TMCD_DROP_FRAME_FLAG = 0x0001;

/** Where a `tmcd` track keeps what the probe needs: its flags and the file offset of its first sample. */
interface TimecodeTrack {
  dropFrame: boolean;
  sampleOffset: number;
}

function containerOf(movie: Movie): ProbedContainer {
  const brands = movie.brands ?? [];
  if (brands.length === 0 || brands.every((b) => b.trim() === 'qt')) return 'mov';
  if (brands[0]?.trim() === 'qt') return 'mov';
  return 'mp4';
}

/** The rate of a video track from its sample durations: the dominant duration if it covers 95%, else the mean. */
function trackRate(
  trak: TrakBox | undefined,
  fallback: { samples: number; timescale: number; duration: number },
) {
  const stts = trak?.mdia?.minf?.stbl?.stts;
  const timescale = trak?.mdia?.mdhd?.timescale ?? fallback.timescale;
  if (stts && timescale > 0 && stts.sample_counts.length > 0) {
    const total = stts.sample_counts.reduce((a: number, b: number) => a + b, 0);
    let best = 0;
    for (let i = 1; i < stts.sample_counts.length; i++)
      if ((stts.sample_counts[i] ?? 0) > (stts.sample_counts[best] ?? 0)) best = i;
    const delta = stts.sample_deltas[best] ?? 0;
    if (delta > 0 && (stts.sample_counts[best] ?? 0) >= total * 0.95)
      return snapFrameRate({ num: timescale, den: delta });
  }
  if (fallback.samples > 0 && fallback.duration > 0 && fallback.timescale > 0)
    return snapFrameRate((fallback.samples * fallback.timescale) / fallback.duration);
  return null;
}

function timecodeTrack(file: ISOFile): TimecodeTrack | null {
  const trak = file.moov?.traks?.find((t) => t.mdia?.hdlr?.handler === 'tmcd');
  const stbl = trak?.mdia?.minf?.stbl;
  const entry: unknown = stbl?.stsd?.entries?.[0];
  const offset = stbl?.stco?.chunk_offsets?.[0] ?? stbl?.co64?.chunk_offsets?.[0];
  if (!entry || typeof entry !== 'object' || !('data' in entry) || !(entry.data instanceof Uint8Array))
    return null;
  if (entry.data.length < 8 || offset === undefined) return null;
  const view = new DataView(entry.data.buffer, entry.data.byteOffset, entry.data.byteLength);
  return { dropFrame: (view.getUint32(4) & TMCD_DROP_FRAME_FLAG) !== 0, sampleOffset: offset };
}

export function metadataFromMovie(movie: Movie, file?: ISOFile): VideoMetadata {
  const video = movie.videoTracks[0] ?? movie.tracks.find((t) => t.type === 'video');
  const durationMs =
    movie.timescale > 0 && movie.duration > 0 ? Math.round((movie.duration / movie.timescale) * 1000) : null;
  const container = containerOf(movie);
  if (!video) return { ...EMPTY_METADATA, durationMs, container };
  const width = video.video?.width ?? (video.track_width || null);
  const height = video.video?.height ?? (video.track_height || null);
  const trak = file?.getTrackById?.(video.id);
  const rate = trackRate(trak, {
    samples: video.nb_samples,
    timescale: video.timescale,
    duration: video.duration,
  });
  const tmcd = file ? timecodeTrack(file) : null;
  return {
    durationMs,
    width: width ? Math.round(width) : null,
    height: height ? Math.round(height) : null,
    frameRate: rate ? round3(frameRateValue(rate)) : null,
    rate,
    frameRateStatus: rate ? 'probed' : 'unknown',
    dropFrame: rate ? (tmcd ? tmcd.dropFrame && isDropFrameRate(rate) : isDropFrameRate(rate)) : null,
    frameCount: video.nb_samples > 0 ? video.nb_samples : null,
    startTimecode: null,
    container,
  };
}

/** The start timecode of a `tmcd` sample (a big-endian frame number) at the file's timing. */
export function startTimecodeOf(frameNumber: number, metadata: VideoMetadata): string | null {
  if (!metadata.rate || metadata.dropFrame === null || metadata.dropFrame === undefined) return null;
  try {
    return frameToSmpte(frameNumber, frameTiming(metadata.rate, metadata.dropFrame));
  } catch {
    return null;
  }
}

/** What a version stores of its frame timing: the probed rate and what goes with it, or 'unknown'. */
export function versionFrameTimingOf(metadata: VideoMetadata): VersionFrameTiming {
  if (metadata.frameRateStatus !== 'probed' || !metadata.rate) return UNKNOWN_FRAME_TIMING;
  return {
    status: 'probed',
    rate: { num: metadata.rate.num, den: metadata.rate.den },
    dropFrame: metadata.dropFrame === true && isDropFrameRate(metadata.rate),
    frameCount: metadata.frameCount && metadata.frameCount > 0 ? metadata.frameCount : null,
    startTimecode: metadata.startTimecode ?? null,
  };
}

export function createMp4Probe(options: { maxBytes?: number } = {}): Mp4Probe {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const file = createFile();
  let offset = 0;
  let finished = false;
  let metadata: VideoMetadata = EMPTY_METADATA;
  /** The `tmcd` sample still to read, once the moov is parsed. */
  let pendingTimecode: TimecodeTrack | null = null;
  /** The chunks seen so far (the same memory mp4box holds), to read the `tmcd` sample from; freed when done. */
  let seen: { start: number; bytes: Uint8Array }[] = [];

  const readUint32At = (position: number): number | null => {
    const out = new Uint8Array(4);
    let filled = 0;
    for (const chunk of seen) {
      for (let i = 0; i < 4; i++) {
        const at = position + i - chunk.start;
        if (at >= 0 && at < chunk.bytes.length) {
          out[i] = chunk.bytes[at] as number;
          filled |= 1 << i;
        }
      }
    }
    return filled === 0b1111 ? new DataView(out.buffer).getUint32(0) : null;
  };
  const tryTimecode = () => {
    if (!pendingTimecode) return;
    const frameNumber = readUint32At(pendingTimecode.sampleOffset);
    if (frameNumber === null) return;
    metadata = { ...metadata, startTimecode: startTimecodeOf(frameNumber, metadata) };
    pendingTimecode = null;
    finished = true;
  };
  file.onReady = (movie) => {
    metadata = metadataFromMovie(movie, file);
    pendingTimecode = metadata.rate ? timecodeTrack(file) : null;
    if (!pendingTimecode) finished = true;
  };
  file.onError = () => {
    finished = true;
  };
  const stop = () => {
    finished = true;
    try {
      file.flush();
    } catch {
      // nothing to keep
    }
  };
  return {
    push(chunk) {
      if (finished) return;
      // mp4box keeps the buffers it is given: hand it a copy, never the stream's (pooled) memory.
      const copy = chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.length) as ArrayBuffer;
      seen.push({ start: offset, bytes: new Uint8Array(copy) });
      try {
        if (!pendingTimecode) file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, offset));
      } catch {
        finished = true;
      }
      offset += chunk.length;
      tryTimecode();
      if (!finished && offset >= maxBytes) stop();
      if (finished) {
        seen = [];
        file.stop?.();
      }
    },
    get done() {
      return finished;
    },
    result: () => metadata,
  };
}
