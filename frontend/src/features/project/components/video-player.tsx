/**
 * Plays the current version: our stored copy in an HTML5 player (seekable), else the Drive preview. With the
 * player focused, comma / period step one frame back / forward at the version's rate (whole frames, landing in
 * the middle of the frame: frontend/src/lib/video-frames.ts).
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent, RefObject } from 'react';
import type { ProjectVideo } from '../../../../../shared/api/endpoints/projects';
import type { FrameRate, FrameTiming } from '../../../../../shared/lib/frame-time';
import { PlayerPosition } from '../../../lib/time-display';
import { stepFrames, versionFrameRate, versionFrameTiming } from '../../../lib/video-frames';
import { VIDEO_MESSAGES } from '../../../../../shared/messages/video-messages';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';

/** The frame rate of the video's current version (the player's default when unknown). */
export function currentVersionFrameRate(video: ProjectVideo): FrameRate {
  return versionFrameRate(video.versions.find((v) => v.id === video.currentVersionId));
}

/** The timing (rate, drop-frame) of the video's current version. */
export function currentVersionTiming(video: ProjectVideo): FrameTiming {
  return versionFrameTiming(video.versions.find((v) => v.id === video.currentVersionId));
}

/** Comma / period on the focused player: one frame back / forward. */
function frameStepKeys(rate: FrameRate) {
  return (event: KeyboardEvent<HTMLVideoElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const frames = event.key === ',' ? -1 : event.key === '.' ? 1 : 0;
    if (frames === 0) return;
    event.preventDefault();
    stepFrames(event.currentTarget, frames, rate);
  };
}

export function VideoPlayer({
  video,
  videoRef,
}: {
  video: ProjectVideo;
  videoRef: RefObject<HTMLVideoElement | null>;
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
      <Box sx={frame}>
        <Box
          component="video"
          ref={videoRef}
          src={video.playbackUrl}
          poster={video.thumbnailUrl ?? undefined}
          controls
          preload="metadata"
          playsInline
          aria-label={`Player: ${video.title}`}
          onKeyDown={frameStepKeys(currentVersionFrameRate(video))}
          sx={{ width: '100%', height: '100%', display: 'block', objectFit: 'contain' }}
        />
        <PlayerPosition videoRef={videoRef} timing={currentVersionTiming(video)} source={video.playbackUrl} />
      </Box>
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
        label={
          video.playbackKind === 'processing'
            ? EDITOR_APP_MESSAGES.processing
            : EDITOR_APP_MESSAGES.driveFallback
        }
        sx={{ position: 'absolute', top: 8, left: 8, bgcolor: 'rgba(0,0,0,0.7)' }}
      />
    </Box>
  );
}
