/**
 * Frame-accurate control of an HTML5 <video>, for the review and project players alike: the version's frame
 * rate, one-frame steps in whole frame indices, seeks that land on a frame (its middle: browsers keep
 * `currentTime` in whole microseconds, so a frame's first instant can show the previous picture). The
 * arithmetic is shared/lib/frame-time.ts, the same on the server and in the marker exports.
 */
import {
  frameAtMs,
  framesInDuration,
  frameSeekSeconds,
  snapFrameRate,
  steppedFrame,
  type FrameRate,
} from '../../../shared/lib/frame-time';

/**
 * The rate used when a version's rate is not known (a Drive-only version, or a file the probe could not read):
 * 30 fps, the most common web video rate. Frame steps are then approximate, and say nothing about the file.
 */
export const DEFAULT_PLAYER_FRAME_RATE: FrameRate = { num: 30, den: 1 };

/**
 * The frame rate of a version as the API gives it today (`frameRate`: decimal frames per second, on the review
 * and the project responses), snapped to the standard rational rate. When the API carries the rational rate
 * itself, this is the one line to change.
 */
export function versionFrameRate(version: { frameRate?: number | null } | null | undefined): FrameRate {
  return snapFrameRate(version?.frameRate ?? null) ?? DEFAULT_PLAYER_FRAME_RATE;
}

function frameCountOf(video: HTMLVideoElement, rate: FrameRate): number | null {
  return Number.isFinite(video.duration) && video.duration > 0
    ? framesInDuration(video.duration * 1000, rate)
    : null;
}

/** Shows a frame: seeks to the frame's middle (clamped to the file). */
export function seekToFrame(video: HTMLVideoElement, frame: number, rate: FrameRate): void {
  const count = frameCountOf(video, rate);
  const target = Math.max(0, count ? Math.min(frame, count - 1) : frame);
  video.currentTime = frameSeekSeconds(Math.floor(target), rate);
}

/** Seeks to the frame a stored millisecond position (a note's timecode) falls in. */
export function seekToMs(video: HTMLVideoElement, ms: number, rate: FrameRate): void {
  seekToFrame(video, frameAtMs(ms, rate), rate);
}

/** Pauses and moves exactly `frames` frames (negative: back) from the frame on screen. */
export function stepFrames(video: HTMLVideoElement, frames: number, rate: FrameRate): void {
  video.pause();
  const target = steppedFrame(video.currentTime, frames, rate, frameCountOf(video, rate));
  video.currentTime = frameSeekSeconds(target, rate);
}
