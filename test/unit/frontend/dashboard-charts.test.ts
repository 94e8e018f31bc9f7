import { describe, expect, it } from 'vitest';
import { pieSeries, TREND_MARGIN } from '../../../frontend/src/features/dashboard/lib/chart-options';

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
