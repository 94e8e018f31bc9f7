/**
 * The frame a <video> shows, followed through its events (timeupdate while playing, seeked, loadeddata):
 * enough to show a note's drawing while the playhead is on its frame or within its range.
 */
import { useEffect, useState, type RefObject } from 'react';
import { clockFrameAtSeconds, type FrameClock } from '../../../../shared/lib/frame-time';

export function usePlayheadFrame(
  videoRef: RefObject<HTMLVideoElement | null>,
  clock: FrameClock,
  source: unknown,
): number | null {
  const [frame, setFrame] = useState<number | null>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const update = () => setFrame(clockFrameAtSeconds(video.currentTime, clock));
    update();
    const events = ['timeupdate', 'seeked', 'loadeddata', 'pause'] as const;
    for (const e of events) video.addEventListener(e, update);
    return () => {
      for (const e of events) video.removeEventListener(e, update);
    };
  }, [videoRef, clock, source]);
  return frame;
}

/** The <video>'s duration in ms once its metadata is known (null before). */
export function useVideoDurationMs(
  videoRef: RefObject<HTMLVideoElement | null>,
  source: unknown,
): number | null {
  const [duration, setDuration] = useState<number | null>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const update = () => setDuration(Number.isFinite(video.duration) ? video.duration * 1000 : null);
    update();
    video.addEventListener('durationchange', update);
    video.addEventListener('loadedmetadata', update);
    return () => {
      video.removeEventListener('durationchange', update);
      video.removeEventListener('loadedmetadata', update);
    };
  }, [videoRef, source]);
  return duration;
}
