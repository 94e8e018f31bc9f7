/**
 * The review player's keyboard (desktop): play/pause, seeks, frame steps and, when the page marks ranges,
 * I / O, acting on the player's video (hooks/use-player-shortcuts.ts owns the keys).
 */
import { useMemo } from 'react';
import type { FrameClock } from '../../../../../../shared/lib/frame-time';
import { stepFrames } from '../../../../lib/video-frames';
import { usePlayerShortcuts, type ShortcutTarget } from '../../hooks/use-player-shortcuts';

interface PlayerKeyboard {
  enabled: boolean;
  videoRef: { current: HTMLVideoElement | null };
  /** No source, nothing to drive. */
  src: string | null;
  clock: FrameClock;
  onMarkIn?: (() => void) | undefined;
  onMarkOut?: (() => void) | undefined;
}

export function usePlayerKeyboard({ enabled, videoRef, src, clock, onMarkIn, onMarkOut }: PlayerKeyboard) {
  const target = useMemo<ShortcutTarget | null>(
    () =>
      src
        ? {
            togglePlay: () => {
              const video = videoRef.current;
              if (!video) return;
              if (video.paused) void video.play().catch(() => undefined);
              else video.pause();
            },
            seekBy: (seconds) => {
              const video = videoRef.current;
              if (!video) return;
              const end = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
              video.currentTime = Math.min(end, Math.max(0, video.currentTime + seconds));
            },
            stepFrames: (frames) => {
              const video = videoRef.current;
              if (video) stepFrames(video, frames, clock);
            },
            ...(onMarkIn ? { markIn: onMarkIn } : {}),
            ...(onMarkOut ? { markOut: onMarkOut } : {}),
          }
        : null,
    [src, clock, onMarkIn, onMarkOut, videoRef],
  );
  usePlayerShortcuts(enabled, target);
}
