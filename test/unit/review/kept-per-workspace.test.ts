/**
 * A popular link's opens read its workspace's brand and viewing setting (one read) once per container and few
 * seconds (as the payload), not on every open; concurrent opens share one read; a change shows once that time is up.
 */
import { describe, expect, it } from 'vitest';
import { keptBrands } from '../../../functions/review-api/kept-per-workspace';
import type { ReviewPorts } from '../../../functions/review';

type ReviewBrands = ReviewPorts['brands'];

function clock() {
  let now = 1_000_000;
  return { nowMs: () => now, advance: (ms: number) => (now += ms) };
}

function countingBrands(state: { collect: boolean; reads: number }): ReviewBrands {
  return {
    inForce: async () => null,
    withViewingSetting: async () => {
      state.reads += 1;
      return { brand: null, collectViewing: state.collect };
    },
    ofLink: async () => null,
  };
}

describe('the brand and viewing setting kept per workspace', () => {
  it('reads them once for a burst of opens, again once the few seconds are up', async () => {
    const time = clock();
    const state = { collect: true, reads: 0 };
    const brands = keptBrands(countingBrands(state), { ttlMs: 3_000, nowMs: time.nowMs });
    const opens = await Promise.all(Array.from({ length: 50 }, () => brands.withViewingSetting('ws1')));
    expect(opens.every((open) => open.collectViewing)).toBe(true);
    expect(state.reads).toBe(1);

    state.collect = false;
    time.advance(2_000);
    expect((await brands.withViewingSetting('ws1')).collectViewing).toBe(true);
    time.advance(1_500);
    expect((await brands.withViewingSetting('ws1')).collectViewing).toBe(false);
    // Another workspace has its own entry.
    await brands.inForce('ws2');
    expect(state.reads).toBe(3);
  });

  it('reads every time when nothing is kept (the local default)', async () => {
    const state = { collect: true, reads: 0 };
    const brands = keptBrands(countingBrands(state), { ttlMs: 0, nowMs: () => 0 });
    await Promise.all([brands.withViewingSetting('ws1'), brands.withViewingSetting('ws1')]);
    expect(state.reads).toBe(2);
  });
});
