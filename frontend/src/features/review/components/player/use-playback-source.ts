/**
 * What the review player plays and how: the quality (phones take the 540p proxy, larger screens the 1080p
 * one, or the viewer's choice), a source URL kept stable per version, the preloaded first video adopted, the
 * speed, the duration and the picture's shape once the metadata says them, and a playback error said with
 * Retry (never a silent jump back to 0:00: the position is kept and resumed).
 */
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReviewVersion } from '../../../../../../shared/api/endpoints/review';
import type { PlaybackAlternative } from '../../../../../../shared/api/endpoints/version-parts';
import { takePreloadedVideo } from '../../../../lib/preload';
import { useStableSrc } from '../../hooks/use-stable-src';
import type { VideoEvents } from './player-video';

type Quality = PlaybackAlternative['quality'];

/** Phones take the 540p proxy, larger screens the 1080p one (the default URL). */
const PHONE_QUERY = '(max-width: 600px)';

/** The shape a player has before its video's metadata says otherwise (and for the Drive preview). */
const DEFAULT_PICTURE = { width: 16, height: 9 } as const;

/** The URL of the chosen quality, else the version's default playback URL. */
export function sourceOfQuality(
  version: Pick<ReviewVersion, 'playbackUrl' | 'alternatives'> | null,
  quality: Quality | null,
): string | null {
  if (!version) return null;
  return version.alternatives.find((a) => a.quality === quality)?.url ?? version.playbackUrl;
}

/** The viewer's choice while the version offers it, else the screen's default, else none. */
function useQuality(version: ReviewVersion | null) {
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const [chosen, setQuality] = useState<Quality | null>(null);
  const alternatives = version?.alternatives ?? [];
  const offered = (quality: Quality) => alternatives.some((a) => a.quality === quality);
  const fallback = phone && offered('540p') ? '540p' : (alternatives[0]?.quality ?? null);
  const quality = chosen && offered(chosen) ? chosen : fallback;
  return { quality, alternatives, setQuality };
}

export interface PlaybackSource {
  src: string | null;
  /** The element index.html made for this source, when there is one to adopt. */
  adopted: HTMLVideoElement | undefined;
  quality: Quality | null;
  alternatives: readonly PlaybackAlternative[];
  switchQuality(next: Quality): void;
  speed: number;
  setSpeed(next: number): void;
  /** The length (the element's once known, else the version's). */
  durationMs: number | null;
  /** The displayed picture's shape (rotation applied). */
  shape: { width: number; height: number };
  playbackError: boolean;
  retry(): void;
  events: VideoEvents;
}

export function usePlaybackSource(
  version: ReviewVersion | null,
  videoRef: { current: HTMLVideoElement | null },
  onSourceError?: () => void,
): PlaybackSource {
  const { quality, alternatives, setQuality } = useQuality(version);
  const { src, onError } = useStableSrc(
    version ? `${version.id}:${quality ?? 'default'}` : null,
    sourceOfQuality(version, quality),
  );
  const [durationMs, setDurationMs] = useState<number | null>(null);
  // The displayed picture's size (the element reports rotation already applied), per version.
  const [picture, setPicture] = useState<{ versionId: string; width: number; height: number } | null>(null);
  const [speed, setSpeed] = useState(1);
  const [playbackError, setPlaybackError] = useState(false);
  const [errorVersion, setErrorVersion] = useState(version?.id ?? null);
  // Another video: its own state (adjusting state while rendering, React's documented pattern).
  if ((version?.id ?? null) !== errorVersion) {
    setErrorVersion(version?.id ?? null);
    setPlaybackError(false);
  }
  const resumeAt = useRef(0);
  // The first video may already be loading in the element index.html made: adopted while it plays that URL.
  const [preloaded] = useState(() => (src ? takePreloadedVideo(src) : undefined));
  const versionId = version?.id ?? null;
  const readMetadata = useCallback(
    (video: HTMLVideoElement) => {
      const d = video.duration;
      if (Number.isFinite(d)) setDurationMs(d * 1000);
      if (versionId && video.videoWidth > 0 && video.videoHeight > 0)
        setPicture({ versionId, width: video.videoWidth, height: video.videoHeight });
    },
    [versionId],
  );
  // The metadata can arrive before React has committed the <video> (e.g. when the layout chunk loads
  // lazily): its loadedmetadata event then never reaches onLoadedMetadata. Read it once mounted.
  useEffect(() => {
    const video = videoRef.current;
    if (video) readMetadata(video);
  }, [readMetadata, videoRef, src]);
  const keepPosition = () => {
    const video = videoRef.current;
    if (video && video.currentTime > 0) resumeAt.current = video.currentTime;
  };
  const events: VideoEvents = {
    onError: () => {
      keepPosition();
      setPlaybackError(true);
      // Fresh signed URLs are fetched meanwhile (an expired signature is the usual cause).
      onError();
      onSourceError?.();
    },
    onLoadedMetadata: (video) => {
      readMetadata(video);
      video.playbackRate = speed;
      // Back where the viewer was (after a retry or a quality switch), never silently at 0:00.
      if (resumeAt.current > 0) {
        const d = video.duration;
        video.currentTime = Math.min(resumeAt.current, Number.isFinite(d) ? d : resumeAt.current);
        resumeAt.current = 0;
      }
    },
  };
  return {
    src,
    adopted: preloaded && preloaded.getAttribute('src') === src ? preloaded : undefined,
    quality,
    alternatives,
    switchQuality: (next) => {
      keepPosition();
      setQuality(next);
    },
    speed,
    setSpeed: (next) => {
      setSpeed(next);
      if (videoRef.current) videoRef.current.playbackRate = next;
    },
    durationMs: durationMs ?? version?.durationMs ?? null,
    shape: picture && picture.versionId === version?.id ? picture : DEFAULT_PICTURE,
    playbackError,
    retry: () => {
      setPlaybackError(false);
      const video = videoRef.current;
      // Still on the failed source (a network drop): load it again. A fresh URL (the refetch) loads by itself.
      if (video?.error) video.load();
    },
    events,
  };
}
