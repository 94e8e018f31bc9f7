/**
 * The review player: an HTML5 <video> on the signed, Range-capable playback URL (plays inline on phones), or
 * the Drive preview when no stored copy exists. A note takes the player's current time. Beyond the spec:
 * note markers on the timeline (click to seek), playback speed, and (desktop) keyboard shortcuts. Frame steps
 * and seeks to a note work in whole frames at the version's rate and land in the middle of the frame
 * (frontend/src/lib/video-frames.ts).
 */
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type SyntheticEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type { PlaybackAlternative } from '../../../../../shared/api/endpoints/version-parts';
import type { ReviewVersion } from '../../../../../shared/api/endpoints/review';
import { REVIEW_MESSAGES } from '../../../../../shared/messages/review-messages';
import { noteFrame, versionFrameCount, versionMsAt } from '../../../../../shared/lib/frame-time';
import { takePreloadedVideo } from '../../../lib/preload';
import { PlayerPosition } from '../../../lib/time-display';
import {
  seekToMs,
  stepFrames,
  usePresentedMediaTime,
  playedFrameClock,
  versionFrameTiming,
} from '../../../lib/video-frames';
import { LazyDrawingLayer } from '../../../components/annotations/lazy-drawing-layer';
import { NoteTimeline, type TimelineMarker } from '../../../components/annotations/note-timeline';
import type { PlayerHandle } from '../../../components/annotations/player-handle';
import { usePlayheadFrame } from '../../../components/annotations/use-playhead';
import { noteShownAtFrame } from '../../../../../shared/domain/note-range';
import type { NoteDrawing } from '../../../../../shared/domain/note-drawing';
import { ANNOTATION_MESSAGES } from '../../../../../shared/messages/annotation-messages';
import { usePlayerShortcuts, type ShortcutTarget } from '../hooks/use-player-shortcuts';
import { useStableSrc } from '../hooks/use-stable-src';

export type { PlayerHandle };

export type { TimelineMarker };

/** A note whose drawing the player shows while it is selected or the playhead is on its frame or range. */
export interface AnnotatedNote {
  id: string;
  frame?: number | null;
  rangeEndFrame?: number | null;
  drawing?: NoteDrawing | null;
}

export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/** Phones take the 540p proxy, larger screens the 1080p one (the default URL). */
const PHONE_QUERY = '(max-width: 600px)';

/** The URL of the chosen quality, else the version's default playback URL. */
export function sourceOfQuality(
  version: Pick<ReviewVersion, 'playbackUrl' | 'alternatives'> | null,
  quality: PlaybackAlternative['quality'] | null,
): string | null {
  if (!version) return null;
  return version.alternatives.find((a) => a.quality === quality)?.url ?? version.playbackUrl;
}

interface ReviewPlayerProps {
  ref?: Ref<PlayerHandle>;
  version: ReviewVersion | null;
  title: string;
  markers: readonly TimelineMarker[];
  shortcuts: boolean;
  /** Rendered over the picture (the phone's 'Adding note...' overlay). */
  overlay?: ReactNode;
  /** The source failed (e.g. its signature expired): the page fetches fresh playback URLs. */
  onSourceError?: () => void;
  /** Notes with drawings, shown over the picture when selected or on the playhead's frame (or range). */
  annotated?: readonly AnnotatedNote[];
  selectedId?: string | null;
  /** A drawing waiting for its note, shown over the picture. */
  pendingDrawing?: NoteDrawing | null;
  /** Hide the drawings (while the drawing tool is open). */
  hideDrawings?: boolean;
  /** Receives the element covering the frame (where the drawing tool puts its surface). */
  onOverlayHost?: (element: HTMLElement | null) => void;
  /** The range being marked (a dashed band on the timeline). */
  pendingRange?: { fromMs: number; toMs: number | null } | null;
  /** A drag along the timeline marked a range (ms). */
  onDragRange?: (fromMs: number, toMs: number) => void;
  /** I / O pressed (desktop shortcuts). */
  onMarkIn?: () => void;
  onMarkOut?: () => void;
  /** Controls under the timeline (mark in/out, draw). */
  controls?: ReactNode;
  /**
   * The tallest the picture may be (a CSS length): the player takes the video's own shape (a 9:16 clip is a
   * tall box, not a 16:9 box with bars) and narrows, centred, to stay within this height.
   */
  maxPictureHeight?: string;
}

/** The shape a player has before its video's metadata says otherwise (and for the Drive preview). */
const DEFAULT_PICTURE = { width: 16, height: 9 } as const;
export const DEFAULT_MAX_PICTURE_HEIGHT = 'calc(100dvh - 300px)';

const VIDEO_SX = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
} as const;

interface VideoEvents {
  onError(): void;
  onLoadedMetadata(video: HTMLVideoElement): void;
}

/**
 * The first video's element that index.html created (its metadata already loading, in parallel with the
 * JavaScript), put in the player's frame with the attributes and events the React-rendered <video> has.
 */
/** The browser's download control is hidden unless the owner allows downloads. */
const NO_DOWNLOAD = 'nodownload';

function AdoptedVideo({
  element,
  videoRef,
  poster,
  title,
  allowDownload,
  events,
}: {
  element: HTMLVideoElement;
  videoRef: { current: HTMLVideoElement | null };
  poster: string | null;
  title: string;
  allowDownload: boolean;
  events: VideoEvents;
}) {
  const slot = useRef<HTMLDivElement | null>(null);
  // Held in a ref: a DOM node this component configures and moves, not a value it renders from.
  const node = useRef(element);
  const latest = useRef(events);
  useLayoutEffect(() => {
    latest.current = events;
  });
  // Attributes follow the props (a refetch signs a new poster URL) without moving the element.
  useLayoutEffect(() => {
    const element = node.current;
    element.setAttribute('aria-label', title);
    if (poster) element.poster = poster;
    else element.removeAttribute('poster');
  }, [poster, title]);
  // Downloads forbidden: no download item in the browser's controls and no 'Save video as' menu.
  useLayoutEffect(() => {
    const element = node.current;
    if (allowDownload) {
      element.removeAttribute('controlslist');
      return;
    }
    element.setAttribute('controlslist', NO_DOWNLOAD);
    const block = (e: Event) => e.preventDefault();
    element.addEventListener('contextmenu', block);
    return () => element.removeEventListener('contextmenu', block);
  }, [allowDownload]);
  useLayoutEffect(() => {
    const host = slot.current;
    const element = node.current;
    if (!host) return;
    element.controls = true;
    element.playsInline = true;
    element.dataset.testid = 'review-video';
    const onError = () => latest.current.onError();
    const onLoadedMetadata = () => latest.current.onLoadedMetadata(element);
    element.addEventListener('error', onError);
    element.addEventListener('loadedmetadata', onLoadedMetadata);
    host.appendChild(element);
    videoRef.current = element;
    return () => {
      element.removeEventListener('error', onError);
      element.removeEventListener('loadedmetadata', onLoadedMetadata);
      element.pause();
      element.remove();
      if (videoRef.current === element) videoRef.current = null;
    };
  }, [videoRef]);
  return <Box ref={slot} sx={{ position: 'absolute', inset: 0, '& > video': VIDEO_SX }} />;
}

export function ReviewPlayer({
  ref,
  version,
  title,
  markers,
  shortcuts,
  overlay,
  onSourceError,
  annotated = [],
  selectedId = null,
  pendingDrawing = null,
  hideDrawings = false,
  onOverlayHost,
  pendingRange = null,
  onDragRange,
  onMarkIn,
  onMarkOut,
  controls,
  maxPictureHeight = DEFAULT_MAX_PICTURE_HEIGHT,
}: ReviewPlayerProps) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [host, setHost] = useState<HTMLElement | null>(null);
  const hostRef = useCallback(
    (element: HTMLElement | null) => {
      setHost(element);
      onOverlayHost?.(element);
    },
    [onOverlayHost],
  );
  const downloadUrl = version?.downloadUrl ?? null;
  const allowDownload = downloadUrl !== null;
  const [durationMs, setDurationMs] = useState<number | null>(null);
  // The displayed picture's size (the element reports rotation already applied), per version.
  const [picture, setPicture] = useState<{ versionId: string; width: number; height: number } | null>(null);
  const [speed, setSpeed] = useState(1);
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const [chosenQuality, setQuality] = useState<PlaybackAlternative['quality'] | null>(null);
  const alternatives = version?.alternatives ?? [];
  const quality =
    chosenQuality && alternatives.some((a) => a.quality === chosenQuality)
      ? chosenQuality
      : alternatives.length > 0
        ? phone && alternatives.some((a) => a.quality === '540p')
          ? '540p'
          : (alternatives[0]?.quality ?? null)
        : null;
  const { src, onError } = useStableSrc(
    version ? `${version.id}:${quality ?? 'default'}` : null,
    sourceOfQuality(version, quality),
  );
  // A playback error is said, with Retry: never a silent jump back to 0:00. The position is kept to resume.
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
  const adopted = preloaded && preloaded.getAttribute('src') === src ? preloaded : undefined;
  const knownDuration = durationMs ?? version?.durationMs ?? null;
  const probedRate = version?.frameRate ?? null;
  const timing = version?.frameTiming;
  const versionAlternatives = version?.alternatives;
  const clock = useMemo(
    () => playedFrameClock({ frameRate: probedRate, frameTiming: timing }, versionAlternatives ?? [], src),
    [probedRate, timing, versionAlternatives, src],
  );
  const frameCount = versionFrameCount({ frameTiming: timing });
  const timingOfVersion = useMemo(
    () => versionFrameTiming({ frameRate: probedRate, frameTiming: timing }),
    [probedRate, timing],
  );
  const presented = usePresentedMediaTime(videoRef, src);
  const playheadFrame = usePlayheadFrame(videoRef, clock, src);
  const shownDrawings = hideDrawings
    ? []
    : [
        ...annotated
          .filter((n) => n.drawing && (n.id === selectedId || noteShownAtFrame(n, playheadFrame)))
          .map((n) => n.drawing as NoteDrawing),
        ...(pendingDrawing ? [pendingDrawing] : []),
      ];

  // The metadata can arrive before React has committed the <video> (e.g. when the layout chunk loads
  // lazily): its loadedmetadata event then never reaches onLoadedMetadata. Read the duration once mounted.
  useEffect(() => {
    const d = videoRef.current?.duration;
    if (d !== undefined && Number.isFinite(d)) setDurationMs(d * 1000);
    const video = videoRef.current;
    if (video && version && video.videoWidth > 0 && video.videoHeight > 0)
      setPicture({ versionId: version.id, width: video.videoWidth, height: video.videoHeight });
  }, [version, src]);

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
    [clock, frameCount, presented],
  );

  const seekTo = useCallback(
    (ms: number) => {
      const video = videoRef.current;
      if (!video) return;
      seekToMs(video, ms, clock);
      video.focus({ preventScroll: true });
    },
    [clock],
  );
  const shortcutTarget = useMemo<ShortcutTarget | null>(
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
    [src, clock, onMarkIn, onMarkOut],
  );
  usePlayerShortcuts(shortcuts, shortcutTarget);

  const videoEvents: VideoEvents = {
    onError: () => {
      const video = videoRef.current;
      if (video && video.currentTime > 0) resumeAt.current = video.currentTime;
      setPlaybackError(true);
      // Fresh signed URLs are fetched meanwhile (an expired signature is the usual cause).
      onError();
      onSourceError?.();
    },
    onLoadedMetadata: (video) => {
      const d = video.duration;
      if (Number.isFinite(d)) setDurationMs(d * 1000);
      if (version && video.videoWidth > 0 && video.videoHeight > 0)
        setPicture({ versionId: version.id, width: video.videoWidth, height: video.videoHeight });
      video.playbackRate = speed;
      // Back where the viewer was (after a retry or a quality switch), never silently at 0:00.
      if (resumeAt.current > 0) {
        video.currentTime = Math.min(resumeAt.current, Number.isFinite(d) ? d : resumeAt.current);
        resumeAt.current = 0;
      }
    },
  };
  const retry = () => {
    setPlaybackError(false);
    const video = videoRef.current;
    // Still on the failed source (a network drop): load it again. A fresh URL (the refetch) loaded by itself.
    if (video?.error) video.load();
  };
  const switchQuality = (next: PlaybackAlternative['quality']) => {
    const video = videoRef.current;
    if (video && video.currentTime > 0) resumeAt.current = video.currentTime;
    setQuality(next);
  };

  const shape = picture && picture.versionId === version?.id ? picture : DEFAULT_PICTURE;
  const frame = (child: ReactNode) => (
    <Box
      data-testid="review-player-frame"
      sx={{
        position: 'relative',
        // The video's own shape, as wide as the column allows and no taller than maxPictureHeight.
        width: `min(100%, calc(${maxPictureHeight} * ${shape.width} / ${shape.height}))`,
        mx: 'auto',
        aspectRatio: `${shape.width} / ${shape.height}`,
        bgcolor: '#000',
        borderRadius: 2,
        overflow: 'hidden',
      }}
    >
      {child}
      <Box
        ref={hostRef}
        data-testid="player-overlay-host"
        sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
      >
        <LazyDrawingLayer
          host={host}
          videoRef={videoRef}
          source={src}
          drawings={shownDrawings}
          label={ANNOTATION_MESSAGES.hasDrawing}
        />
      </Box>
      {overlay}
    </Box>
  );

  if (version?.processing) {
    return frame(
      <Box
        role="status"
        data-testid="review-ready-shortly"
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'grid',
          placeItems: 'center',
          p: 2,
          textAlign: 'center',
        }}
      >
        <Typography sx={{ color: '#fff' }}>{REVIEW_MESSAGES.readyShortly}</Typography>
      </Box>,
    );
  }

  if (!version || (!src && !version.previewUrl)) {
    return frame(
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'grid',
          placeItems: 'center',
          color: 'text.secondary',
        }}
      >
        <Typography>{REVIEW_MESSAGES.noVideo}</Typography>
      </Box>,
    );
  }

  if (!src && version.previewUrl) {
    return frame(
      <Box
        component="iframe"
        src={version.previewUrl}
        title={title}
        allow="autoplay; fullscreen"
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />,
    );
  }

  return (
    <Box>
      {frame(
        <>
          {adopted ? (
            <AdoptedVideo
              element={adopted}
              videoRef={videoRef}
              poster={version.thumbnailUrl}
              title={title}
              allowDownload={allowDownload}
              events={videoEvents}
            />
          ) : (
            <Box
              component="video"
              ref={videoRef}
              key={version.id}
              src={src ?? undefined}
              poster={version.thumbnailUrl ?? undefined}
              controls
              playsInline
              preload="metadata"
              aria-label={title}
              data-testid="review-video"
              controlsList={allowDownload ? undefined : NO_DOWNLOAD}
              onContextMenu={allowDownload ? undefined : (e: SyntheticEvent) => e.preventDefault()}
              onError={videoEvents.onError}
              onLoadedMetadata={(e) => videoEvents.onLoadedMetadata(e.currentTarget)}
              sx={VIDEO_SX}
            />
          )}
          <PlayerPosition videoRef={videoRef} timing={timingOfVersion} clock={clock} source={src} />
          {playbackError ? (
            <Box
              role="alert"
              data-testid="review-playback-error"
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                alignContent: 'center',
                gap: 1.5,
                p: 2,
                textAlign: 'center',
                bgcolor: 'rgba(0,0,0,0.8)',
              }}
            >
              <Typography sx={{ color: '#fff' }}>{REVIEW_MESSAGES.playbackFailed}</Typography>
              <Button variant="contained" onClick={retry}>
                {REVIEW_MESSAGES.retryPlayback}
              </Button>
            </Box>
          ) : null}
        </>,
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1 }}>
        <NoteTimeline
          markers={markers}
          durationMs={knownDuration}
          onSeek={seekTo}
          pendingRange={pendingRange}
          scrub={version.scrub}
          {...(onDragRange ? { onDragRange } : {})}
        />
        {alternatives.length > 1 && quality ? (
          <Box
            component="select"
            value={quality}
            onChange={(e: ChangeEvent<HTMLSelectElement>) =>
              switchQuality(e.target.value as PlaybackAlternative['quality'])
            }
            aria-label={REVIEW_MESSAGES.qualityLabel}
            data-testid="review-quality"
            sx={{
              font: 'inherit',
              fontSize: 13,
              color: 'text.primary',
              bgcolor: 'background.paper',
              border: '1px solid',
              borderColor: 'divider',
              borderRadius: 1,
              px: 1,
              py: 0.5,
              cursor: 'pointer',
            }}
          >
            {alternatives.map((a) => (
              <option key={a.quality} value={a.quality}>
                {REVIEW_MESSAGES.qualityNames[a.quality]}
              </option>
            ))}
          </Box>
        ) : null}
        <Box
          component="select"
          value={speed}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => {
            const next = Number(e.target.value);
            setSpeed(next);
            if (videoRef.current) videoRef.current.playbackRate = next;
          }}
          aria-label="Playback speed"
          sx={{
            font: 'inherit',
            fontSize: 13,
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: '1px solid',
            borderColor: 'divider',
            borderRadius: 1,
            px: 1,
            py: 0.5,
            cursor: 'pointer',
          }}
        >
          {PLAYBACK_SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s}×
            </option>
          ))}
        </Box>
        {downloadUrl ? (
          <Button
            component="a"
            href={downloadUrl}
            download
            size="small"
            variant="outlined"
            startIcon={<Download />}
            data-testid="review-download"
          >
            {REVIEW_MESSAGES.download}
          </Button>
        ) : null}
      </Box>
      {controls}
    </Box>
  );
}
