import { describe, expect, it } from 'vitest';
import { STANDARD_FRAME_RATES } from '../../../shared/lib/frame-time';
import { halfFrameSeconds, PLAYBACK_SYNC, syncCorrection } from '../../../shared/lib/playback-sync';

const r25 = STANDARD_FRAME_RATES['25'];
const r2997 = STANDARD_FRAME_RATES['29.97'];

describe('version compare sync', () => {
  it('half a frame at the version rate', () => {
    expect(halfFrameSeconds(r25)).toBeCloseTo(0.02, 10);
    expect(halfFrameSeconds(r2997)).toBeCloseTo(1001 / 60000, 10);
  });

  it('leaves the follower alone within half a frame (at its own rate)', () => {
    const base = { masterTime: 10, masterRate: 1, playing: true };
    expect(syncCorrection({ ...base, followerTime: 10.019, followerFrameRate: r25 })).toEqual({
      kind: 'none',
      playbackRate: 1,
    });
    // 0.019 s is more than half a 29.97 frame? No: half is 0.01668 s, so it is corrected there.
    expect(syncCorrection({ ...base, followerTime: 10.019, followerFrameRate: r2997 }).kind).toBe('nudge');
  });

  it('slows a follower that is ahead and speeds one that is behind, within the nudge limit', () => {
    const base = { masterTime: 10, masterRate: 1, playing: true, followerFrameRate: r25 };
    const ahead = syncCorrection({ ...base, followerTime: 10.1 });
    const behind = syncCorrection({ ...base, followerTime: 9.9 });
    expect(ahead.kind).toBe('nudge');
    expect(ahead.playbackRate).toBeLessThan(1);
    expect(behind.playbackRate).toBeGreaterThan(1);
    expect(behind.playbackRate).toBeLessThanOrEqual(1 + PLAYBACK_SYNC.maxRateNudge);
    // The nudge follows the master's rate.
    expect(syncCorrection({ ...base, masterRate: 2, followerTime: 10 }).playbackRate).toBe(2);
  });

  it('seeks on a large drift, and on any drift past half a frame while paused', () => {
    const base = { masterTime: 10, masterRate: 1, followerFrameRate: r25 };
    expect(syncCorrection({ ...base, playing: true, followerTime: 12 })).toEqual({
      kind: 'seek',
      to: 10,
      playbackRate: 1,
    });
    expect(syncCorrection({ ...base, playing: false, followerTime: 10.05 })).toMatchObject({
      kind: 'seek',
      to: 10,
    });
  });

  it('holds a shorter follower at its end', () => {
    expect(
      syncCorrection({
        masterTime: 20,
        followerTime: 15,
        followerDuration: 15,
        masterRate: 1,
        playing: true,
        followerFrameRate: r25,
      }).kind,
    ).toBe('none');
  });
});
