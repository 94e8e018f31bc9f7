/** Plays the current version: our stored copy in an HTML5 player (seekable), else the Drive preview. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { RefObject } from 'react';
import type { ProjectVideo } from '../../../../../shared/api/endpoints/projects';
import { VIDEO_MESSAGES } from '../../../../../shared/messages/video-messages';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';

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
          sx={{ width: '100%', height: '100%', display: 'block', objectFit: 'contain' }}
        />
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
