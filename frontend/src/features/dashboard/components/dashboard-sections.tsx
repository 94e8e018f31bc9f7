/**
 * The dashboard's sections above and below the lists: the greeting with the create buttons, the plan usage,
 * the project counts and workflow insights, the charts (loaded after the rest) and the new-review banner.
 */
import AddIcon from '@mui/icons-material/Add';
import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { DashboardResponse } from '../../../../../shared/api/endpoints/dashboard';
import { DASHBOARD_MESSAGES } from '../../../../../shared/messages/dashboard-messages';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';
import { LazyTooltip } from '../../../components/feedback/lazy-tooltip';
import { paths } from '../../../config/paths';

// The charts library is the heaviest dependency: it loads after the rest of the dashboard has rendered.
const StatusPie = lazy(() => import('./status-charts').then((m) => ({ default: m.StatusPie })));
const TrendLine = lazy(() => import('./status-charts').then((m) => ({ default: m.TrendLine })));

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

/** `mayCreate` false (a Viewer): no way to start a project shows at all. */
export function DashboardHeader({
  name,
  canCreate,
  mayCreate = true,
}: {
  name: string;
  canCreate: boolean;
  mayCreate?: boolean;
}) {
  return (
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
      {mayCreate ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <CreateButtons canCreate={canCreate} />
        </Box>
      ) : null}
    </Box>
  );
}

export function PlanUsageCard({ usage }: { usage: DashboardResponse['planUsage'] }) {
  const planName = usage.plan.charAt(0).toUpperCase() + usage.plan.slice(1);
  return (
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
  );
}

export function ProjectOverview({ counts }: { counts: DashboardResponse['counts'] }) {
  return (
    <Grid container spacing={2} component="section" aria-label="Project overview">
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label={EDITOR_APP_MESSAGES.stats.total} value={counts.total} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label={EDITOR_APP_MESSAGES.stats.active} value={counts.active} colour="#a78bfa" />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label={EDITOR_APP_MESSAGES.stats.pending} value={counts.pending} colour="#f59e0b" />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label={EDITOR_APP_MESSAGES.stats.approved} value={counts.approved} colour="#22c55e" />
      </Grid>
    </Grid>
  );
}

export function WorkflowInsights({ insights }: { insights: DashboardResponse['insights'] }) {
  return (
    <Grid container spacing={2} component="section" aria-label="Workflow insights">
      <Grid size={{ xs: 6, md: 'grow' }}>
        <StatCard label={EDITOR_APP_MESSAGES.insights.avgDays} value={insights.avgDaysToApproval ?? '—'} />
      </Grid>
      <Grid size={{ xs: 6, md: 'grow' }}>
        <StatCard label={EDITOR_APP_MESSAGES.insights.newThisWeek} value={insights.newThisWeek} />
      </Grid>
      <Grid size={{ xs: 6, md: 'grow' }}>
        <StatCard label={EDITOR_APP_MESSAGES.insights.pendingFeedback} value={insights.pendingFeedback} />
      </Grid>
      <Grid size={{ xs: 6, md: 'grow' }}>
        <StatCard
          label={EDITOR_APP_MESSAGES.insights.approvalRate}
          value={insights.approvalRatePct === null ? '—' : `${insights.approvalRatePct}%`}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 'grow' }}>
        <StatCard
          label={EDITOR_APP_MESSAGES.insights.expiredLinks}
          value={insights.expiredLinks}
          colour={insights.expiredLinks > 0 ? '#ef4444' : undefined}
        />
      </Grid>
    </Grid>
  );
}

/** The status pie and the trend line, each behind its own Suspense (the charts library loads last). */
export function StatusCharts({ data }: { data: DashboardResponse }) {
  return (
    <>
      <Grid size={{ xs: 12, md: 5 }}>
        <Suspense fallback={<ChartFallback />}>
          <StatusPie pie={data.pie} />
        </Suspense>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Suspense fallback={<ChartFallback />}>
          <TrendLine trend={data.trend} />
        </Suspense>
      </Grid>
    </>
  );
}

export function NewReviewBanner({ canCreate }: { canCreate: boolean }) {
  return (
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
      <Button variant="contained" component={RouterLink} to={paths.import} disabled={!canCreate}>
        {DASHBOARD_MESSAGES.createFromDrive}
      </Button>
    </Paper>
  );
}

export function DashboardSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading dashboard">
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
