/**
 * The review player's picture: a box of the video's own shape (a 9:16 clip is a tall box, not a 16:9 box with
 * bars), as wide as the column allows and no taller than its limit, holding the video (or what stands in for
 * it), the notes' drawings over the frame they belong to, the element the drawing tool draws on, and the
 * page's overlay. Plus what the frame says instead of a video: ready shortly, no video, a playback error.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type ReactNode } from 'react';
import { noteShownAtFrame } from '../../../../../../shared/domain/note-range';
import type { NoteDrawing } from '../../../../../../shared/domain/note-drawing';
import type { FrameClock } from '../../../../../../shared/lib/frame-time';
import { ANNOTATION_MESSAGES } from '../../../../../../shared/messages/annotation-messages';
import { REVIEW_MESSAGES } from '../../../../../../shared/messages/review-messages';
import { LazyDrawingLayer } from '../../../../components/annotations/lazy-drawing-layer';
import { usePlayheadFrame } from '../../../../components/annotations/use-playhead';

/** A note whose drawing the player shows while it is selected or the playhead is on its frame or range. */
export interface AnnotatedNote {
  id: string;
  frame?: number | null;
  rangeEndFrame?: number | null;
  drawing?: NoteDrawing | null;
}

/** What the picture shows over the video: the notes' drawings and the one waiting for its note. */
export interface PictureAnnotations {
  annotated: readonly AnnotatedNote[];
  selectedId: string | null;
  pendingDrawing: NoteDrawing | null;
  /** Hide the drawings (while the drawing tool is open). */
  hideDrawings: boolean;
  /** Receives the element covering the frame (where the drawing tool puts its surface). */
  onOverlayHost?: ((element: HTMLElement | null) => void) | undefined;
}

interface PlayerFrameProps {
  shape: { width: number; height: number };
  /** The tallest the picture may be (a CSS length). */
  maxPictureHeight: string;
  videoRef: { current: HTMLVideoElement | null };
  src: string | null;
  clock: FrameClock;
  annotations: PictureAnnotations;
  /** Rendered over the picture (the phone's 'Adding note...' overlay). */
  overlay?: ReactNode;
  children: ReactNode;
}

export function PlayerFrame({
  shape,
  maxPictureHeight,
  videoRef,
  src,
  clock,
  annotations,
  overlay,
  children,
}: PlayerFrameProps) {
  const { onOverlayHost } = annotations;
  const [host, setHost] = useState<HTMLElement | null>(null);
  const hostRef = useCallback(
    (element: HTMLElement | null) => {
      setHost(element);
      onOverlayHost?.(element);
    },
    [onOverlayHost],
  );
  const playheadFrame = usePlayheadFrame(videoRef, clock, src);
  return (
    <Box
      data-testid="review-player-frame"
      sx={{
        position: 'relative',
        width: `min(100%, calc(${maxPictureHeight} * ${shape.width} / ${shape.height}))`,
        mx: 'auto',
        aspectRatio: `${shape.width} / ${shape.height}`,
        bgcolor: '#000',
        borderRadius: 2,
        overflow: 'hidden',
      }}
    >
      {children}
      <Box
        ref={hostRef}
        data-testid="player-overlay-host"
        sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
      >
        <LazyDrawingLayer
          host={host}
          videoRef={videoRef}
          source={src}
          drawings={shownDrawings(annotations, playheadFrame)}
          label={ANNOTATION_MESSAGES.hasDrawing}
        />
      </Box>
      {overlay}
    </Box>
  );
}

/** The drawings over the picture: the selected note's, those of the playhead's frame, the pending one. */
function shownDrawings(annotations: PictureAnnotations, playheadFrame: number | null): NoteDrawing[] {
  const { annotated, selectedId, pendingDrawing, hideDrawings } = annotations;
  if (hideDrawings) return [];
  return [
    ...annotated
      .filter((n) => n.drawing && (n.id === selectedId || noteShownAtFrame(n, playheadFrame)))
      .map((n) => n.drawing as NoteDrawing),
    ...(pendingDrawing ? [pendingDrawing] : []),
  ];
}

/** What the frame says when there is no video to play (yet). */
export function FrameMessage({ text, testId }: { text: string; testId?: string }) {
  return (
    <Box
      role={testId ? 'status' : undefined}
      data-testid={testId}
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        p: 2,
        textAlign: 'center',
      }}
    >
      <Typography sx={{ color: testId ? '#fff' : 'text.secondary' }}>{text}</Typography>
    </Box>
  );
}

/** A playback error, said over the picture with Retry. */
export function PlaybackErrorOverlay({ onRetry }: { onRetry(): void }) {
  return (
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
      <Button variant="contained" onClick={onRetry}>
        {REVIEW_MESSAGES.retryPlayback}
      </Button>
    </Box>
  );
}
