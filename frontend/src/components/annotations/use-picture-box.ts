/**
 * The box of a video's picture inside a host element that covers the player (object-fit: contain), followed
 * as the host resizes (window, rotation of a phone) and when the video's size becomes known. The maths is
 * shared/lib/video-box.ts.
 */
import { useEffect, useState, type RefObject } from 'react';
import { contentBox, type Box } from '../../../../shared/lib/video-box';

const EMPTY: Box = { left: 0, top: 0, width: 0, height: 0 };

function sameBox(a: Box, b: Box): boolean {
  return a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height;
}

export function usePictureBox(
  host: HTMLElement | null,
  videoRef: RefObject<HTMLVideoElement | null>,
  source?: unknown,
): Box {
  const [box, setBox] = useState<Box>(EMPTY);
  useEffect(() => {
    const video = videoRef.current;
    if (!host) return;
    const measure = () => {
      const next = contentBox(
        { width: host.clientWidth, height: host.clientHeight },
        video && video.videoWidth > 0 ? { width: video.videoWidth, height: video.videoHeight } : null,
      );
      setBox((current) => (sameBox(current, next) ? current : next));
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(host);
    video?.addEventListener('loadedmetadata', measure);
    video?.addEventListener('resize', measure);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      video?.removeEventListener('loadedmetadata', measure);
      video?.removeEventListener('resize', measure);
      window.removeEventListener('resize', measure);
    };
  }, [host, videoRef, source]);
  return box;
}
