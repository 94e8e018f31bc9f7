/** The desktop strip of video thumbnails (shown when the review has more than one video). */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ReviewVideo } from '../../../../../shared/api/endpoints/review';

interface ThumbnailStripProps {
  videos: readonly ReviewVideo[];
  current: number;
  onSelect(index: number): void;
}

export function ThumbnailStrip({ videos, current, onSelect }: ThumbnailStripProps) {
  return (
    <Box
      component="nav"
      aria-label="Videos in this review"
      sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1, mt: 2 }}
    >
      {videos.map((video, i) => {
        const thumb = video.currentVersion?.thumbnailUrl;
        return (
          <ButtonBase
            key={video.id}
            onClick={() => onSelect(i)}
            aria-label={`${video.title}${video.status === 'approved' ? ' (approved)' : ''}`}
            aria-current={i === current ? 'true' : undefined}
            sx={{
              flex: '0 0 auto',
              width: 152,
              flexDirection: 'column',
              alignItems: 'stretch',
              borderRadius: 1.5,
              overflow: 'hidden',
              border: '2px solid',
              borderColor: i === current ? 'primary.main' : 'transparent',
              bgcolor: 'background.paper',
            }}
          >
            <Box
              sx={{
                aspectRatio: '16 / 9',
                bgcolor: '#000',
                backgroundImage: thumb ? `url("${thumb}")` : undefined,
                backgroundSize: 'cover',
                backgroundPosition: 'center',
              }}
            />
            <Typography variant="caption" noWrap sx={{ px: 1, py: 0.5, textAlign: 'left' }}>
              {video.title}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
