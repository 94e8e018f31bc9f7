/**
 * The review player: an HTML5 <video> on the signed, Range-capable playback URL (plays inline on phones), or
 * the Drive preview when no stored copy exists. A note takes the player's current time. Beyond the spec:
 * note markers on the timeline (click to seek), playback speed, and (desktop) keyboard shortcuts. Frame steps
 * and seeks to a note work in whole frames at the version's rate and land in the middle of the frame
 * (frontend/src/lib/video-frames.ts). Composed of its parts in ./player: what plays (use-playback-source,
 * player-video), the handle and the clock (use-player-handle), the keyboard (use-player-keyboard), the
 * picture with the notes' drawings (player-frame) and the timeline with its controls (player-timeline-bar).
 */
import Box from '@mui/material/Box';
import { useRef, type ReactNode, type Ref } from 'react';
import type { ReviewVersion } from '../../../../../shared/api/endpoints/review';
import type { NoteDrawing } from '../../../../../shared/domain/note-drawing';
import { REVIEW_MESSAGES } from '../../../../../shared/messages/review-messages';
import type { TimelineMarker } from '../../../components/annotations/note-timeline';
import type { PlayerHandle } from '../../../components/annotations/player-handle';
import { PlayerPosition } from '../../../lib/time-display';
import { FrameMessage, PlaybackErrorOverlay, PlayerFrame, type AnnotatedNote } from './player/player-frame';
import { PlayerTimelineBar } from './player/player-timeline-bar';
import { PlayerVideo } from './player/player-video';
import { usePlaybackSource } from './player/use-playback-source';
import { usePlayerClock, usePlayerHandle } from './player/use-player-handle';
import { usePlayerKeyboard } from './player/use-player-keyboard';
import { useViewingCollector, type ViewingTarget } from '../viewing/use-viewing-collector';

export type { AnnotatedNote, PlayerHandle, TimelineMarker };
export { PLAYBACK_SPEEDS } from './player/player-timeline-bar';
export { sourceOfQuality } from './player/use-playback-source';

export const DEFAULT_MAX_PICTURE_HEIGHT = 'calc(100dvh - 300px)';

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
  /** What the client watches is recorded for this video (null: the workspace collects nothing). */
  viewing?: ViewingTarget | null;
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
  viewing = null,
}: ReviewPlayerProps) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const playback = usePlaybackSource(version, videoRef, onSourceError);
  const { src } = playback;
  const clock = usePlayerClock(version, src);
  const seekTo = usePlayerHandle(ref, videoRef, clock, src);
  useViewingCollector(videoRef, viewing, src);
  usePlayerKeyboard({
    enabled: shortcuts,
    videoRef,
    src,
    clock: clock.clock,
    onMarkIn,
    onMarkOut,
  });
  const frame = (child: ReactNode) => (
    <PlayerFrame
      shape={playback.shape}
      maxPictureHeight={maxPictureHeight}
      videoRef={videoRef}
      src={src}
      clock={clock.clock}
      annotations={{ annotated, selectedId, pendingDrawing, hideDrawings, onOverlayHost }}
      overlay={overlay}
    >
      {child}
    </PlayerFrame>
  );

  if (version?.processing) {
    return frame(<FrameMessage text={REVIEW_MESSAGES.readyShortly} testId="review-ready-shortly" />);
  }
  if (!version || (!src && !version.previewUrl))
    return frame(<FrameMessage text={REVIEW_MESSAGES.noVideo} />);
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
          <PlayerVideo version={version} playback={playback} videoRef={videoRef} title={title} />
          <PlayerPosition videoRef={videoRef} timing={clock.timing} clock={clock.clock} source={src} />
          {playback.playbackError ? <PlaybackErrorOverlay onRetry={playback.retry} /> : null}
        </>,
      )}
      <PlayerTimelineBar {...{ version, playback, markers, pendingRange, onDragRange }} onSeek={seekTo} />
      {controls}
    </Box>
  );
}
