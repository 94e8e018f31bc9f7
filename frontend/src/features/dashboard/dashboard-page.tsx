/** /Dashboard: greeting, plan usage, stats, insights, status pie, trend, expiring links, reminders, banner. */
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { DASHBOARD_MESSAGES } from '../../../../shared/messages/dashboard-messages';
import { ErrorState } from '../../components/feedback/error-state';
import { useProfile } from '../../lib/api/get-profile';
import { isRateLimited } from '../../lib/api-error';
import { useAuth } from '../../lib/auth/auth-context';
import { useMay } from '../../lib/api/get-current-workspace';
import { useDashboard } from './api/get-dashboard';
import { MineFilter, useMineFilter } from '../../components/filters/mine-filter';
import { ExpiringLinks, OpenedLinks, Reminders } from './components/dashboard-lists';
import {
  DashboardHeader,
  DashboardSkeleton,
  NewReviewBanner,
  PlanUsageCard,
  ProjectOverview,
  StatusCharts,
  WorkflowInsights,
} from './components/dashboard-sections';
import { useDashboardErrorToast } from './hooks/use-dashboard-error-toast';

export default function DashboardPage() {
  const mine = useMineFilter();
  const dashboard = useDashboard(mine);
  const profile = useProfile();
  const auth = useAuth();
  const mayCreate = useMay('changeProjects');
  const now = new Date();
  useDashboardErrorToast(dashboard.error);

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

  return (
    <Stack spacing={3}>
      <DashboardHeader name={name} canCreate={d.planUsage.canCreate} mayCreate={mayCreate} />
      <MineFilter />
      <PlanUsageCard usage={d.planUsage} />
      <ProjectOverview counts={d.counts} />
      <WorkflowInsights insights={d.insights} />
      <Grid container spacing={2}>
        <StatusCharts data={d} />
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
      {mayCreate ? <NewReviewBanner canCreate={d.planUsage.canCreate} /> : null}
    </Stack>
  );
}
