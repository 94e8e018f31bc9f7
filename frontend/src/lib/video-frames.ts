/**
 * Frame-accurate control of an HTML5 <video>, for the review and project players alike: the version's frame
 * rate, one-frame steps in whole frame indices, seeks that land on a frame (its middle: browsers keep
 * `currentTime` in whole microseconds, so a frame's first instant can show the previous picture). The
 * arithmetic is shared/lib/frame-time.ts, the same on the server and in the marker exports.
 */
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import {
  DEFAULT_FRAME_RATE,
  clockFrameAtMs,
  clockFrameCount,
  clockSeekSeconds,
  clockSteppedFrame,
  framesInDuration,
  playbackClock,
  versionClock,
  versionFrameCount,
  versionTiming,
  type FrameClock,
  type FrameRate,
  type ProxyFrameClock,
  type VersionTimingSource,
} from '../../../shared/lib/frame-time';
import { versionTimecodeTiming, type TimecodeTiming } from '../../../shared/lib/smpte/timecode';

/**
 * The rate used when a version's rate is not known (a Drive-only version, or a file the probe could not read):
 * shared/lib/frame-time's DEFAULT_FRAME_RATE (30 fps), the same the server uses for the notes' frames. Frame
 * steps are then approximate, and say nothing about the file.
 */
export const DEFAULT_PLAYER_FRAME_RATE: FrameRate = DEFAULT_FRAME_RATE;

/**
 * The frame rate of a version as the API gives it: the probed rational rate (`frameTiming`), else for versions
 * stored before it the decimal `frameRate` snapped to a standard rate, else the default. The server counts the
 * notes' frames with the same rule (`versionTiming`).
 */
export function versionFrameRate(version: VersionTimingSource | null | undefined): FrameRate {
  return versionTiming(version).rate;
}

/**
 * Where a version's frames are on the player's timeline: its rate, its first frame's media time (a late video
 * start) and a variable rate's real frame times (shared/lib/frame-time `versionClock`): the original's clock. A
 * proxy is played on `playedFrameClock`, mapped through the clock recorded from the proxy itself.
 */
export function versionFrameClock(version: VersionTimingSource | null | undefined): FrameClock {
  return versionClock(version);
}

/**
 * The clock of a version's frames on the file the player plays: on a proxy, mapped through that proxy's
 * recorded frame clock (a transcoder may start it at 0 or resample a variable rate); on the original, the
 * version's own.
 */
export function playedFrameClock(
  version: VersionTimingSource | null | undefined,
  alternatives: readonly { url: string; frameClock?: ProxyFrameClock | undefined }[],
  src: string | null | undefined,
): FrameClock {
  const proxy = src ? alternatives.find((a) => a.url === src)?.frameClock : undefined;
  return playbackClock(versionClock(version), versionFrameCount(version), proxy);
}

/**
 * The timing a version's timecodes are shown in: rate, drop-frame and the file's own start timecode (so the
 * Timecode display reads what is burnt into the picture, as the exports and the PDF report do).
 */
export function versionFrameTiming(version: VersionTimingSource | null | undefined): TimecodeTiming {
  return versionTimecodeTiming(version);
}

type VideoWithFrameCallback = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: (now: number, metadata: { mediaTime: number }) => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
};

/**
 * Follows the `mediaTime` of the frame the browser last presented (requestVideoFrameCallback, where the browser
 * has it). `current(video)` answers it while it still describes the frame at `currentTime` (within one frame
 * duration of 1/24 s), else null (the caller falls back to `currentTime`).
 */
export function usePresentedMediaTime(
  videoRef: RefObject<HTMLVideoElement | null>,
  source: unknown,
): { current(video: HTMLVideoElement): number | null } {
  const last = useRef<number | null>(null);
  useEffect(() => {
    const video = videoRef.current as VideoWithFrameCallback | null;
    last.current = null;
    if (!video || typeof video.requestVideoFrameCallback !== 'function') return;
    let handle = 0;
    let live = true;
    const onFrame = (_now: number, metadata: { mediaTime: number }) => {
      if (!live) return;
      last.current = metadata.mediaTime;
      handle = video.requestVideoFrameCallback?.(onFrame) ?? 0;
    };
    handle = video.requestVideoFrameCallback(onFrame);
    return () => {
      live = false;
      video.cancelVideoFrameCallback?.(handle);
    };
  }, [videoRef, source]);
  return useMemo(
    () => ({
      current(video: HTMLVideoElement) {
        const media = last.current;
        return media !== null && Math.abs(media - video.currentTime) < 1 / 24 ? media : null;
      },
    }),
    [],
  );
}

function frameCountOf(video: HTMLVideoElement, clock: FrameClock): number | null {
  const listed = clockFrameCount(clock);
  if (listed !== null) return listed;
  return Number.isFinite(video.duration) && video.duration > 0
    ? framesInDuration((video.duration - clock.firstFrameSeconds) * 1000, clock.rate)
    : null;
}

/** Shows a frame: seeks to the frame's middle (clamped to the file). */
export function seekToFrame(video: HTMLVideoElement, frame: number, clock: FrameClock): void {
  const count = frameCountOf(video, clock);
  const target = Math.max(0, count ? Math.min(frame, count - 1) : frame);
  video.currentTime = clockSeekSeconds(Math.floor(target), clock);
}

/** Seeks to the frame a version millisecond position (a note's timecode) falls in. */
export function seekToMs(video: HTMLVideoElement, ms: number, clock: FrameClock): void {
  seekToFrame(video, clockFrameAtMs(ms, clock), clock);
}

/** Pauses and moves exactly `frames` frames (negative: back) from the frame on screen. */
export function stepFrames(video: HTMLVideoElement, frames: number, clock: FrameClock): void {
  video.pause();
  const target = clockSteppedFrame(video.currentTime, frames, clock, frameCountOf(video, clock));
  video.currentTime = clockSeekSeconds(target, clock);
}
