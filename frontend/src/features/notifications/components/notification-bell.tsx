/**
 * The bell: unread badge ('9+' above 9), a panel of up to 20, empty state, Mark all read, Retry on failure;
 * a click marks one read and follows its link. Polled every minute (conditional: 304 when nothing changed)
 * and when the tab comes back into view; after the first load a new unread one
 * shows a 6 s toast with 'View' when it has a link.
 */
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { LazyPopover as Popover } from '../../../components/feedback/lazy-overlays';
import Typography from '@mui/material/Typography';
import { formatDistanceToNow } from 'date-fns';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Notification } from '../../../../../shared/domain/entities';
import { notificationBadgeText } from '../../../../../shared/domain/notification-texts';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';
import { NOTIFICATION_MESSAGES } from '../../../../../shared/messages/notification-messages';
import { useToast } from '../../../components/toast/toast-context';
import { newNotificationsToToast } from './notifications-to-toast';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotifications } from '../api/list-notifications';

/** Spec §9: the toast lasts 6 s. */
export const NOTIFICATION_TOAST_MS = 6000;

function toAppPath(link: string): string {
  try {
    const url = new URL(link, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : link;
  } catch {
    return link;
  }
}

/** One notification: unread ones stand out; the body and how long ago below the title. */
function NotificationRow({
  notification: n,
  onOpen,
}: {
  notification: Notification;
  onOpen: (n: Notification) => void;
}) {
  return (
    <ListItemButton
      onClick={() => onOpen(n)}
      sx={{
        alignItems: 'flex-start',
        bgcolor: n.isRead ? undefined : 'rgba(139,92,246,0.10)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <ListItemText
        primary={
          <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            {!n.isRead ? (
              <Box
                component="span"
                aria-label="Unread"
                sx={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  flexShrink: 0,
                }}
              />
            ) : null}
            <span style={{ fontWeight: n.isRead ? 400 : 700 }}>{n.title}</span>
          </Box>
        }
        secondary={
          <>
            <Box component="span" sx={{ display: 'block' }}>
              {n.body}
            </Box>
            <Box component="span" sx={{ display: 'block', fontSize: 12, mt: 0.5 }}>
              {formatDistanceToNow(new Date(n.createdAt), { addSuffix: true })}
            </Box>
          </>
        }
      />
    </ListItemButton>
  );
}

/** The panel under the heading: loading, failed (with retry), empty, or the latest 20. */
function NotificationPanelBody({
  pending,
  failed,
  onRetry,
  items,
  onOpen,
}: {
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  items: readonly Notification[];
  onOpen: (n: Notification) => void;
}) {
  return pending ? (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress size={28} aria-label="Loading notifications" />
    </Box>
  ) : failed ? (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {NOTIFICATION_MESSAGES.retry}
        </Button>
      }
    >
      {NOTIFICATION_MESSAGES.loadFailed}
    </Alert>
  ) : items.length === 0 ? (
    <Box sx={{ textAlign: 'center', py: 5, px: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>{NOTIFICATION_MESSAGES.emptyTitle}</Typography>
      <Typography color="text.secondary">{NOTIFICATION_MESSAGES.emptyBody}</Typography>
    </Box>
  ) : (
    <List dense disablePadding aria-label="Notification list">
      {items.slice(0, 20).map((n) => (
        <NotificationRow key={n.id} notification={n} onOpen={onOpen} />
      ))}
    </List>
  );
}

export function NotificationBell() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const toast = useToast();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const seen = useRef<Set<string> | null>(null);

  const items = notifications.data?.items ?? [];
  const unread = notifications.data?.unreadCount ?? 0;
  const badge = notificationBadgeText(unread);

  const follow = (n: Notification) => {
    if (!n.link) return;
    const target = toAppPath(n.link);
    if (target.startsWith('/')) navigate(target);
    else window.location.assign(target);
  };

  // New unread notifications after the first load → one toast each (6 s, 'View' when there is a link).
  useEffect(() => {
    if (!notifications.data) return;
    const ids = new Set(notifications.data.items.map((n) => n.id));
    if (seen.current === null) {
      seen.current = ids;
      return;
    }
    const previous = seen.current;
    for (const n of newNotificationsToToast(notifications.data.items, previous)) {
      toast.show(n.title, {
        severity: 'info',
        duration: NOTIFICATION_TOAST_MS,
        ...(n.link ? { action: { label: NOTIFICATION_MESSAGES.view, onClick: () => follow(n) } } : {}),
      });
    }
    seen.current = ids;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only new data triggers toasts
  }, [notifications.data]);

  const open = (n: Notification) => {
    setAnchor(null);
    if (!n.isRead) {
      markRead.mutate(n.id, { onError: () => toast.error(NOTIFICATION_MESSAGES.markReadFailed) });
    }
    follow(n);
  };

  const markAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: () => toast.success(NOTIFICATION_MESSAGES.allMarkedRead),
      onError: () => toast.error(NOTIFICATION_MESSAGES.markAllReadFailed),
    });

  return (
    <>
      {/* The count badge sits beside the button, not inside it: the button's name carries the count, and its
          visible text must stay part of that name (WCAG 2.5.3). */}
      <Badge
        badgeContent={badge || undefined}
        color="error"
        invisible={!badge}
        overlap="circular"
        slotProps={{ badge: { 'aria-hidden': true } }}
        sx={{ '& .MuiBadge-badge': { pointerEvents: 'none', top: 8, right: 8 } }}
      >
        <IconButton
          color="inherit"
          aria-label={
            unread > 0
              ? `${EDITOR_APP_MESSAGES.notifications} (${badge} unread)`
              : EDITOR_APP_MESSAGES.notifications
          }
          aria-haspopup="dialog"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <NotificationsNoneIcon />
        </IconButton>
      </Badge>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: { width: { xs: 'calc(100vw - 24px)', sm: 380 }, maxHeight: 520 },
            role: 'dialog',
            'aria-label': EDITOR_APP_MESSAGES.notifications,
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Typography variant="h5" component="h2">
            {EDITOR_APP_MESSAGES.notifications}
          </Typography>
          <Button size="small" onClick={markAllRead} disabled={unread === 0 || markAll.isPending}>
            {NOTIFICATION_MESSAGES.markAllRead}
          </Button>
        </Box>
        <Divider />
        <NotificationPanelBody
          pending={notifications.isPending}
          failed={notifications.isError && !notifications.data}
          onRetry={() => void notifications.refetch()}
          items={items}
          onOpen={open}
        />
      </Popover>
    </>
  );
}
