/**
 * The current video. Desktop: its title with 'Video Approved' and 'Version N' chips above the player, the
 * thumbnail strip (more than one video) and the shortcuts help below. Phone: a swipeable card (swipe or the
 * arrows step the videos) with the title, 'n of m', the version and the approval under the player.
 */
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReviewVideo as ReviewVideoData } from '../../../../../shared/api/endpoints/review';
import { REVIEW_MESSAGES } from '../../../../../shared/messages/review-messages';
import type { ReviewSession } from '../hooks/use-review-session';
import type { ReviewWorkspace } from '../hooks/use-review-workspace';
import { useSwipe } from '../hooks/use-swipe';
import { ReviewVideo } from './review-video';
import { ShortcutHelp } from './shortcut-help';
import { ThumbnailStrip } from './thumbnail-strip';
import { NextVideoButton, PreviousVideoButton } from './video-nav';

interface VideoCardProps {
  session: ReviewSession;
  video: ReviewVideoData;
  workspace: ReviewWorkspace;
  /** The phone's tallest picture. */
  maxPictureHeight: string;
}

const versionLabel = (video: ReviewVideoData) =>
  REVIEW_MESSAGES.versionLabel(video.currentVersion?.versionNumber ?? 1);

export function DesktopVideoCard({ session, video, workspace }: Omit<VideoCardProps, 'maxPictureHeight'>) {
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Typography variant="h3" component="h2" noWrap sx={{ flex: 1 }}>
          {video.title}
        </Typography>
        {video.status === 'approved' ? (
          <Chip color="success" icon={<CheckCircle />} label={REVIEW_MESSAGES.videoApproved} />
        ) : null}
        <Chip variant="outlined" label={versionLabel(video)} />
      </Box>
      <ReviewVideo session={session} video={video} workspace={workspace} desktop />
      {session.count > 1 ? (
        <ThumbnailStrip videos={session.review.videos} current={session.index} onSelect={session.goTo} />
      ) : null}
      <ShortcutHelp />
    </Box>
  );
}

export function PhoneVideoCard({ session, video, workspace, maxPictureHeight }: VideoCardProps) {
  const { index, count } = session;
  const swipe = useSwipe(session.goNext, session.goPrevious);
  return (
    <Paper
      {...swipe.handlers}
      data-testid="review-card"
      aria-roledescription="carousel"
      aria-label={`${video.title}, ${REVIEW_MESSAGES.counter(index + 1, count)}`}
      sx={{
        p: 1.5,
        touchAction: 'pan-y',
        transform: `translateX(${swipe.offset}px)`,
        transition: swipe.offset === 0 ? 'transform 160ms ease-out' : 'none',
      }}
    >
      <ReviewVideo {...{ session, video, workspace, maxPictureHeight }} desktop={false} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <PreviousVideoButton session={session} />
        <Box sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
          <Typography variant="h6" component="h2" noWrap>
            {video.title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {REVIEW_MESSAGES.counter(index + 1, count)} · {versionLabel(video)}
            {video.status === 'approved' ? ` · ${REVIEW_MESSAGES.videoApproved}` : ''}
          </Typography>
        </Box>
        <NextVideoButton session={session} />
      </Box>
    </Paper>
  );
}
