/**
 * The one media probe: MediaInfoLib in WebAssembly (`mediainfo.js`) reads the container through
 * ranged reads — it asks for the head, jumps over the media data and reads the tail (an MP4 whose index sits
 * at the end, Matroska cues) — so a file of any size is probed without reading it whole or holding it in
 * memory. The same module runs in the cloud and locally: its source is a {@link RangeSource}, in the worker
 * the stored object through S3 ranged GETs (functions/media/adapters/s3-range-source.ts).
 *
 * It gives the version's media facts (mediaProbeSchema: container, codec and profile, bit depth, coded and
 * display size, rotation, rational frame rate and whether it varies, frame count, duration, start timecode,
 * audio) and refuses what is not a playable video: empty, truncated (MediaInfo's `IsTruncated`), or no video
 * stream. The frame timing (rate snapped to a standard rate, drop-frame, frame count, start timecode) is
 * derived from the same answer ({@link versionFrameTimingOf}).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import mediaInfoFactory from 'mediainfo.js';
import type { MediaInfo, MediaInfoResult, Track } from 'mediainfo.js';
import type { MediaDamageReason, MediaProbe } from '../../../shared/domain/media-probe';
import { storedDurationRuns, type DurationRun } from '../../../shared/lib/frame-durations';
import {
  frameRateValue,
  isDropFrameRate,
  isValidFrameRate,
  SMPTE_PATTERN,
  snapFrameRate,
  UNKNOWN_FRAME_TIMING,
  type FrameRate,
  type VersionFrameTiming,
} from '../../../shared/lib/frame-time';
import { readMatroskaFrameTimes } from './matroska-frame-times';
import { readMp4FrameTimes } from './mp4-frame-times';

/** Random access to a file's bytes (S3 ranged GETs, a local file). */
export interface RangeSource {
  readonly size: number;
  /** Up to `length` bytes from `offset` (fewer only at the end of the file). */
  read(offset: number, length: number): Promise<Uint8Array>;
}

/** What the version stores of its file: the probe plus its older frame-timing fields. */
export interface ProbeOutcome {
  media: MediaProbe;
  /** Display size (what the player shows), duration and decimal rate, as the version's own fields. */
  durationMs: number | null;
  width: number | null;
  height: number | null;
  frameRate: number | null;
  frameTiming: VersionFrameTiming;
}

/** Bytes MediaInfo is handed per read; it asks again (and seeks) for more. */
const CHUNK_SIZE = 1024 * 1024;

const require = createRequire(import.meta.url);

/** Where the WebAssembly module is: next to the bundle in Lambda (copied at bundling), else in node_modules. */
function wasmPath(): string {
  const taskRoot = process.env['LAMBDA_TASK_ROOT'];
  if (taskRoot) return join(taskRoot, 'MediaInfoModule.wasm');
  return require.resolve('mediainfo.js/MediaInfoModule.wasm');
}

let instance: Promise<MediaInfo<'object'>> | null = null;
/** MediaInfo analyses one file at a time: probes queue behind each other. */
let queue: Promise<unknown> = Promise.resolve();

function mediaInfo(): Promise<MediaInfo<'object'>> {
  instance ??= mediaInfoFactory({
    format: 'object',
    chunkSize: CHUNK_SIZE,
    locateFile: () => wasmPath(),
  }).catch((error: unknown) => {
    instance = null;
    throw error;
  });
  return instance;
}

/** Reads the container through `source` (head, tail, whatever MediaInfo seeks to) and describes it. */
export async function probeMedia(source: RangeSource): Promise<ProbeOutcome> {
  if (source.size === 0) return damaged(null, 'empty');
  const run = queue.then(async () => {
    const mi = await mediaInfo();
    return mi.analyzeData(source.size, (length, offset) =>
      offset >= source.size ? new Uint8Array(0) : source.read(offset, Math.min(length, source.size - offset)),
    );
  });
  queue = run.catch(() => undefined);
  const result = await run;
  return probeOutcomeOf(result, await frameTimesOf(source, result));
}

/**
 * When the file's frames are presented, beyond what MediaInfo says: MediaInfo gives when a Matroska track
 * starts (`Delay`), not when an MP4's first frame is presented, and no container's frame times. A variable
 * rate's frame times are read from every container the product imports (an MP4's sample tables or every
 * fragment, a Matroska/WebM file's block timestamps); a constant rate needs only an MP4's first frame.
 */
async function frameTimesOf(source: RangeSource, result: MediaInfoResult): Promise<ProbedFrameTimes | null> {
  const container = containerOf(trackOf(result, 'General'));
  const variable = str(field(trackOf(result, 'Video'), 'FrameRate_Mode')) === 'VFR';
  if (container === 'mp4' || container === 'mov') {
    const mp4 = await readMp4FrameTimes(source, { allFragments: variable });
    return mp4 && { firstFrameSeconds: mp4.firstFrameSeconds, durations: mp4.durations };
  }
  if (variable && (container === 'matroska' || container === 'webm')) {
    const mkv = await readMatroskaFrameTimes(source);
    return mkv && { firstFrameSeconds: mkv.firstFrameSeconds, durations: mkv };
  }
  return null;
}

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const positiveInt = (v: unknown): number | null => {
  const n = num(v);
  return n !== null && n > 0 ? Math.round(n) : null;
};

function trackOf(result: MediaInfoResult, type: Track['@type']): Track | undefined {
  return result.media?.track.find((t) => t['@type'] === type);
}

function field(track: Track | undefined, name: string): unknown {
  if (!track) return undefined;
  const direct = (track as unknown as Record<string, unknown>)[name];
  if (direct !== undefined) return direct;
  return track.extra?.[name];
}

/** MediaInfo's container names, as the probe stores them. */
function containerOf(general: Track | undefined): string | null {
  const format = str(field(general, 'Format'));
  if (!format) return null;
  if (format === 'MPEG-4') {
    const profile = str(field(general, 'Format_Profile'));
    const codecId = str(field(general, 'CodecID'));
    return profile === 'QuickTime' || codecId === 'qt' ? 'mov' : 'mp4';
  }
  if (format === 'QuickTime') return 'mov';
  return format.toLowerCase().replace(/\s+/g, '-');
}

/** 0/90/180/270 from MediaInfo's `Rotation` ('270.000'). */
function rotationOf(video: Track | undefined): number {
  const degrees = num(field(video, 'Rotation')) ?? 0;
  const quarter = Math.round(degrees / 90) * 90;
  return ((quarter % 360) + 360) % 360;
}

function frameRateOf(video: Track): FrameRate | null {
  const n = positiveInt(field(video, 'FrameRate_Num'));
  const d = positiveInt(field(video, 'FrameRate_Den'));
  if (n && d) return { num: n, den: d };
  // No rational (variable rate, fragmented files): the average rate, to the millihertz.
  const value = num(field(video, 'FrameRate'));
  if (value === null || value <= 0) return null;
  return { num: Math.round(value * 1000), den: 1000 };
}

/**
 * The stream's bit depth. A ProRes stream does not state it (MediaInfo gives none), but Apple's ProRes
 * specification fixes it per family: the 422 family (Proxy, LT, 422, HQ) is 10-bit, 4444, 4444 XQ and RAW
 * 12-bit. Another codec without a stated depth stays unknown.
 */
function bitDepthOf(video: Track): number | null {
  const stated = positiveInt(field(video, 'BitDepth'));
  if (stated !== null || str(field(video, 'Format')) !== 'ProRes') return stated;
  const profile = str(field(video, 'Format_Profile'));
  if (!profile) return null;
  if (/^422\b/.test(profile)) return 10;
  if (/^(4444|RAW)\b/.test(profile)) return 12;
  return null;
}

/** The start timecode: a QuickTime `tmcd` track (Other), else one the video stream carries. */
function startTimecodeOf(result: MediaInfoResult, video: Track): string | null {
  const tracks = result.media?.track ?? [];
  for (const t of [...tracks.filter((x) => x['@type'] === 'Other'), video]) {
    const tc = str(field(t, 'TimeCode_FirstFrame'));
    if (tc && SMPTE_PATTERN.test(tc)) return tc;
  }
  return null;
}

function damaged(media: Partial<MediaProbe> | null, reason: MediaDamageReason): ProbeOutcome {
  return {
    media: {
      container: null,
      videoCodec: null,
      videoProfile: null,
      bitDepth: null,
      codedWidth: null,
      codedHeight: null,
      displayWidth: null,
      displayHeight: null,
      rotation: 0,
      frameRate: null,
      variableFrameRate: false,
      frameCount: null,
      durationMs: null,
      startTimecode: null,
      hasAudio: false,
      ...media,
      damage: reason,
    },
    durationMs: media?.durationMs ?? null,
    width: media?.displayWidth ?? null,
    height: media?.displayHeight ?? null,
    frameRate: null,
    frameTiming: UNKNOWN_FRAME_TIMING,
  };
}

/** The probe from MediaInfo's answer (pure: unit-tested on recorded answers). */
export function probeOutcomeOf(
  result: MediaInfoResult,
  frames: ProbedFrameTimes | null = null,
): ProbeOutcome {
  const general = trackOf(result, 'General');
  const video = trackOf(result, 'Video');
  const hasAudio = trackOf(result, 'Audio') !== undefined;
  const container = containerOf(general);
  const seconds = num(field(general, 'Duration')) ?? num(field(video, 'Duration'));
  const durationMs = seconds !== null && seconds >= 0 ? Math.round(seconds * 1000) : null;
  if (!general || !container) return damaged({ hasAudio }, 'not_video');
  if (!video) return damaged({ container, durationMs, hasAudio }, 'not_video');

  const codedWidth = positiveInt(field(video, 'Width'));
  const codedHeight = positiveInt(field(video, 'Height'));
  const par = num(field(video, 'PixelAspectRatio')) ?? 1;
  const rotation = rotationOf(video);
  let displayWidth = codedWidth && par > 0 ? Math.round(codedWidth * par) : codedWidth;
  let displayHeight = codedHeight;
  if (rotation === 90 || rotation === 270) [displayWidth, displayHeight] = [displayHeight, displayWidth];
  const frameRate = frameRateOf(video);
  const variableFrameRate = str(field(video, 'FrameRate_Mode')) === 'VFR';
  const media: MediaProbe = {
    container,
    videoCodec: str(field(video, 'Format')),
    videoProfile: str(field(video, 'Format_Profile')),
    bitDepth: bitDepthOf(video),
    codedWidth,
    codedHeight,
    displayWidth,
    displayHeight,
    rotation,
    frameRate,
    variableFrameRate,
    frameCount: positiveInt(field(video, 'FrameCount')),
    durationMs,
    startTimecode: startTimecodeOf(result, video),
    hasAudio,
    damage: null,
  };
  if (str(field(general, 'IsTruncated')) === 'Yes') return damaged(media, 'truncated');
  if (!codedWidth || !codedHeight) return damaged(media, 'undecodable');
  return {
    media,
    durationMs,
    width: displayWidth,
    height: displayHeight,
    frameRate: frameRate && !variableFrameRate ? Math.round(frameRateValue(frameRate) * 1000) / 1000 : null,
    frameTiming: versionFrameTimingOf(media, {
      firstFrameSeconds: frames?.firstFrameSeconds ?? Math.max(0, num(field(video, 'Delay')) ?? 0),
      durations: frames?.durations ?? null,
    }),
  };
}

/**
 * When the file's frames are presented, beyond its rate (mp4-frame-times.ts, matroska-frame-times.ts, or
 * MediaInfo's track delay).
 */
export interface ProbedFrameTimes {
  /** The first video frame's time on the file's timeline (seconds). */
  firstFrameSeconds: number;
  /** Every frame's duration in presentation order (`1/timescale` s, as runs), when read. */
  durations: { timescale: number; runs: readonly DurationRun[] } | null;
}

/** A variable rate's average: its frames over their total time (what Matroska, which states no rate, has). */
function averageRate(durations: { timescale: number; runs: readonly DurationRun[] }): number | null {
  let frames = 0;
  let ticks = 0;
  for (const [duration, count] of durations.runs) {
    frames += count;
    ticks += duration * count;
  }
  return ticks > 0 ? (frames * durations.timescale) / ticks : null;
}

/**
 * The frame timing from the probe: a constant rate snapped to the standard rate it is within 2% of,
 * drop-frame from the start timecode's `;` (else the rate's convention), the frame count and the start
 * timecode; frames count from the first video frame (`firstFrameSeconds`, kept when later than 0). A variable
 * rate counts its real frames (`frameDurations`, its average rate for timecodes) when they were read (a long
 * list kept packed, frame-durations.ts); else it has no frame grid to count in: 'unknown'.
 */
export function versionFrameTimingOf(
  media: MediaProbe,
  frames: ProbedFrameTimes = { firstFrameSeconds: 0, durations: null },
): VersionFrameTiming {
  const read = media.variableFrameRate ? frames.durations : null;
  const stored = read ? storedDurationRuns(read.runs) : null;
  if (media.variableFrameRate && !stored) return UNKNOWN_FRAME_TIMING;
  const probedRate = media.frameRate ?? (read ? averageRate(read) : null);
  if (!probedRate) return UNKNOWN_FRAME_TIMING;
  const rate = snapFrameRate(probedRate);
  if (!rate || !isValidFrameRate(rate)) return UNKNOWN_FRAME_TIMING;
  const durations = read && stored ? { timescale: read.timescale, ...stored } : null;
  const tc = media.startTimecode;
  const dropFrame = !durations && isDropFrameRate(rate) && (tc ? /;/.test(tc) : true);
  const frameCount = read && durations ? read.runs.reduce((n, [, count]) => n + count, 0) : media.frameCount;
  return {
    status: 'probed',
    rate: { num: rate.num, den: rate.den },
    dropFrame,
    frameCount,
    startTimecode: tc,
    ...(frames.firstFrameSeconds > 0 ? { firstFrameSeconds: frames.firstFrameSeconds } : {}),
    ...(durations ? { frameDurations: durations } : {}),
  };
}
