/** A video row's summary line: thumbnail, order and title, version and pending notes, a refused file's reason, the status chip. */
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ProjectVideo } from '../../../../../shared/api/endpoints/projects';
import { COLOURS } from '../../../../../shared/domain/colours';
import type { videoRefusal } from '../../../../../shared/domain/refused-video';
import {
  REFUSED_VIDEO_COLOUR,
  VIDEO_STATUS_COLOURS,
  VIDEO_STATUS_LABELS,
} from '../../../../../shared/domain/video-status-display';
import { countOf } from '../../../../../shared/lib/plural';
import { VIDEO_MESSAGES } from '../../../../../shared/messages/video-messages';
import { StableThumbnail } from '../../../components/media/stable-thumbnail';

type Refusal = ReturnType<typeof videoRefusal>;

export function VideoRowSummary({
  video,
  versionNumber,
  refusal,
}: {
  video: ProjectVideo;
  /** The current version's number; null when the video has none. */
  versionNumber: number | null;
  refusal: Refusal;
}) {
  // Counts over every note of the version (the answer's), not the notes loaded so far.
  const pendingNotes = video.noteCounts.pending;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, width: '100%' }}>
      <StableThumbnail
        src={video.thumbnailUrl}
        sx={{
          width: 64,
          height: 40,
          objectFit: 'cover',
          borderRadius: 1,
          flexShrink: 0,
          bgcolor: '#000',
        }}
        placeholderSx={{ width: 64, height: 40, borderRadius: 1, flexShrink: 0, bgcolor: 'action.hover' }}
      />
      <Box
        sx={{
          minWidth: 0,
          flexGrow: 1,
          display: 'flex',
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          alignItems: 'center',
          columnGap: 1.5,
        }}
      >
        <Box sx={{ minWidth: 0, flexGrow: 1, flexBasis: { xs: '100%', sm: 'auto' } }}>
          <Typography component="span" sx={{ fontWeight: 600, display: 'block' }} noWrap>
            {video.orderIndex}. {video.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {versionNumber !== null
              ? VIDEO_MESSAGES.versionLabel(versionNumber)
              : VIDEO_MESSAGES.noVersionAssigned}
            {pendingNotes > 0 ? ` · ${countOf(pendingNotes, 'pending note', 'pending notes')}` : ''}
          </Typography>
          {refusal !== null ? (
            <Typography
              variant="body2"
              color="error"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
              data-testid="damaged-file-note"
            >
              <ErrorOutlineIcon fontSize="small" aria-hidden="true" />
              {VIDEO_MESSAGES.damagedFile} {VIDEO_MESSAGES.damageReasons[refusal]}
            </Typography>
          ) : null}
        </Box>
        <VideoRowStatusChip status={video.status} refused={refusal !== null} />
      </Box>
    </Box>
  );
}

function VideoRowStatusChip({ status, refused }: { status: ProjectVideo['status']; refused: boolean }) {
  const colour = COLOURS[refused ? REFUSED_VIDEO_COLOUR : VIDEO_STATUS_COLOURS[status]];
  return (
    <Chip
      size="small"
      label={refused ? VIDEO_MESSAGES.refusedChip : VIDEO_STATUS_LABELS[status]}
      // The label in the body text colour (4.5:1 on every tint); the status colour on dot and border.
      icon={
        <Box
          component="span"
          aria-hidden="true"
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: colour, ml: '8px !important' }}
        />
      }
      sx={{
        color: 'text.primary',
        bgcolor: `${colour}22`,
        border: `1px solid ${colour}66`,
        fontWeight: 600,
        flexShrink: 0,
        mt: { xs: 0.5, sm: 0 },
      }}
      data-testid="video-status-chip"
    />
  );
}
