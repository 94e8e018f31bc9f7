/**
 * The project's Activity: who did what, newest first (members by their name, clients by the name they gave
 * on the review link, marked Client), a page at a time. Every role that sees the project sees it.
 */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProjectActivity } from '../../../../../shared/domain/project-activity';
import { formatNoteTime } from '../../../../../shared/lib/date-format';
import { ACTIVITY_MESSAGES } from '../../../../../shared/messages/activity-messages';
import { useProjectActivity } from '../api/project-activity';

function ActivityLine({ entry }: { entry: ProjectActivity }) {
  return (
    <Stack component="li" spacing={0.25}>
      <Typography variant="body2">
        <strong>{ACTIVITY_MESSAGES.actor(entry)}</strong> {ACTIVITY_MESSAGES.action(entry)}
        {entry.actor.kind === 'client' ? (
          <Chip component="span" label={ACTIVITY_MESSAGES.client} size="small" sx={{ ml: 1 }} />
        ) : null}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="time" dateTime={entry.at}>
        {formatNoteTime(entry.at)}
      </Typography>
    </Stack>
  );
}

export function ActivityPanel({ projectId }: { projectId: string }) {
  const activity = useProjectActivity(projectId);
  const entries = activity.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card component="section" aria-labelledby="project-activity-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="project-activity-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {ACTIVITY_MESSAGES.title}
        </Typography>
        {activity.isPending ? (
          <Skeleton variant="rounded" height={80} />
        ) : activity.isError ? (
          <Typography color="error">{ACTIVITY_MESSAGES.loadFailed}</Typography>
        ) : entries.length === 0 ? (
          <Typography color="text.secondary">{ACTIVITY_MESSAGES.empty}</Typography>
        ) : (
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {entries.map((entry) => (
              <ActivityLine key={entry.id} entry={entry} />
            ))}
          </Stack>
        )}
        {activity.hasNextPage ? (
          <Button
            sx={{ mt: 1.5 }}
            onClick={() => void activity.fetchNextPage()}
            disabled={activity.isFetchingNextPage}
          >
            {ACTIVITY_MESSAGES.loadMore}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
