/**
 * The review page's header. Desktop: 'Client Review Portal', the project and the client, and the 'n of m'
 * counter with previous/next. Phone: a fixed bar with the project, the client with the creation date 'MMM d'
 * and the 'Review' badge (the videos are stepped under the video card).
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatReviewHeaderDate } from '../../../../../shared/lib/date-format';
import { REVIEW_MESSAGES } from '../../../../../shared/messages/review-messages';
import type { ReviewSession } from '../hooks/use-review-session';
import { NextVideoButton, PreviousVideoButton } from './video-nav';
import { BrandMark } from '../brand/brand-mark';

export const PHONE_HEADER_HEIGHT = 64;

export function ReviewHeader({ session, desktop }: { session: ReviewSession; desktop: boolean }) {
  const { project, brand } = session.review;
  if (!desktop) {
    return (
      // A plain fixed header (MUI's AppBar adds only a Paper and its colour variants here).
      <Box
        component="header"
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          zIndex: 'appBar',
          display: 'flex',
          flexDirection: 'column',
          height: PHONE_HEADER_HEIGHT,
          justifyContent: 'center',
          px: 2,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {brand?.logo ? (
            <BrandLogoOnly url={brand.logo.url} name={brand.displayName} />
          ) : brand ? (
            <Typography data-testid="brand-mark" noWrap sx={{ maxWidth: 120, fontWeight: 650, fontSize: 13 }}>
              {brand.displayName}
            </Typography>
          ) : null}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h1" noWrap>
              {project.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {project.clientDisplayName} · {formatReviewHeaderDate(project.createdAt)}
            </Typography>
          </Box>
          <Chip size="small" color="primary" label={REVIEW_MESSAGES.reviewBadge} />
        </Box>
      </Box>
    );
  }
  return (
    <Box
      component="header"
      sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', mb: 3 }}
    >
      <Box>
        {brand ? (
          <Box sx={{ mb: 1 }}>
            <BrandMark brand={brand} height={40} />
          </Box>
        ) : (
          <Typography variant="overline" color="primary.light">
            {REVIEW_MESSAGES.portalTitle}
          </Typography>
        )}
        <Typography variant="h1">{project.name}</Typography>
        <Typography color="text.secondary">{project.clientDisplayName}</Typography>
      </Box>
      {session.count > 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <PreviousVideoButton session={session} />
          <Typography
            aria-live="polite"
            sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 56, textAlign: 'center' }}
          >
            {REVIEW_MESSAGES.counter(session.index + 1, session.count)}
          </Typography>
          <NextVideoButton session={session} />
        </Box>
      ) : null}
    </Box>
  );
}

/** The phone bar has room for the logo only (the studio's name is its alternative text). */
function BrandLogoOnly({ url, name }: { url: string; name: string }) {
  return (
    <Box
      component="img"
      data-testid="brand-mark"
      src={url}
      alt={name}
      height={32}
      sx={{ height: 32, width: 'auto', maxWidth: 96, objectFit: 'contain' }}
    />
  );
}
