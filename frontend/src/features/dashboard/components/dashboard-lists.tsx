/** The dashboard's list cards: links about to expire, reminders to act on, links the clients opened. */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { DashboardResponse } from '../../../../../shared/api/endpoints/dashboard';
import type { Notification } from '../../../../../shared/domain/entities';
import { formatLinkExpiry, formatLinkOpened } from '../../../../../shared/lib/date-format';
import { COMMON_MESSAGES } from '../../../../../shared/messages/common-messages';
import { DASHBOARD_MESSAGES } from '../../../../../shared/messages/dashboard-messages';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';
import { LINK_CARD_MESSAGES } from '../../../../../shared/messages/link-card-messages';
import { ProjectStatusChip } from '../../../components/status/project-status-chip';
import { paths } from '../../../config/paths';
import { useDismissReminder } from '../api/dismiss-reminder';
import { useMarkReminderRead } from '../api/mark-reminder-read';

function toAppPath(link: string): string {
  try {
    const url = new URL(link, window.location.origin);
    return `${url.pathname}${url.search}`;
  } catch {
    return link;
  }
}

export function Reminders({ reminders }: { reminders: Notification[] }) {
  const navigate = useNavigate();
  const dismiss = useDismissReminder();
  const markRead = useMarkReminderRead();
  return (
    <DashboardListCard
      title={EDITOR_APP_MESSAGES.remindersTitle}
      empty={reminders.length === 0 ? EDITOR_APP_MESSAGES.remindersEmpty : null}
      fullHeight
    >
      {reminders.map((r) => (
        <ListItem key={r.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ListItemText primary={r.title} secondary={r.body} sx={{ minWidth: 180 }} />
          <Stack direction="row" spacing={1}>
            {r.link ? (
              <Button
                size="small"
                onClick={() => {
                  // Failures here are only logged (spec §8).
                  markRead.mutate(r.id, { onError: (e) => console.warn('Reminder update failed', e) });
                  navigate(toAppPath(r.link ?? ''));
                }}
              >
                {COMMON_MESSAGES.view}
              </Button>
            ) : null}
            <Button
              size="small"
              color="inherit"
              onClick={() =>
                dismiss.mutate(r.id, { onError: (e) => console.warn('Reminder dismiss failed', e) })
              }
            >
              {COMMON_MESSAGES.dismiss}
            </Button>
          </Stack>
        </ListItem>
      ))}
    </DashboardListCard>
  );
}

export function ExpiringLinks({ links, now }: { links: DashboardResponse['expiringLinks']; now: Date }) {
  void now;
  return (
    <DashboardListCard
      title={EDITOR_APP_MESSAGES.expiringTitle}
      empty={links.length === 0 ? EDITOR_APP_MESSAGES.expiringEmpty : null}
      fullHeight
    >
      {links.map((l) => (
        <ListItem key={l.projectId} divider disableGutters>
          <ListItemText
            primary={
              <Link component={RouterLink} to={paths.project(l.projectId)}>
                {l.name}
              </Link>
            }
            secondary={`${l.clientDisplayName} · ${EDITOR_APP_MESSAGES.reviewLinkExpiresAt(formatLinkExpiry(l.expiresAt))}`}
          />
          <ProjectStatusChip status={l.status} />
        </ListItem>
      ))}
    </DashboardListCard>
  );
}

export function OpenedLinks({ links }: { links: DashboardResponse['openedLinks'] }) {
  return (
    <DashboardListCard
      title={DASHBOARD_MESSAGES.openedLinksTitle}
      empty={links.length === 0 ? DASHBOARD_MESSAGES.openedLinksEmpty : null}
      listTestId="opened-links"
    >
      {links.map((l) => (
        <ListItem key={l.projectId} divider disableGutters>
          <ListItemText
            primary={
              <Link component={RouterLink} to={paths.project(l.projectId)}>
                {l.name}
              </Link>
            }
            secondary={`${l.clientDisplayName} · ${LINK_CARD_MESSAGES.opened(l.count, formatLinkOpened(l.lastOpenedAt))}`}
          />
        </ListItem>
      ))}
    </DashboardListCard>
  );
}

/** The dashboard's list cards: a heading, then either the empty text or the dense list of rows. */
function DashboardListCard({
  title,
  empty,
  fullHeight = false,
  listTestId,
  children,
}: {
  title: string;
  /** The text shown instead of the list when it has no rows; null when there are rows. */
  empty: string | null;
  fullHeight?: boolean;
  listTestId?: string;
  children: ReactNode;
}) {
  return (
    <Card sx={fullHeight ? { height: '100%' } : undefined}>
      <CardContent>
        <Typography variant="h4" component="h2" gutterBottom>
          {title}
        </Typography>
        {empty !== null ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <List dense disablePadding data-testid={listTestId}>
            {children}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
