/** The status pie (active violet, pending amber, approved green, archived grey) and the 4-week trend line. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { format } from 'date-fns';
import type { DashboardResponse } from '../../../../../shared/api/endpoints/dashboard';
import { COLOURS } from '../../../../../shared/domain/colours';
import {
  PROJECT_STATUS_DASHBOARD_COLOURS,
  PROJECT_STATUS_SHORT_LABELS,
} from '../../../../../shared/domain/project-status-display';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';
import { pieSeries, TREND_MARGIN } from '../lib/chart-options';

export function StatusPie({ pie }: { pie: DashboardResponse['pie'] }) {
  const series = pieSeries(pie);
  const data = series.slices.map((slice, i) => ({
    id: i,
    value: slice.value,
    label: PROJECT_STATUS_SHORT_LABELS[slice.status],
    color: COLOURS[PROJECT_STATUS_DASHBOARD_COLOURS[slice.status]],
  }));
  const total = pie.reduce((sum, s) => sum + s.value, 0);
  const summary = pie.map((s) => `${PROJECT_STATUS_SHORT_LABELS[s.status]} ${s.value}`).join(', ');
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h4" component="h2" gutterBottom>
          {EDITOR_APP_MESSAGES.statusChartTitle}
        </Typography>
        <div role="img" aria-label={`${EDITOR_APP_MESSAGES.statusChartTitle}: ${summary}`}>
          {total === 0 ? (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
              {summary}
            </Typography>
          ) : (
            <PieChart
              series={[
                {
                  data,
                  innerRadius: 50,
                  paddingAngle: series.paddingAngle,
                  cornerRadius: series.cornerRadius,
                },
              ]}
              height={220}
            />
          )}
        </div>
      </CardContent>
    </Card>
  );
}

export function TrendLine({ trend }: { trend: DashboardResponse['trend'] }) {
  const labels = trend.map((p) => format(new Date(p.weekStart), 'MMM d'));
  const counts = trend.map((p) => p.count);
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h4" component="h2" gutterBottom>
          {EDITOR_APP_MESSAGES.trendTitle}
        </Typography>
        <div
          role="img"
          aria-label={`${EDITOR_APP_MESSAGES.trendTitle}: ${labels.map((l, i) => `${l} ${counts[i]}`).join(', ')}`}
        >
          <LineChart
            height={220}
            xAxis={[{ scaleType: 'point', data: labels }]}
            yAxis={[{ min: 0, max: Math.max(4, ...counts), tickMinStep: 1, width: 32 }]}
            series={[{ data: counts, color: COLOURS.violet, area: true, label: 'Projects created' }]}
            margin={TREND_MARGIN}
          />
        </div>
      </CardContent>
    </Card>
  );
}
