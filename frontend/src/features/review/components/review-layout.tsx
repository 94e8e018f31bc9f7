/**
 * The client review page, one tree for every screen size. Desktop (width ≥ 1024): the header with the
 * counter, the video card with the player beside the feedback panel (tabs Add Notes / Approve). Phone: a
 * fixed header, the swipeable video card, the notes under it and a bottom bar with 'Add Note' and 'Actions'.
 * Both compose the same parts (header, player, notes, empty state); `desktop` picks their arrangement.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useToastsAboveBottom } from '../../../components/toast/toast-placement';
import type { ReviewSession } from '../hooks/use-review-session';
import { useReviewWorkspace, type ReviewWorkspace } from '../hooks/use-review-workspace';
import { emptyReviewText } from '../lib/empty-review';
import { FeedbackPanel } from './feedback-panel';
import { PHONE_BOTTOM_BAR_HEIGHT, PhoneActionBar } from './phone-action-bar';
import { PHONE_HEADER_HEIGHT, ReviewHeader } from './review-header';
import { ReviewNotes } from './review-notes';
import { DesktopVideoCard, PhoneVideoCard } from './review-video-card';

/**
 * The phone picture's tallest: the screen less the header, the bottom bar and what the card shows under the
 * picture (timeline, mark/draw controls, the title with its arrows), so a vertical clip fits whole.
 */
const PHONE_MAX_PICTURE_HEIGHT = `calc(100dvh - ${PHONE_HEADER_HEIGHT + PHONE_BOTTOM_BAR_HEIGHT + 200}px)`;

const DESKTOP_PAGE_SX = { maxWidth: 1400, mx: 'auto', px: 4, py: 3 } as const;
const PHONE_PAGE_SX = {
  minHeight: '100dvh',
  pt: `${PHONE_HEADER_HEIGHT + 12}px`,
  pb: `${PHONE_BOTTOM_BAR_HEIGHT + 16}px`,
} as const;

export function ReviewLayout({ session, desktop }: { session: ReviewSession; desktop: boolean }) {
  const workspace = useReviewWorkspace(session);
  // The phone's player starts under the header: toasts go above the bottom bar, where they cover no video.
  useToastsAboveBottom(desktop ? null : PHONE_BOTTOM_BAR_HEIGHT + 16);
  // Desktop: the header is part of the page's main region; the phone's fixed bars stand outside it.
  if (desktop) {
    return (
      <Box component="main" sx={DESKTOP_PAGE_SX}>
        <ReviewHeader session={session} desktop />
        <ReviewContent session={session} workspace={workspace} desktop />
      </Box>
    );
  }
  return (
    <Box sx={PHONE_PAGE_SX}>
      <ReviewHeader session={session} desktop={false} />
      <Box component="main" sx={{ px: 1.5 }}>
        <ReviewContent session={session} workspace={workspace} desktop={false} />
      </Box>
      <PhoneActionBar session={session} workspace={workspace} />
    </Box>
  );
}

interface ContentProps {
  session: ReviewSession;
  workspace: ReviewWorkspace;
  desktop: boolean;
}

/** The current video with its notes, or the empty review's text. */
function ReviewContent({ session, workspace, desktop }: ContentProps) {
  const { video } = session;
  if (!video) {
    return (
      <Paper sx={{ p: desktop ? 6 : 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{emptyReviewText(session.review)}</Typography>
      </Paper>
    );
  }
  const parts = { session, video, workspace };
  if (desktop) {
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 400px', gap: 3, alignItems: 'start' }}>
        <DesktopVideoCard {...parts} />
        <FeedbackPanel {...parts} />
      </Box>
    );
  }
  return (
    <>
      <PhoneVideoCard {...parts} maxPictureHeight={PHONE_MAX_PICTURE_HEIGHT} />
      <Box sx={{ mt: 2 }}>
        {session.noteCapMessage ? (
          <Typography role="status" color="warning.main" variant="body2">
            {session.noteCapMessage}
          </Typography>
        ) : null}
        <ReviewNotes {...parts} />
      </Box>
    </>
  );
}
