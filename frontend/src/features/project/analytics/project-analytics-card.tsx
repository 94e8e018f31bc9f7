/**
 * A project's analytics on its page (Basic): views, unique viewers, completion, time from the link to the
 * first feedback and to approval, notes per round, and per video. Below Basic the server's plan reason shows
 * with what the plan adds; Pro adds the CSV of the table (and the heatmap under each player).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ProjectAnalytics } from '../../../../../shared/api/endpoints/analytics';
import {
  formatElapsed,
  formatRate,
  projectAnalyticsCsv,
} from '../../../../../shared/domain/project-analytics';
import { ANALYTICS_MESSAGES as M } from '../../../../../shared/messages/analytics-messages';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { useProjectAnalytics, useProjectHeatmaps } from '../api/project-analytics';

function Figure({ label, value }: { label: string; value: string | number | null }) {
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value ?? M.notYet}
      </Typography>
    </Stack>
  );
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

function Figures({ a, pro }: { a: ProjectAnalytics; pro: boolean }) {
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1, mb: 2 }}>
        <Figure label={M.views} value={a.views} />
        <Figure label={M.uniqueViewers} value={a.uniqueViewers} />
        <Figure label={M.completionRate} value={formatRate(a.completionRate)} />
        <Figure
          label={M.timeToFirstFeedback}
          value={a.timeToFirstFeedbackMs === null ? null : formatElapsed(a.timeToFirstFeedbackMs)}
        />
        <Figure
          label={M.timeToApproval}
          value={a.timeToApprovalMs === null ? null : formatElapsed(a.timeToApprovalMs)}
        />
      </Stack>
      <Typography variant="subtitle2" component="h3">
        {M.notesPerRound}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {a.notesPerRound.map((r) => `${M.round(r.round)}: ${r.notes}`).join(' · ') || M.notYet}
      </Typography>
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={M.perVideo}>
        <Table size="small" aria-label={M.cardTitle}>
          <TableHead>
            <TableRow>
              <TableCell>{M.video}</TableCell>
              <TableCell align="right">{M.views}</TableCell>
              <TableCell align="right">{M.uniqueViewers}</TableCell>
              <TableCell align="right">{M.completionRate}</TableCell>
              <TableCell align="right">{M.rounds}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {a.videos.map((v) => (
              <TableRow key={v.videoId}>
                <TableCell sx={{ minWidth: 120, overflowWrap: 'anywhere' }}>{v.title}</TableCell>
                <TableCell align="right">{v.views}</TableCell>
                <TableCell align="right">{v.uniqueViewers}</TableCell>
                <TableCell align="right">{formatRate(v.completionRate) ?? M.notYet}</TableCell>
                <TableCell align="right">{v.rounds}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {pro ? (
        <Button sx={{ mt: 1 }} onClick={() => download(`${a.name} analytics.csv`, projectAnalyticsCsv(a))}>
          {M.exportCsv}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {M.proAdds}
        </Typography>
      )}
    </>
  );
}

export default function ProjectAnalyticsCard({ projectId }: { projectId: string }) {
  const analytics = useProjectAnalytics(projectId);
  const heatmaps = useProjectHeatmaps(projectId);
  const refusal =
    analytics.error instanceof ApiError && analytics.error.status === 403 ? analytics.error.message : null;
  return (
    <Card variant="outlined" sx={{ mt: 3 }} data-testid="project-analytics">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {M.cardTitle}
        </Typography>
        {analytics.data ? <Figures a={analytics.data} pro={heatmaps.isSuccess} /> : null}
        {refusal ? (
          <>
            <Typography variant="body2">{refusal}</Typography>
            <Button component={RouterLink} to={paths.upgrade} sx={{ mt: 1 }}>
              {M.upgrade}
            </Button>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
