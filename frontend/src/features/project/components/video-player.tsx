/**
 * Plays the current version: our stored copy in an HTML5 player (seekable), else the Drive preview. With the
 * player focused, comma / period step one frame back / forward at the version's rate (whole frames, landing in
 * the middle of the frame: frontend/src/lib/video-frames.ts).
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { noteShownAtFrame } from '../../../../../shared/domain/note-range';
import type { NoteDrawing } from '../../../../../shared/domain/note-drawing';
import { ANNOTATION_MESSAGES } from '../../../../../shared/messages/annotation-messages';
import { LazyDrawingLayer } from '../../../components/annotations/lazy-drawing-layer';

/** The watch heatmap (Pro) is loaded with its query only on the project page's players. */
const WatchHeatmap = lazy(() => import('../analytics/watch-heatmap'));
import { NoteTimeline } from '../../../components/annotations/note-timeline';
import type { PlayerHandle } from '../../../components/annotations/player-handle';
import {
  pendingRangeOf,
  useNoteAnnotations,
  type NoteAnnotations as NoteAnnotationsState,
} from '../../../components/annotations/use-note-annotations';
import { usePlayheadFrame, useVideoDurationMs } from '../../../components/annotations/use-playhead';
import type { ProjectVideo } from '../../../../../shared/api/endpoints/projects';
import {
  noteFrame,
  versionMsAt,
  type FrameClock,
  type FrameTiming,
} from '../../../../../shared/lib/frame-time';
import { PlayerPosition } from '../../../lib/time-display';
import { playedFrameClock, seekToMs, stepFrames, versionFrameTiming } from '../../../lib/video-frames';
import { VIDEO_MESSAGES } from '../../../../../shared/messages/video-messages';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';
import { StableThumbnail } from '../../../components/media/stable-thumbnail';

const OwnerNoteComposer = lazy(() => import('./owner-note-composer'));

/** What the editor's note composer needs from the row (the player gives the rest). */
export interface NoteComposerOptions {
  projectId: string;
  disabled: boolean;
  guard(): boolean;
}

/** Where the frames of the video's current version are on its player's timeline (rate, first frame, VFR). */
export function currentVersionClock(video: ProjectVideo): FrameClock {
  const version = video.versions.find((v) => v.id === video.currentVersionId);
  return playedFrameClock(version, video.playbackAlternatives, video.playbackUrl);
}

/** The timing (rate, drop-frame) of the video's current version. */
export function currentVersionTiming(video: ProjectVideo): FrameTiming {
  return versionFrameTiming(video.versions.find((v) => v.id === video.currentVersionId));
}

/** Comma / period on the focused player: one frame back / forward. */
function frameStepKeys(clock: FrameClock) {
  return (event: KeyboardEvent<HTMLVideoElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const frames = event.key === ',' ? -1 : event.key === '.' ? 1 : 0;
    if (frames === 0) return;
    event.preventDefault();
    stepFrames(event.currentTarget, frames, clock);
  };
}

/**
 * The current version's notes on a timeline under the player (a band per range note) and their drawings over
 * the picture while a note is selected or the playhead is on its frame (or within its range).
 */
function NoteAnnotations({
  video,
  videoRef,
  host,
  selectedId,
  onSeek,
  marking,
}: {
  video: ProjectVideo;
  videoRef: RefObject<HTMLVideoElement | null>;
  host: HTMLElement | null;
  selectedId: string | null;
  onSeek(ms: number): void;
  /** The editor's note being made: its marked range on the strip, and a drag along the strip marks one. */
  marking?: { annotations: NoteAnnotationsState; timing: FrameTiming } | undefined;
}) {
  const clock = useMemo(() => currentVersionClock(video), [video]);
  const playhead = usePlayheadFrame(videoRef, clock, video.playbackUrl);
  const elementDuration = useVideoDurationMs(videoRef, video.playbackUrl);
  const current = video.versions.find((v) => v.id === video.currentVersionId);
  const drawings = video.notes
    .filter((n) => n.drawing && (n.id === selectedId || noteShownAtFrame(n, playhead)))
    .map((n) => n.drawing as NoteDrawing);
  return (
    <>
      {host
        ? createPortal(
            <LazyDrawingLayer
              host={host}
              videoRef={videoRef}
              source={video.playbackUrl}
              drawings={drawings}
              label={ANNOTATION_MESSAGES.hasDrawing}
            />,
            host,
          )
        : null}
      {video.notes.length > 0 || video.playbackScrub || marking ? (
        <Box sx={{ mt: 1, display: 'flex' }}>
          <NoteTimeline
            markers={video.notes.map((n) => ({
              id: n.id,
              timecodeMs: n.timecodeMs,
              rangeEndMs: n.rangeEndMs ?? null,
              label: n.body,
              draft: false,
              selected: n.id === selectedId,
            }))}
            durationMs={elementDuration ?? current?.durationMs ?? null}
            onSeek={onSeek}
            scrub={video.playbackScrub}
            {...(marking
              ? {
                  pendingRange: pendingRangeOf(marking.annotations),
                  onDragRange: marking.annotations.markRangeMs,
                }
              : {})}
          />
        </Box>
      ) : null}
      {current ? (
        <Suspense fallback={null}>
          <WatchHeatmap
            projectId={video.projectId}
            versionId={current.id}
            durationMs={elementDuration ?? current.durationMs}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export function VideoPlayer({
  video,
  videoRef,
  selectedNoteId = null,
  onSeek,
  noteComposer,
}: {
  video: ProjectVideo;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The note selected in the feedback list (its drawing shows over the picture). */
  selectedNoteId?: string | null;
  /** Seek to a note (from the timeline). */
  onSeek?: (ms: number) => void;
  /** The editor's own note under the player (our stored copy only: it needs frames). */
  noteComposer?: NoteComposerOptions;
}) {
  const frame = {
    width: '100%',
    aspectRatio: '16 / 9',
    bgcolor: '#000',
    borderRadius: 2,
    overflow: 'hidden',
    position: 'relative',
  } as const;
  if (video.playbackKind === 'failed') {
    // The file was refused at import: no player, the reason and what to do.
    return (
      <Box
        sx={{ ...frame, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
        data-testid="damaged-file"
      >
        <Typography sx={{ color: '#fff', textAlign: 'center' }}>{VIDEO_MESSAGES.damagedFile}</Typography>
      </Box>
    );
  }
  const proxy = video.versions.find((v) => v.id === video.currentVersionId)?.proxy;
  if (video.playbackKind === 'processing' && proxy?.status === 'processing') {
    // The original does not play in a browser: no dead player, the copy's progress instead.
    return (
      <Box
        sx={{ ...frame, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
        role="status"
        data-testid="proxy-progress"
      >
        <Box sx={{ width: '80%', textAlign: 'center' }}>
          <Typography sx={{ color: '#fff', mb: 1 }}>
            {VIDEO_MESSAGES.makingPlayableCopy(proxy.progress)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={proxy.progress}
            aria-label={VIDEO_MESSAGES.makingPlayableCopy(proxy.progress)}
          />
        </Box>
      </Box>
    );
  }
  if (video.playbackKind === 'processing') {
    // Being copied from Drive: its thumbnail and the state, not the Drive preview page. That page in a frame
    // is refused by the CSP where Drive is not an allowed frame origin (a broken-frame icon) and asks a
    // private file's viewer to sign in to Google; the page re-reads the project until the copy plays.
    return (
      <Box
        sx={{ ...frame, display: 'grid', placeItems: 'center' }}
        role="status"
        data-testid="video-processing"
      >
        <StableThumbnail
          src={video.thumbnailUrl}
          sx={{ gridArea: '1 / 1', width: '100%', height: '100%', objectFit: 'contain', opacity: 0.45 }}
          placeholderSx={{ gridArea: '1 / 1' }}
        />
        <Chip
          label={EDITOR_APP_MESSAGES.processing}
          sx={{ gridArea: '1 / 1', bgcolor: 'rgba(0,0,0,0.7)', color: '#fff' }}
        />
      </Box>
    );
  }
  if (!video.playbackUrl) {
    return (
      <Box sx={{ ...frame, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Typography color="text.secondary">
          {video.currentVersionId ? VIDEO_MESSAGES.noVersionFound : VIDEO_MESSAGES.noVersionAssigned}
        </Typography>
      </Box>
    );
  }
  if (video.playbackKind === 'stored') {
    return (
      <StoredPlayer
        video={video}
        videoRef={videoRef}
        frame={frame}
        selectedNoteId={selectedNoteId}
        onSeek={onSeek ?? (() => undefined)}
        noteComposer={noteComposer}
      />
    );
  }
  return (
    <Box sx={frame}>
      <Box
        component="iframe"
        src={video.playbackUrl}
        title={`Player: ${video.title}`}
        allow="autoplay; fullscreen"
        sx={{ border: 0, width: '100%', height: '100%' }}
      />
      <Chip
        size="small"
        label={EDITOR_APP_MESSAGES.driveFallback}
        sx={{ position: 'absolute', top: 8, left: 8, bgcolor: 'rgba(0,0,0,0.7)' }}
      />
    </Box>
  );
}

/** The project page's <video> behind the handle the annotation controls drive (as the review player's). */
function usePlayerHandle(
  videoRef: RefObject<HTMLVideoElement | null>,
  clock: FrameClock,
): RefObject<PlayerHandle | null> {
  return useMemo<RefObject<PlayerHandle | null>>(() => {
    const handle: PlayerHandle = {
      currentTimeMs: () => versionMsAt(videoRef.current?.currentTime ?? 0, clock),
      currentFrame: () => {
        const v = videoRef.current;
        return v ? noteFrame({ currentTime: v.currentTime }, clock) : null;
      },
      pause: () => videoRef.current?.pause(),
      isPaused: () => videoRef.current?.paused ?? true,
      seekMs: (ms) => {
        if (videoRef.current) seekToMs(videoRef.current, ms, clock);
      },
      video: () => videoRef.current,
    };
    return { current: handle };
  }, [videoRef, clock]);
}

/** Our stored copy in the HTML5 player, its notes' timeline and drawings, and the editor's note composer. */
function StoredPlayer({
  video,
  videoRef,
  frame,
  selectedNoteId,
  onSeek,
  noteComposer,
}: {
  video: ProjectVideo;
  videoRef: RefObject<HTMLVideoElement | null>;
  frame: Record<string, unknown>;
  selectedNoteId: string | null;
  onSeek(ms: number): void;
  noteComposer: NoteComposerOptions | undefined;
}) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  const timing = currentVersionTiming(video);
  const clock = useMemo(() => currentVersionClock(video), [video]);
  const player = usePlayerHandle(videoRef, clock);
  const version = video.versions.find((v) => v.id === video.currentVersionId) ?? null;
  const annotations = useNoteAnnotations(player, version);
  const url = video.playbackUrl ?? undefined;
  return (
    <Box>
      <Box sx={frame}>
        <Box
          component="video"
          ref={videoRef}
          src={url}
          poster={video.thumbnailUrl ?? undefined}
          controls
          preload="metadata"
          playsInline
          aria-label={`Player: ${video.title}`}
          onKeyDown={(event: KeyboardEvent<HTMLVideoElement>) => {
            frameStepKeys(clock)(event);
            if (event.defaultPrevented || !noteComposer || noteComposer.disabled) return;
            if (event.altKey || event.ctrlKey || event.metaKey) return;
            // I / O on the focused player mark the editor's note range, as on the review page.
            const key = event.key.toLowerCase();
            if (key !== 'i' && key !== 'o') return;
            event.preventDefault();
            if (key === 'i') annotations.markIn();
            else annotations.markOut();
          }}
          aria-keyshortcuts={noteComposer && !noteComposer.disabled ? ', . I O' : ', .'}
          sx={{ width: '100%', height: '100%', display: 'block', objectFit: 'contain' }}
        />
        <PlayerPosition videoRef={videoRef} timing={timing} clock={clock} source={video.playbackUrl} />
        <Box
          ref={setHost}
          data-testid="player-overlay-host"
          sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
        />
      </Box>
      <NoteAnnotations
        video={video}
        videoRef={videoRef}
        host={host}
        selectedId={selectedNoteId}
        onSeek={onSeek}
        marking={noteComposer && !noteComposer.disabled ? { annotations, timing } : undefined}
      />
      {noteComposer ? (
        <Suspense fallback={null}>
          <OwnerNoteComposer
            {...noteComposer}
            video={video}
            host={host}
            player={player}
            annotations={annotations}
            timing={timing}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
