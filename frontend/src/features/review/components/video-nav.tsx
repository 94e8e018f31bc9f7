/** Previous / next video: in the desktop header, and beside the title under the phone's video card. */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import type { ReviewSession } from '../hooks/use-review-session';

type Nav = Pick<ReviewSession, 'index' | 'count' | 'goPrevious' | 'goNext'>;

export function PreviousVideoButton({ session }: { session: Nav }) {
  return (
    <IconButton aria-label="Previous video" onClick={session.goPrevious} disabled={session.index === 0}>
      <ChevronLeft />
    </IconButton>
  );
}

export function NextVideoButton({ session }: { session: Nav }) {
  return (
    <IconButton
      aria-label="Next video"
      onClick={session.goNext}
      disabled={session.index >= session.count - 1}
    >
      <ChevronRight />
    </IconButton>
  );
}
