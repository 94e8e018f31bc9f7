/**
 * A popular link's opens read its workspace's brand and viewing setting once per container and few seconds
 * (as the payload), not on every open; concurrent opens share one read; a change shows once that time is up.
 */
import { describe, expect, it } from 'vitest';
import { keptBrands, keptViewingSetting } from '../../../functions/review-api/kept-per-workspace';
import type { ReviewPorts } from '../../../functions/review';

type Brand = Awaited<ReturnType<ReviewPorts['brands']['inForce']>>;

function clock() {
  let now = 1_000_000;
  return { nowMs: () => now, advance: (ms: number) => (now += ms) };
}

describe('the brand and viewing setting kept per workspace', () => {
  it('reads them once for a burst of opens, again once the few seconds are up', async () => {
    const time = clock();
    const reads = { brand: 0, setting: 0 };
    let collect = true;
    const brands = keptBrands(
      {
        inForce: async () => {
          reads.brand += 1;
          return null as Brand;
        },
        ofLink: async () => null,
      },
      { ttlMs: 3_000, nowMs: time.nowMs },
    );
    const setting = keptViewingSetting(
      {
        collectsViewing: async () => {
          reads.setting += 1;
          return collect;
        },
      },
      { ttlMs: 3_000, nowMs: time.nowMs },
    );
    const opens = await Promise.all(
      Array.from({ length: 50 }, () => Promise.all([brands.inForce('ws1'), setting.collectsViewing('ws1')])),
    );
    expect(opens.every(([, c]) => c === true)).toBe(true);
    expect(reads).toEqual({ brand: 1, setting: 1 });

    collect = false;
    time.advance(2_000);
    expect(await setting.collectsViewing('ws1')).toBe(true);
    time.advance(1_500);
    expect(await setting.collectsViewing('ws1')).toBe(false);
    // Another workspace has its own entry.
    await brands.inForce('ws2');
    expect(reads).toEqual({ brand: 2, setting: 2 });
  });

  it('reads every time when nothing is kept (the local default)', async () => {
    let reads = 0;
    const setting = keptViewingSetting(
      {
        collectsViewing: async () => {
          reads += 1;
          return true;
        },
      },
      { ttlMs: 0, nowMs: () => 0 },
    );
    await Promise.all([setting.collectsViewing('ws1'), setting.collectsViewing('ws1')]);
    expect(reads).toBe(2);
  });
});
