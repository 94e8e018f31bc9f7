/**
 * Collects what the client watches on the review page, when the workspace collects viewing: the collector's
 * code is loaded only after the video's first frame (`loadeddata`), so it never delays playback or the
 * route's first load. Changing video or version sends what was recorded and starts afresh.
 */
import { useEffect, type RefObject } from 'react';
import type { ViewingTarget } from './viewing-collector';

export type { ViewingTarget };

export function useViewingCollector(
  videoRef: RefObject<HTMLVideoElement | null>,
  target: ViewingTarget | null,
  src: string | null,
): void {
  const token = target?.token;
  const videoId = target?.videoId;
  const versionId = target?.versionId;
  const reviewerName = target?.reviewerName ?? null;
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !token || !videoId || !versionId || !src) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const start = () => {
      void import('./viewing-collector').then(({ startViewingCollector }) => {
        if (!cancelled) stop = startViewingCollector(video, { token, videoId, versionId, reviewerName });
      });
    };
    if (video.readyState >= 2) start();
    else video.addEventListener('loadeddata', start, { once: true });
    return () => {
      cancelled = true;
      video.removeEventListener('loadeddata', start);
      stop?.();
    };
  }, [videoRef, token, videoId, versionId, reviewerName, src]);
}
