/**
 * The monthly trend as two small MUI X line charts (median days to approval, median rounds), side by side on
 * a wide screen and one under the other on a phone. A month without approvals is a gap, not a zero. The
 * charts are pictures of the trend table below them, which is what a screen reader reads.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { WorkspaceAnalyticsAnswer } from '../../../../../shared/api/endpoints/workspace-analytics';
import { COLOURS } from '../../../../../shared/domain/colours';
import { WORKSPACE_ANALYTICS_MESSAGES as M } from '../../../../../shared/messages/workspace-analytics-messages';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 'Nov ’26': short, and still unambiguous over a year's thirteen months. */
const monthLabel = (month: string) => {
  const name = new Date(`${month}-01T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    timeZone: 'UTC',
  });
  return `${name} ’${month.slice(2, 4)}`;
};
/** One decimal at most on the value axis. */
const tick = (value: number) => String(Math.round(value * 10) / 10);

function Trend({
  title,
  months,
  data,
  colour,
}: {
  title: string;
  months: string[];
  data: (number | null)[];
  colour: string;
}) {
  return (
    <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <LineChart
        height={200}
        skipAnimation
        hideLegend
        margin={{ top: 12, right: 28, bottom: 4, left: 4 }}
        xAxis={[{ scaleType: 'point', data: months, valueFormatter: monthLabel }]}
        // At least 0–1, so a single small value is not the whole axis.
        yAxis={[{ min: 0, max: Math.max(1, ...data.map((v) => v ?? 0)), width: 40, valueFormatter: tick }]}
        series={[{ data, label: title, color: colour, connectNulls: false, showMark: true }]}
      />
    </Box>
  );
}

export default function TrendCharts({ trend }: { trend: WorkspaceAnalyticsAnswer['trend'] }) {
  const months = trend.map((m) => m.month);
  return (
    <Box
      role="img"
      aria-label={M.trendChartLabel(months.length)}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
    >
      <Trend
        title={M.trendDays}
        months={months}
        colour={COLOURS.violet}
        data={trend.map((m) =>
          m.medianTimeToApprovalMs === null
            ? null
            : Math.round((m.medianTimeToApprovalMs / DAY_MS) * 10) / 10,
        )}
      />
      <Trend
        title={M.trendRounds}
        months={months}
        colour={COLOURS.green}
        data={trend.map((m) => m.medianRounds)}
      />
    </Box>
  );
}
