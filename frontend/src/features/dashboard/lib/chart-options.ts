/** Chart options that are rules, kept out of the charts' chunk so they can be tested without it. */
import type { DashboardResponse } from '../../../../../shared/api/endpoints/dashboard';

/**
 * The pie's slices and the gap between them: only statuses that are present get a slice, and a lone slice is
 * a full ring (a padding angle on one slice draws a notch where the ring starts and ends).
 */
export function pieSeries<S extends Pick<DashboardResponse['pie'][number], 'value'>>(pie: readonly S[]) {
  const present = pie.filter((slice) => slice.value > 0);
  return {
    slices: present,
    paddingAngle: present.length > 1 ? 2 : 0,
    cornerRadius: present.length > 1 ? 4 : 0,
  };
}

/** Room right of the last point so its label ('Nov 16') is not cut to 'No…'. */
export const TREND_MARGIN = { left: 8, right: 32, top: 12, bottom: 0 } as const;

/** The trend's y ticks: whole numbers from 0 to at least 4, at most about 5 of them. */
export function trendTicks(counts: readonly number[]): number[] {
  const max = Math.max(4, ...counts.filter((c) => Number.isFinite(c)));
  const step = Math.max(1, Math.ceil(max / 4));
  const ticks: number[] = [];
  for (let t = 0; t < max + step; t += step) ticks.push(t);
  return ticks;
}
