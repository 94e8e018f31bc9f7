/**
 * What every proxy is, whichever transcoder makes it (ffmpeg locally, MediaConvert in the cloud): H.264/AAC
 * MP4 at 1080p and 540p (never above the source's height), square pixels at the displayed shape, rotation
 * applied, on the version's frame clock. The ffmpeg proxies keep exactly the source's frames at the source's
 * times (a late first frame, a variable rate). MediaConvert follows a constant-rate source's own rate (no
 * conversion: its frames); it writes constant rates only, so a variable-rate source gets `proxyFrameRate`.
 */
import type { FrameRate, VersionFrameTiming } from '../../../shared/lib/frame-time';
import { frameDurationRuns } from '../../../shared/lib/frame-time';
import type { MediaProbe } from '../../../shared/domain/media-probe';

/** The proxies' heights (each never above the source's). */
export const PROXY_HEIGHTS = [1080, 540] as const;
export type ProxyHeight = (typeof PROXY_HEIGHTS)[number];

/**
 * The fastest a constant-rate proxy of a variable-rate source runs (what H.264 players decode smoothly): twice a
 * 60 fps source's; a source with faster frames may show a frame's neighbour on its shortest frames.
 */
export const MAX_PROXY_FRAME_RATE = 120;
/** A variable-rate source whose frame times were not read: a proxy rate above any phone's usual 30 fps. */
const UNREAD_VARIABLE_PROXY_RATE: FrameRate = { num: 60, den: 1 };

/**
 * The frame rate of a proxy that can only have a constant rate (MediaConvert's outputs): `source` — the
 * source's own rate, no conversion, exactly its frames — for a constant-rate source; for a variable rate, a
 * whole rate at least twice its fastest frames (frames duplicated, never dropped). The player steps by the
 * source's frame times and seeks to a frame's middle: with proxy frames at most half the shortest source frame
 * long, the proxy frame there began within that source frame, so it shows that frame — each source frame once.
 */
export function proxyFrameRate(
  media: MediaProbe,
  timing?: VersionFrameTiming | null,
): { kind: 'source' } | { kind: 'constant'; rate: FrameRate } {
  if (!media.variableFrameRate) return { kind: 'source' };
  const durations = timing?.status === 'probed' ? timing.frameDurations : undefined;
  const shortest = durations
    ? Math.min(...frameDurationRuns(durations).map(([duration]) => duration))
    : Number.POSITIVE_INFINITY;
  if (!durations || !Number.isFinite(shortest)) return { kind: 'constant', rate: UNREAD_VARIABLE_PROXY_RATE };
  const fastest = durations.timescale / shortest;
  return { kind: 'constant', rate: { num: Math.min(MAX_PROXY_FRAME_RATE, Math.ceil(2 * fastest)), den: 1 } };
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * A picture's size at `height` (a proxy's, the poster's): the displayed shape (pixel aspect and rotation
 * applied) with even sides, never taller than the source. Null when the probe gave no display size (the
 * transcoder then keeps the source's shape itself).
 */
export function proxySize(media: MediaProbe, height: number): { width: number; height: number } | null {
  const { displayWidth, displayHeight } = media;
  if (!displayWidth || !displayHeight) return null;
  const h = even(Math.min(height, displayHeight));
  return { width: even((h * displayWidth) / displayHeight), height: h };
}
