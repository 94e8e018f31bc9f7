/**
 * What every proxy is, whichever transcoder makes it (ffmpeg locally, MediaConvert in the cloud): H.264/AAC
 * MP4 at 1080p and 540p (never above the source's height), square pixels at the displayed shape, rotation
 * applied. The ffmpeg proxies keep exactly the source's frames at the source's times (a late first frame, a
 * variable rate), so the version's frame clock serves them; MediaConvert makes a constant rate at the source's
 * (standard) rate (`proxyRate`), the same frames for a constant-rate source that starts at 0.
 */
import type { FrameRate } from '../../../shared/lib/frame-time';
import { snapFrameRate } from '../../../shared/lib/frame-time';
import type { MediaProbe } from '../../../shared/domain/media-probe';

/** The proxies' heights (each never above the source's). */
export const PROXY_HEIGHTS = [1080, 540] as const;
export type ProxyHeight = (typeof PROXY_HEIGHTS)[number];

/** The rate the proxies are made at: the source's (snapped to its standard rate), 30 when unknown. */
export function proxyRate(media: MediaProbe): FrameRate {
  return snapFrameRate(media.frameRate) ?? { num: 30, den: 1 };
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
