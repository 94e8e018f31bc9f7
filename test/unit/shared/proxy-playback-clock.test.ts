/**
 * The player maps a version's frames onto the proxy it plays through the proxy's recorded frame clock: source
 * frame N is sought where the proxy shows source frame N, whatever the transcoder did with a late video start
 * (a timeline shifted to 0, or black padded before it) or a variable rate (resampled at a constant one).
 */
import { describe, expect, it } from 'vitest';
import {
  clockFrameAtMediaTime,
  clockFrameAtSeconds,
  clockFrameCount,
  clockFrameToMs,
  clockSeekSeconds,
  clockSteppedFrame,
  frameBoundsOf,
  playbackClock,
  type FrameClock,
  type ProxyFrameClock,
} from '../../../shared/lib/frame-time';

const rate25 = { num: 25, den: 1 };

/** The proxy's own frame at a media time (its frames' starts from its first frame). */
function proxyFrameAt(seconds: number, proxy: ProxyFrameClock): number {
  const bounds = frameBoundsOf(proxy.frameDurations);
  const t = seconds - proxy.firstFrameSeconds;
  let k = 0;
  while (k + 1 < bounds.length - 1 && (bounds[k + 1] ?? Infinity) <= t + 1e-9) k++;
  return k;
}

describe('a proxy starting at 0 for a source whose video starts at 0.080 s', () => {
  const source: FrameClock = { rate: rate25, firstFrameSeconds: 0.08, bounds: null };
  // 150 frames of 1/25 s on a 12,800 Hz clock, the first at 0: frame k of the proxy is source frame k.
  const shifted: ProxyFrameClock = {
    firstFrameSeconds: 0,
    frameDurations: { timescale: 12800, runs: [[512, 150]] },
  };

  it('seeks every source frame N to proxy frame N (the source clock alone lands two frames late)', () => {
    const clock = playbackClock(source, 150, shifted);
    expect(clock.firstFrameSeconds).toBe(0);
    for (let n = 0; n < 150; n++) {
      const at = clockSeekSeconds(n, clock);
      expect(proxyFrameAt(at, shifted)).toBe(n);
      expect(clockFrameAtSeconds(at, clock)).toBe(n);
      expect(clockFrameAtMediaTime(n / 25, clock)).toBe(n);
    }
    expect(proxyFrameAt(clockSeekSeconds(53, source), shifted)).toBe(55);
  });

  it('keeps the late start when the proxy is padded with black before it (it ends where the source ends)', () => {
    const padded: ProxyFrameClock = {
      firstFrameSeconds: 0,
      frameDurations: { timescale: 12800, runs: [[512, 152]] },
    };
    const clock = playbackClock(source, 150, padded);
    expect(clock.firstFrameSeconds).toBeCloseTo(0.08, 9);
    for (let n = 0; n < 150; n++) expect(proxyFrameAt(clockSeekSeconds(n, clock), padded)).toBe(n + 2);
  });

  it('is the source clock itself for a passthrough proxy (the same frames at the same times)', () => {
    const passthrough: ProxyFrameClock = {
      firstFrameSeconds: 0.08,
      frameDurations: { timescale: 90000, runs: [[3600, 150]] },
    };
    expect(playbackClock(source, 150, passthrough)).toEqual(source);
    expect(playbackClock(source, 150, null)).toBe(source);
  });
});

describe('a constant-rate resample of a variable-rate source', () => {
  // 33.3 ms, 50 ms, 23.3 ms and 66.7 ms frames (a phone's rate changes); the video starts at 0.080 s.
  const durations = {
    timescale: 30000,
    runs: [
      [1000, 10],
      [1500, 5],
      [700, 8],
      [2000, 3],
      [1000, 6],
    ] as [number, number][],
  };
  const source: FrameClock = {
    rate: { num: 30, den: 1 },
    firstFrameSeconds: 0.08,
    bounds: frameBoundsOf(durations),
  };
  const count = 32;
  /** The resampler at 90 fps (twice the fastest frames, rounded up): slot of each source frame, nearest. */
  const slots = (source.bounds ?? []).map((b) => Math.round(b * 90));
  const proxyFrames = slots[count] ?? 0;
  const shownByProxyFrame = (k: number) => {
    let i = 0;
    while (i + 1 < count && (slots[i + 1] ?? Infinity) <= k) i++;
    return i;
  };

  for (const [name, proxyFirst] of [
    ['on the source timeline', 0.08],
    ['shifted to start at 0', 0],
  ] as const) {
    const proxy: ProxyFrameClock = {
      firstFrameSeconds: proxyFirst,
      frameDurations: { timescale: 90000, runs: [[1000, proxyFrames]] },
    };
    const clock = playbackClock(source, count, proxy);

    it(`shows each source frame once when stepping forward and back (${name})`, () => {
      expect(clockFrameCount(clock)).toBe(count);
      const seen: number[] = [];
      let t = clockSeekSeconds(0, clock);
      for (let n = 0; n < count; n++) {
        seen.push(shownByProxyFrame(proxyFrameAt(t, proxy)));
        t = clockSeekSeconds(clockSteppedFrame(t, 1, clock), clock);
      }
      expect(seen).toEqual(Array.from({ length: count }, (_, i) => i));
      const back: number[] = [];
      for (let n = count - 1; n >= 0; n--) {
        back.push(shownByProxyFrame(proxyFrameAt(t, proxy)));
        t = clockSeekSeconds(clockSteppedFrame(t, -1, clock), clock);
      }
      expect(back).toEqual(Array.from({ length: count }, (_, i) => count - 1 - i));
    });

    it(`reads the source frame a presented proxy frame shows (${name})`, () => {
      for (let k = 0; k < proxyFrames; k++)
        expect(clockFrameAtMediaTime(proxyFirst + k / 90, clock)).toBe(shownByProxyFrame(k));
    });

    it(`keeps a note's milliseconds on the source's frame times (${name})`, () => {
      for (let n = 0; n < count; n++) expect(clockFrameToMs(n, clock)).toBe(clockFrameToMs(n, source));
    });
  }
});
