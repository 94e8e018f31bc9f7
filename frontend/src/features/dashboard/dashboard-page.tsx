/** /Dashboard: greeting, plan usage, stats, insights, status pie, trend, expiring links, reminders, banner. */
import AddIcon from '@mui/icons-material/Add';
import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { DashboardResponse } from '../../../../shared/api/endpoints/dashboard';
import type { Notification } from '../../../../shared/domain/entities';
import { formatLinkExpiry, formatLinkOpened } from '../../../../shared/lib/date-format';
import { COMMON_MESSAGES } from '../../../../shared/messages/common-messages';
import { DASHBOARD_MESSAGES } from '../../../../shared/messages/dashboard-messages';
import { EDITOR_APP_MESSAGES } from '../../../../shared/messages/editor-app-messages';
import { LINK_CARD_MESSAGES } from '../../../../shared/messages/link-card-messages';
import { ErrorState } from '../../components/feedback/error-state';
import { ProjectStatusChip } from '../../components/status/project-status-chip';
import { useToast } from '../../components/toast/toast-context';
import { paths } from '../../config/paths';
import { useProfile } from '../../lib/api/get-profile';
import { isRateLimited } from '../../lib/api-error';
import { useAuth } from '../../lib/auth/auth-context';
import { useDismissReminder } from './api/dismiss-reminder';
import { useDashboard } from './api/get-dashboard';
import { useMarkReminderRead } from './api/mark-reminder-read';
import { LazyTooltip } from '../../components/feedback/lazy-tooltip';

// The charts library is the heaviest dependency: it loads after the rest of the dashboard has rendered.
const StatusPie = lazy(() => import('./components/status-charts').then((m) => ({ default: m.StatusPie })));
const TrendLine = lazy(() => import('./components/status-charts').then((m) => ({ default: m.TrendLine })));

function ChartFallback() {
  return <Skeleton variant="rounded" height={270} aria-label="Loading chart" />;
}

function StatCard({ label, value, colour }: { label: string; value: number | string; colour?: string }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ fontSize: '1.9rem', fontWeight: 700, color: colour ?? 'text.primary' }}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function CreateButtons({ canCreate }: { canCreate: boolean }) {
  return (
    <>
      <CreateButton canCreate={canCreate} variant="contained" icon={<AddIcon />}>
        {DASHBOARD_MESSAGES.newProject}
      </CreateButton>
      <CreateButton canCreate={canCreate} variant="outlined" icon={<CloudDownloadOutlinedIcon />}>
        {DASHBOARD_MESSAGES.createFromDrive}
      </CreateButton>
    </>
  );
}

/** Both ways to start a project lead to the import page; at the plan cap they are disabled with the reason. */
function CreateButton({
  canCreate,
  variant,
  icon,
  children,
}: {
  canCreate: boolean;
  variant: 'contained' | 'outlined';
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <LazyTooltip title={canCreate ? '' : EDITOR_APP_MESSAGES.planLimitReached}>
      <span>
        <Button
          variant={variant}
          startIcon={icon}
          component={RouterLink}
          to={paths.import}
          disabled={!canCreate}
        >
          {children}
        </Button>
      </span>
    </LazyTooltip>
  );
}

function toAppPath(link: string): string {
  try {
    const url = new URL(link, window.location.origin);
    return `${url.pathname}${url.search}`;
  } catch {
    return link;
  }
}

function Reminders({ reminders }: { reminders: Notification[] }) {
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

function ExpiringLinks({ links, now }: { links: DashboardResponse['expiringLinks']; now: Date }) {
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

function OpenedLinks({ links }: { links: DashboardResponse['openedLinks'] }) {
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

function DashboardSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading dashboard">
      <Skeleton width="35%" height={48} />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {[0, 1, 2, 3].map((i) => (
          <Grid key={i} size={{ xs: 6, md: 3 }}>
            <Skeleton variant="rounded" height={96} />
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" height={260} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" height={260} />
        </Grid>
      </Grid>
    </Box>
  );
}

export default function DashboardPage() {
  const dashboard = useDashboard();
  const profile = useProfile();
  const auth = useAuth();
  const toast = useToast();
  const toasted = useRef<unknown>(null);
  const now = new Date();

  useEffect(() => {
    const error = dashboard.error;
    if (!error || toasted.current === error) return;
    toasted.current = error;
    toast.error(isRateLimited(error) ? DASHBOARD_MESSAGES.rateLimitToast : DASHBOARD_MESSAGES.loadFailed);
  }, [dashboard.error, toast]);

  const name =
    profile.data?.displayName || profile.data?.fullName || auth.user?.fullName || auth.user?.email || '';

  if (dashboard.isPending) return <DashboardSkeleton />;
  if (dashboard.isError) {
    return (
      <ErrorState
        title={DASHBOARD_MESSAGES.loadErrorTitle}
        message={
          isRateLimited(dashboard.error) ? DASHBOARD_MESSAGES.tooManyRequests : DASHBOARD_MESSAGES.loadFailed
        }
        onRetry={() => void dashboard.refetch()}
        retrying={dashboard.isFetching}
      />
    );
  }
  const d = dashboard.data;
  const usage = d.planUsage;
  const planName = usage.plan.charAt(0).toUpperCase() + usage.plan.slice(1);

  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {DASHBOARD_MESSAGES.greeting(name)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <CreateButtons canCreate={usage.canCreate} />
        </Box>
      </Box>

      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="h4" component="h2">
              {EDITOR_APP_MESSAGES.planUsageTitle} · {planName}
            </Typography>
            <Typography color={usage.canCreate ? 'text.secondary' : 'error'}>
              {DASHBOARD_MESSAGES.usage(usage.used, usage.limit)}
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={usage.barWidthPct}
            color={usage.canCreate ? 'primary' : 'error'}
            aria-label={DASHBOARD_MESSAGES.usage(usage.used, usage.limit)}
            sx={{ height: 10, borderRadius: 5 }}
          />
          {!usage.canCreate ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {EDITOR_APP_MESSAGES.planLimitReached}{' '}
              <Link component={RouterLink} to={paths.upgrade}>
                Upgrade
              </Link>
            </Typography>
          ) : null}
        </CardContent>
      </Card>

      <Grid container spacing={2} component="section" aria-label="Project overview">
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label={EDITOR_APP_MESSAGES.stats.total} value={d.counts.total} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label={EDITOR_APP_MESSAGES.stats.active} value={d.counts.active} colour="#a78bfa" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label={EDITOR_APP_MESSAGES.stats.pending} value={d.counts.pending} colour="#f59e0b" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label={EDITOR_APP_MESSAGES.stats.approved} value={d.counts.approved} colour="#22c55e" />
        </Grid>
      </Grid>

      <Grid container spacing={2} component="section" aria-label="Workflow insights">
        <Grid size={{ xs: 6, md: 'grow' }}>
          <StatCard
            label={EDITOR_APP_MESSAGES.insights.avgDays}
            value={d.insights.avgDaysToApproval ?? '—'}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 'grow' }}>
          <StatCard label={EDITOR_APP_MESSAGES.insights.newThisWeek} value={d.insights.newThisWeek} />
        </Grid>
        <Grid size={{ xs: 6, md: 'grow' }}>
          <StatCard label={EDITOR_APP_MESSAGES.insights.pendingFeedback} value={d.insights.pendingFeedback} />
        </Grid>
        <Grid size={{ xs: 6, md: 'grow' }}>
          <StatCard
            label={EDITOR_APP_MESSAGES.insights.approvalRate}
            value={d.insights.approvalRatePct === null ? '—' : `${d.insights.approvalRatePct}%`}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 'grow' }}>
          <StatCard
            label={EDITOR_APP_MESSAGES.insights.expiredLinks}
            value={d.insights.expiredLinks}
            colour={d.insights.expiredLinks > 0 ? '#ef4444' : undefined}
          />
        </Grid>
      </Grid>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Suspense fallback={<ChartFallback />}>
            <StatusPie pie={d.pie} />
          </Suspense>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Suspense fallback={<ChartFallback />}>
            <TrendLine trend={d.trend} />
          </Suspense>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ExpiringLinks links={d.expiringLinks} now={now} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Reminders reminders={d.reminders} />
        </Grid>
        <Grid size={12}>
          <OpenedLinks links={d.openedLinks} />
        </Grid>
      </Grid>

      <Paper
        sx={{
          p: 3,
          background: 'linear-gradient(120deg, rgba(139,92,246,0.25), rgba(56,189,248,0.12))',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography variant="h3" component="h2">
            {EDITOR_APP_MESSAGES.newReviewBannerTitle}
          </Typography>
          <Typography color="text.secondary">{EDITOR_APP_MESSAGES.newReviewBannerBody}</Typography>
        </Box>
        <Button variant="contained" component={RouterLink} to={paths.import} disabled={!usage.canCreate}>
          {DASHBOARD_MESSAGES.createFromDrive}
        </Button>
      </Paper>
    </Stack>
  );
}
