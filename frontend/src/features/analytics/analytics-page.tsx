/**
 * The workspace's Advanced analytics (Pro): median time from the review link to approval and median rounds
 * with their trend per month, the slowest open projects and the named reviewers, filtered by period and
 * client (kept in the address, so a filtered view can be shared), each table downloadable as CSV. Below Pro
 * the server's plan reason shows with what Pro adds and the way to upgrade. Its own chunk; the charts
 * library is a further chunk of its own, loaded on this page only.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { WorkspaceAnalyticsAnswer } from '../../../../shared/api/endpoints/workspace-analytics';
import { formatElapsed } from '../../../../shared/domain/project-analytics';
import {
  ANALYTICS_PERIODS,
  workspaceAnalyticsCsv,
  type AnalyticsPeriod,
  type WorkspaceAnalyticsTable,
} from '../../../../shared/domain/workspace-analytics';
import { WORKSPACE_ANALYTICS_MESSAGES as M } from '../../../../shared/messages/workspace-analytics-messages';
import { EmptyState } from '../../components/feedback/empty-state';
import { ErrorState } from '../../components/feedback/error-state';
import { LoadingView } from '../../components/feedback/loading-view';
import { PageHeader } from '../../components/layout/page-header';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-error';
import { useWorkspaceAnalytics, type WorkspaceAnalyticsFilter } from './api/workspace-analytics';
import { AnalyticsTable } from './components/analytics-table';

/** The charts library comes after the figures and tables: the page shows its numbers without waiting for it. */
const TrendCharts = lazy(() => import('./components/trend-charts'));

const DEFAULT_PERIOD: AnalyticsPeriod = 90;
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
const elapsed = (ms: number | null) => (ms === null ? '—' : formatElapsed(ms));

function useFilter(): [WorkspaceAnalyticsFilter, (next: WorkspaceAnalyticsFilter) => void] {
  const [search, setSearch] = useSearchParams();
  const period = ANALYTICS_PERIODS.find((p) => String(p) === search.get('period')) ?? DEFAULT_PERIOD;
  const client = search.get('client') || null;
  const set = (next: WorkspaceAnalyticsFilter) => {
    const params = new URLSearchParams();
    if (next.period !== DEFAULT_PERIOD) params.set('period', String(next.period));
    if (next.client) params.set('client', next.client);
    setSearch(params, { replace: true });
  };
  return [{ period, client }, set];
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

function Filters({
  filter,
  clients,
  onChange,
}: {
  filter: WorkspaceAnalyticsFilter;
  clients: readonly string[];
  onChange: (next: WorkspaceAnalyticsFilter) => void;
}) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter.period}
        aria-label={M.period}
        onChange={(_event, value: AnalyticsPeriod | null) => {
          if (value) onChange({ ...filter, period: value });
        }}
      >
        {ANALYTICS_PERIODS.map((p) => (
          <ToggleButton key={p} value={p} sx={{ px: 1.5 }}>
            {M.periodOption(p)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label={M.client}
        value={filter.client ?? ''}
        onChange={(event) => onChange({ ...filter, client: event.target.value || null })}
        sx={{ width: { xs: '100%', sm: 260 } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{M.allClients}</MenuItem>
        {clients.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 140px', minWidth: 0 }}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography variant="h5" component="p">
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Figures({ data }: { data: WorkspaceAnalyticsAnswer }) {
  const save = (table: WorkspaceAnalyticsTable) =>
    download(
      `analytics ${table} ${data.periodDays} days${data.client ? ` ${data.client}` : ''}.csv`,
      workspaceAnalyticsCsv(data, table),
    );
  const rounds = (n: number | null) => (n === null ? '—' : String(n));
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }} data-testid="analytics-figures">
        <Figure label={M.medianTimeToApproval} value={elapsed(data.medianTimeToApprovalMs)} />
        <Figure label={M.medianRounds} value={rounds(data.medianRounds)} />
        <Figure label={M.approvedProjects} value={data.approvedCount} />
        <Figure label={M.openProjects} value={data.openCount} />
      </Stack>
      <AnalyticsTable
        title={M.trendTitle}
        columns={[
          { label: M.month, cell: (m) => m.month },
          { label: M.approvals, cell: (m) => m.approvals, numeric: true },
          { label: M.timeToApproval, cell: (m) => elapsed(m.medianTimeToApprovalMs), numeric: true },
          { label: M.rounds, cell: (m) => rounds(m.medianRounds), numeric: true },
        ]}
        rows={data.trend}
        rowKey={(m) => m.month}
        onDownload={() => save('trend')}
      >
        <Suspense fallback={<Box sx={{ height: 224, mb: 2 }} />}>
          <TrendCharts trend={data.trend} />
        </Suspense>
      </AnalyticsTable>
      <AnalyticsTable
        title={M.approvedTitle}
        columns={[
          {
            label: M.project,
            cell: (p) => <RouterLink to={paths.project(p.projectId)}>{p.name}</RouterLink>,
          },
          { label: M.client, cell: (p) => p.client },
          { label: M.approved, cell: (p) => day(p.approvedAt), numeric: true },
          { label: M.timeToApproval, cell: (p) => elapsed(p.timeToApprovalMs), numeric: true },
          { label: M.rounds, cell: (p) => p.rounds, numeric: true },
        ]}
        rows={data.approved}
        rowKey={(p) => p.projectId}
        onDownload={() => save('approved')}
      />
      <AnalyticsTable
        title={M.slowestTitle}
        help={M.slowestHelp}
        columns={[
          {
            label: M.project,
            cell: (p) => <RouterLink to={paths.project(p.projectId)}>{p.name}</RouterLink>,
          },
          { label: M.client, cell: (p) => p.client },
          { label: M.openFor, cell: (p) => elapsed(p.openForMs), numeric: true },
          {
            label: M.firstFeedback,
            cell: (p) => (p.firstFeedbackAt ? day(p.firstFeedbackAt) : '—'),
            numeric: true,
          },
          { label: M.rounds, cell: (p) => p.rounds, numeric: true },
        ]}
        rows={data.slowestOpen}
        empty={M.noneOpen}
        rowKey={(p) => p.projectId}
        onDownload={() => save('open')}
      />
      <AnalyticsTable
        title={M.reviewersTitle}
        help={M.reviewersHelp}
        columns={[
          { label: M.reviewer, cell: (r) => r.name },
          { label: M.notes, cell: (r) => r.notes, numeric: true },
          { label: M.approvals, cell: (r) => r.approvals, numeric: true },
          { label: M.projects, cell: (r) => r.projects, numeric: true },
          { label: M.lastSeen, cell: (r) => day(r.lastSeenAt), numeric: true },
        ]}
        rows={data.reviewers}
        rowKey={(r) => r.name}
        onDownload={() => save('reviewers')}
      />
    </>
  );
}

function ProAdds({ reason }: { reason: string }) {
  return (
    <Stack spacing={1.5} data-testid="analytics-upsell" sx={{ maxWidth: 640 }}>
      <Alert severity="info">{reason}</Alert>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {M.proAdds.map((line) => (
          <Typography component="li" key={line}>
            {line}
          </Typography>
        ))}
      </Box>
      <Box>
        <Button component={RouterLink} to={paths.upgrade} variant="contained">
          {M.upgrade}
        </Button>
      </Box>
    </Stack>
  );
}

const isEmpty = (data: WorkspaceAnalyticsAnswer) =>
  data.clients.length === 0 && data.approvedCount === 0 && data.openCount === 0;

export default function AnalyticsPage() {
  const [filter, setFilter] = useFilter();
  const analytics = useWorkspaceAnalytics(filter);
  const refusal =
    analytics.error instanceof ApiError && analytics.error.status === 403 ? analytics.error.message : null;
  const data = analytics.data;
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title={M.title} subtitle={M.subtitle} />
      {refusal ? <ProAdds reason={refusal} /> : null}
      {analytics.isError && !refusal ? (
        <ErrorState
          title={M.errorTitle}
          message={analytics.error instanceof Error ? analytics.error.message : M.errorTitle}
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isFetching}
        />
      ) : null}
      {analytics.isPending ? <LoadingView /> : null}
      {data && !refusal ? (
        isEmpty(data) ? (
          <EmptyState title={M.emptyTitle} body={M.emptyBody} />
        ) : (
          <>
            <Filters filter={filter} clients={data.clients} onChange={setFilter} />
            <Box sx={{ height: 4, mb: 1 }}>
              {analytics.isPlaceholderData ? <LinearProgress aria-label={M.title} /> : null}
            </Box>
            <Figures data={data} />
          </>
        )
      ) : null}
    </Box>
  );
}
