/**
 * Follow / Following on the project page: a pressed-state toggle button (aria-pressed) for the signed-in
 * member's own choice; every role may use it. Hidden until the state is known, so it never flips on load.
 */
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PROJECT_MESSAGES } from '../../../../../shared/messages/project-messages';
import { useProjectFollow, useSetProjectFollow } from '../api/project-follow';

export function FollowToggle({ projectId }: { projectId: string }) {
  const state = useProjectFollow(projectId);
  const change = useSetProjectFollow(projectId);
  if (!state.data) return null;
  const following = state.data.following;
  return (
    <Box component="span">
      <Button
        variant={following ? 'contained' : 'outlined'}
        aria-pressed={following}
        aria-describedby="follow-hint"
        startIcon={following ? <NotificationsActiveIcon /> : <NotificationsNoneIcon />}
        onClick={() => change.mutate(!following)}
        disabled={change.isPending}
        size="small"
        sx={{ minHeight: { xs: 44, sm: 0 } }}
      >
        {following ? PROJECT_MESSAGES.following : PROJECT_MESSAGES.follow}
      </Button>
      <Typography id="follow-hint" variant="caption" color="text.secondary" sx={{ display: 'none' }}>
        {following ? PROJECT_MESSAGES.followingHint : PROJECT_MESSAGES.followHint}
      </Typography>
      {change.isError ? (
        <Typography role="alert" variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
          {PROJECT_MESSAGES.followFailed}
        </Typography>
      ) : null}
    </Box>
  );
}
