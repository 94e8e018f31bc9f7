import { describe, expect, it } from 'vitest';
import {
  batchIdInWindow,
  emptyViewing,
  extendWatched,
  histogramBucketMs,
  playsIn,
  takeViewing,
  ulidTimeMs,
  viewingEnded,
  viewingPause,
  viewingPlay,
  viewingSeek,
  viewingTick,
  watchedBuckets,
} from '../../../shared/domain/viewing';

describe('the watched-range merge rule', () => {
  it('extends a range while playback goes on from its end and starts another after a seek', () => {
    let s = viewingPlay(emptyViewing(), 0);
    for (let t = 250; t <= 2000; t += 250) s = viewingTick(s, t);
    s = viewingSeek(s, 1000);
    for (let t = 1250; t <= 1500; t += 250) s = viewingTick(s, t);
    expect(s.ranges).toEqual([
      [0, 2000],
      [1000, 1500],
    ]);
  });

  it('keeps a rewatch as a second range, so it counts twice', () => {
    expect(extendWatched([[0, 8000]], 5000, 8000)).toEqual([
      [0, 8000],
      [5000, 8000],
    ]);
  });

  it('counts no playback across a jump the page did not see, nor while paused', () => {
    let s = viewingPlay(emptyViewing(), 0);
    s = viewingTick(s, 250);
    s = viewingTick(s, 9000);
    s = viewingPause(s, 9000);
    s = viewingTick(s, 9500);
    expect(s.ranges).toEqual([[0, 250]]);
  });

  it('marks the first play of a visit and the play after the end as starts, a resume not', () => {
    let s = viewingPlay(emptyViewing(), 0);
    s = viewingPause(s, 0);
    s = viewingPlay(s, 0);
    s = viewingEnded(s, 0);
    s = viewingPlay(s, 0);
    expect(playsIn(s.events)).toBe(2);
  });

  it('sends what was recorded and keeps recording the playing range from there', () => {
    let s = viewingPlay(emptyViewing(), 0);
    s = viewingTick(s, 250);
    const { ranges, rest } = takeViewing(s);
    expect(ranges).toEqual([[0, 250]]);
    expect(viewingTick(rest, 500).ranges).toEqual([[250, 500]]);
  });
});

describe('the watched histogram', () => {
  it('counts a bucket once per range covering its middle', () => {
    const counts = watchedBuckets(
      [
        [0, 10_000],
        [5000, 8000],
        [30_000, 40_000],
      ],
      1000,
      null,
    );
    expect(counts.get(4)).toBe(1);
    expect(counts.get(5)).toBe(2);
    expect(counts.get(7)).toBe(2);
    expect(counts.get(8)).toBe(1);
    expect(counts.get(10)).toBeUndefined();
    expect(counts.get(39)).toBe(1);
    expect(counts.get(40)).toBeUndefined();
  });

  it('has one-second buckets up to ten minutes and at most 600 buckets beyond', () => {
    expect(histogramBucketMs(600_000)).toBe(1000);
    expect(histogramBucketMs(3_600_000)).toBe(6000);
    expect(Math.ceil(7_200_000 / histogramBucketMs(7_200_000))).toBeLessThanOrEqual(600);
  });

  it('drops watched time past the video’s end', () => {
    expect([...watchedBuckets([[0, 20_000]], 1000, 3000).keys()]).toEqual([0, 1, 2]);
  });
});

describe('the batch id window', () => {
  it('reads a ULID’s time and refuses one older than a day', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(ulidTimeMs('01KB0000000000000000000000')).toBeGreaterThan(0);
    const encode = (ms: number) => {
      const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
      let out = '';
      for (let i = 0, t = ms; i < 10; i++, t = Math.floor(t / 32)) out = alphabet[t % 32] + out;
      return `${out}${'0'.repeat(16)}`;
    };
    expect(ulidTimeMs(encode(now.getTime()))).toBe(now.getTime());
    expect(batchIdInWindow(encode(now.getTime() - 1000), now)).toBe(true);
    expect(batchIdInWindow(encode(now.getTime() - 25 * 3600 * 1000), now)).toBe(false);
  });
});
