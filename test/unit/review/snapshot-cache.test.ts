import { describe, expect, it } from 'vitest';
import { snapshotCache } from '../../../functions/review/store/snapshot-cache';

function counted(ttlMs: number) {
  let now = 0;
  const reads: { id: string; fresh: boolean }[] = [];
  const cache = snapshotCache({
    ttlMs,
    nowMs: () => now,
    read: (id, fresh) => {
      reads.push({ id, fresh });
      return Promise.resolve({ id, read: reads.length });
    },
  });
  return { cache, reads, advance: (ms: number) => (now += ms) };
}

describe('the review snapshot cache', () => {
  it("serves a popular link's concurrent opens from one read of its project within the window", async () => {
    const { cache, reads } = counted(3000);
    const answers = await Promise.all(Array.from({ length: 500 }, () => cache.load('p1')));
    expect(reads).toEqual([{ id: 'p1', fresh: false }]);
    expect(new Set(answers.map((a) => a?.read))).toEqual(new Set([1]));
  });

  it('reads the project again once the window has passed', async () => {
    const { cache, reads, advance } = counted(3000);
    await cache.load('p1');
    advance(2999);
    await cache.load('p1');
    advance(2);
    await cache.load('p1');
    expect(reads).toHaveLength(2);
  });

  it("reads afresh (consistent) for a re-read after the client's own write, and keeps that for the next open", async () => {
    const { cache, reads } = counted(3000);
    await cache.load('p1');
    const fresh = await cache.load('p1', { fresh: true });
    const next = await cache.load('p1');
    expect(reads).toEqual([
      { id: 'p1', fresh: false },
      { id: 'p1', fresh: true },
    ]);
    expect(next).toEqual(fresh);
  });

  it('keeps nothing when the window is 0 (the local system: a change is seen at once)', async () => {
    const { cache, reads } = counted(0);
    await cache.load('p1');
    await cache.load('p1');
    expect(reads).toHaveLength(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    let calls = 0;
    const cache = snapshotCache({
      ttlMs: 3000,
      nowMs: () => 0,
      read: () => {
        calls += 1;
        return fail ? Promise.reject(new Error('throttled')) : Promise.resolve('ok');
      },
    });
    await expect(cache.load('p1')).rejects.toThrow('throttled');
    fail = false;
    await expect(cache.load('p1')).resolves.toBe('ok');
    expect(calls).toBe(2);
  });
});
