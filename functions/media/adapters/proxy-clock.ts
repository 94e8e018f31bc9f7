/**
 * A finished proxy's own frame clock, read back from the proxy file (ranged reads of its `moov`, the probe's
 * MP4 reader): when its first video frame is shown and every frame's duration. The player maps the source's
 * frames onto it (shared/lib/frame-time `playbackClock`), so a note's frame is the picture whatever the
 * transcoder did with a late start or a variable rate.
 */
import { storedDurationRuns } from '../../../shared/lib/frame-durations';
import type { ProxyFrameClock } from '../../../shared/lib/frame-time';
import type { RangeSource } from './media-probe';
import { readMp4FrameTimes } from './mp4-frame-times';

/** The proxy's clock, or null when its frames cannot be read (the player then keeps the source's clock). */
export async function readProxyClock(source: RangeSource): Promise<ProxyFrameClock | null> {
  const times = await readMp4FrameTimes(source, { allFragments: true });
  if (!times?.durations) return null;
  const stored = storedDurationRuns(times.durations.runs);
  if (!stored) return null;
  return {
    firstFrameSeconds: times.firstFrameSeconds,
    frameDurations: { timescale: times.durations.timescale, ...stored },
  };
}
