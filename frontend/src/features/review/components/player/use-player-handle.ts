/**
 * The review player's frame clock and the handle the page drives it by (current time and frame, pause, seek):
 * times are the version's, frames are whole frames at its rate, and a seek lands in the middle of a frame
 * (frontend/src/lib/video-frames.ts).
 */
import { useCallback, useImperativeHandle, useMemo, type Ref } from 'react';
import type { ReviewVersion } from '../../../../../../shared/api/endpoints/review';
import { noteFrame, versionFrameCount, versionMsAt } from '../../../../../../shared/lib/frame-time';
import type { PlayerHandle } from '../../../../components/annotations/player-handle';
import {
  seekToMs,
  usePresentedMediaTime,
  playedFrameClock,
  versionFrameTiming,
} from '../../../../lib/video-frames';

/** The clock of what plays: the source's frames as the played proxy shows them (its own recorded clock). */
export function usePlayerClock(version: ReviewVersion | null, src: string | null) {
  const frameRate = version?.frameRate ?? null;
  const frameTiming = version?.frameTiming;
  const alternatives = version?.alternatives;
  const clock = useMemo(
    () => playedFrameClock({ frameRate, frameTiming }, alternatives ?? [], src),
    [frameRate, frameTiming, alternatives, src],
  );
  const timing = useMemo(() => versionFrameTiming({ frameRate, frameTiming }), [frameRate, frameTiming]);
  return { clock, timing, frameCount: versionFrameCount({ frameTiming }) };
}

export type PlayerClock = ReturnType<typeof usePlayerClock>;

/** Exposes the handle on `ref`; returns the timeline's seek (which also focuses the video). */
export function usePlayerHandle(
  ref: Ref<PlayerHandle> | undefined,
  videoRef: { current: HTMLVideoElement | null },
  { clock, frameCount }: PlayerClock,
  src: string | null,
): (ms: number) => void {
  const presented = usePresentedMediaTime(videoRef, src);
  useImperativeHandle(
    ref,
    () => ({
      currentTimeMs: () => versionMsAt(videoRef.current?.currentTime ?? 0, clock),
      pause: () => videoRef.current?.pause(),
      currentFrame: () => {
        const video = videoRef.current;
        if (!video) return null;
        return noteFrame(
          { mediaTime: presented.current(video), currentTime: video.currentTime },
          clock,
          frameCount,
        );
      },
      isPaused: () => videoRef.current?.paused ?? true,
      video: () => videoRef.current,
      seekMs: (ms: number) => {
        if (videoRef.current) seekToMs(videoRef.current, ms, clock);
      },
    }),
    [clock, frameCount, presented, videoRef],
  );
  return useCallback(
    (ms: number) => {
      const video = videoRef.current;
      if (!video) return;
      seekToMs(video, ms, clock);
      video.focus({ preventScroll: true });
    },
    [clock, videoRef],
  );
}
