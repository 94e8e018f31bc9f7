/**
 * The status donut (active violet, pending amber, approved green, archived grey) and the 4-week trend line,
 * drawn as SVG with d3-shape (arcs, line, area): a few kilobytes instead of a charts library, so the
 * dashboard stays within its JavaScript budget. Each chart is one labelled image for screen readers; the
 * donut has a legend with the counts, so colour is never the only cue.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { arc, area, line, pie as pieLayout } from 'd3-shape';
import { format } from 'date-fns';
import type { DashboardResponse } from '../../../../../shared/api/endpoints/dashboard';
import { COLOURS } from '../../../../../shared/domain/colours';
import {
  PROJECT_STATUS_DASHBOARD_COLOURS,
  PROJECT_STATUS_SHORT_LABELS,
} from '../../../../../shared/domain/project-status-display';
import { EDITOR_APP_MESSAGES } from '../../../../../shared/messages/editor-app-messages';
import { pieSeries, TREND_MARGIN, trendTicks } from '../lib/chart-options';

const DONUT_SIZE = 180;
const OUTER = DONUT_SIZE / 2;
const INNER = 52;

export function StatusPie({ pie }: { pie: DashboardResponse['pie'] }) {
  const series = pieSeries(pie);
  const total = series.slices.reduce((sum, s) => sum + s.value, 0);
  const summary = pie.map((s) => `${PROJECT_STATUS_SHORT_LABELS[s.status]} ${s.value}`).join(', ');
  const arcs = pieLayout<(typeof series.slices)[number]>()
    .value((s) => s.value)
    .sort(null)
    .padAngle((series.paddingAngle * Math.PI) / 180)(series.slices);
  const draw = arc<(typeof arcs)[number]>()
    .innerRadius(INNER)
    .outerRadius(OUTER)
    .cornerRadius(series.cornerRadius);
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
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 3,
                flexWrap: 'wrap',
                py: 1,
              }}
            >
              <svg
                width={DONUT_SIZE}
                height={DONUT_SIZE}
                viewBox={`${-OUTER} ${-OUTER} ${DONUT_SIZE} ${DONUT_SIZE}`}
                data-testid="status-donut"
                aria-hidden="true"
              >
                {arcs.map((a) => (
                  <path
                    key={a.data.status}
                    d={draw(a) ?? ''}
                    fill={COLOURS[PROJECT_STATUS_DASHBOARD_COLOURS[a.data.status]]}
                    data-status={a.data.status}
                  />
                ))}
                <text
                  textAnchor="middle"
                  dominantBaseline="central"
                  fill="currentColor"
                  fontSize={28}
                  fontWeight={700}
                >
                  {total}
                </text>
              </svg>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-hidden="true">
                {series.slices.map((s) => (
                  <Box
                    component="li"
                    key={s.status}
                    sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}
                  >
                    <Box
                      component="span"
                      sx={{
                        width: 12,
                        height: 12,
                        borderRadius: '50%',
                        bgcolor: COLOURS[PROJECT_STATUS_DASHBOARD_COLOURS[s.status]],
                      }}
                    />
                    <Typography variant="body2">
                      {PROJECT_STATUS_SHORT_LABELS[s.status]} · {s.value}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

const TREND_WIDTH = 480;
const TREND_HEIGHT = 220;
const AXIS_LABEL_SPACE = 24;

export function TrendLine({ trend }: { trend: DashboardResponse['trend'] }) {
  const labels = trend.map((p) => format(new Date(p.weekStart), 'MMM d'));
  const counts = trend.map((p) => p.count);
  const ticks = trendTicks(counts);
  const top = ticks.at(-1) ?? 1;
  const plotLeft = TREND_MARGIN.left + AXIS_LABEL_SPACE;
  const plotRight = TREND_WIDTH - TREND_MARGIN.right;
  const plotTop = TREND_MARGIN.top;
  const plotBottom = TREND_HEIGHT - TREND_MARGIN.bottom - AXIS_LABEL_SPACE;
  const x = (i: number) =>
    counts.length <= 1
      ? (plotLeft + plotRight) / 2
      : plotLeft + ((plotRight - plotLeft) * i) / (counts.length - 1);
  const y = (v: number) => plotBottom - ((plotBottom - plotTop) * v) / top;
  const points = counts.map((c, i) => [x(i), y(c)] as [number, number]);
  const linePath = line()(points) ?? '';
  const areaPath =
    area()
      .x((p) => p[0])
      .y0(plotBottom)
      .y1((p) => p[1])(points) ?? '';
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
          <svg
            viewBox={`0 0 ${TREND_WIDTH} ${TREND_HEIGHT}`}
            width="100%"
            style={{ display: 'block', maxHeight: TREND_HEIGHT, overflow: 'visible' }}
            data-testid="trend-chart"
            aria-hidden="true"
          >
            {ticks.map((t) => (
              <g key={t}>
                <line x1={plotLeft} x2={plotRight} y1={y(t)} y2={y(t)} stroke="rgba(255,255,255,0.08)" />
                <text
                  x={plotLeft - 8}
                  y={y(t)}
                  textAnchor="end"
                  dominantBaseline="central"
                  fontSize={12}
                  fill="#a3a3b8"
                >
                  {t}
                </text>
              </g>
            ))}
            <path d={areaPath} fill={COLOURS.violet} fillOpacity={0.18} />
            <path d={linePath} fill="none" stroke={COLOURS.violet} strokeWidth={2.5} />
            {points.map(([px, py], i) => (
              <circle key={labels[i]} cx={px} cy={py} r={4} fill={COLOURS.violet} />
            ))}
            {labels.map((label, i) => (
              <text
                key={label}
                x={x(i)}
                y={plotBottom + 18}
                textAnchor="middle"
                fontSize={12}
                fill="#a3a3b8"
                data-testid="trend-x-label"
              >
                {label}
              </text>
            ))}
          </svg>
        </div>
      </CardContent>
    </Card>
  );
}
