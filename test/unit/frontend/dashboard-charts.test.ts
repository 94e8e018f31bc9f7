import { describe, expect, it } from 'vitest';
import {
  pieSeries,
  TREND_MARGIN,
  trendTicks,
} from '../../../frontend/src/features/dashboard/lib/chart-options';

describe('dashboard status pie', () => {
  it('draws a lone status as a full ring: no padding angle, no notch', () => {
    const series = pieSeries([
      { status: 'active', value: 3 },
      { status: 'pending', value: 0 },
      { status: 'approved', value: 0 },
      { status: 'archived', value: 0 },
    ]);
    expect(series.slices).toEqual([{ status: 'active', value: 3 }]);
    expect(series.paddingAngle).toBe(0);
    expect(series.cornerRadius).toBe(0);
  });

  it('separates two or more statuses, and leaves out the absent ones', () => {
    const series = pieSeries([
      { status: 'active', value: 2 },
      { status: 'pending', value: 1 },
      { status: 'approved', value: 0 },
    ]);
    expect(series.slices.map((s) => s.status)).toEqual(['active', 'pending']);
    expect(series.paddingAngle).toBeGreaterThan(0);
  });

  it("leaves room right of the trend's last label", () => {
    // Half a label ('Nov 16' at 12 px is about 40 px wide) past the last point.
    expect(TREND_MARGIN.right).toBeGreaterThanOrEqual(24);
  });
});

describe('dashboard trend ticks', () => {
  it('counts in whole numbers from 0 to at least 4', () => {
    expect(trendTicks([0, 0, 1, 0, 0])).toEqual([0, 1, 2, 3, 4]);
    expect(trendTicks([])).toEqual([0, 1, 2, 3, 4]);
  });
  it('keeps about five ticks for larger counts, the top one above the highest point', () => {
    const ticks = trendTicks([3, 17, 9]);
    expect(ticks.length).toBeLessThanOrEqual(6);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(17);
    expect(ticks.every((t) => Number.isInteger(t))).toBe(true);
  });
});
