/**
 * Two players in sync (version compare): one master clock (the left player), the follower corrected when it
 * drifts more than half a frame at its version's rate (shared/lib/frame-time.ts). Small drift is taken up by
 * nudging the follower's playback rate (no visible jump); a large one, or any drift while paused, by a seek.
 */
import { frameRateValue, type FrameRate } from './frame-time';

export const PLAYBACK_SYNC = {
  /** Beyond this drift (seconds) the follower seeks instead of changing speed. */
  seekBeyondSeconds: 0.5,
  /** The follower's rate moves by at most this fraction of the master's. */
  maxRateNudge: 0.25,
  /** Seconds over which a drift is taken up by the rate nudge. */
  catchUpSeconds: 0.5,
} as const;

/** Half a frame, in seconds, at `rate`. */
export function halfFrameSeconds(rate: FrameRate): number {
  return 0.5 / frameRateValue(rate);
}

export type SyncCorrection =
  | { kind: 'none'; playbackRate: number }
  | { kind: 'nudge'; playbackRate: number }
  | { kind: 'seek'; to: number; playbackRate: number };

/**
 * What to do with the follower: `drift` = follower − master (seconds). Within half a frame it plays at the
 * master's rate; playing and within {@link PLAYBACK_SYNC.seekBeyondSeconds}, it is sped up or slowed down to
 * close the gap over {@link PLAYBACK_SYNC.catchUpSeconds}; otherwise (or paused) it seeks to the master's time.
 */
export function syncCorrection(input: {
  masterTime: number;
  followerTime: number;
  masterRate: number;
  playing: boolean;
  followerFrameRate: FrameRate;
  /** The follower's duration: past its end it cannot follow (the master is the longer version). */
  followerDuration?: number;
}): SyncCorrection {
  const { masterTime, followerTime, masterRate, playing } = input;
  const target =
    input.followerDuration !== undefined && Number.isFinite(input.followerDuration)
      ? Math.min(masterTime, input.followerDuration)
      : masterTime;
  const drift = followerTime - target;
  if (Math.abs(drift) <= halfFrameSeconds(input.followerFrameRate)) {
    return { kind: 'none', playbackRate: masterRate };
  }
  if (!playing || Math.abs(drift) > PLAYBACK_SYNC.seekBeyondSeconds) {
    return { kind: 'seek', to: target, playbackRate: masterRate };
  }
  const nudge = Math.max(
    -PLAYBACK_SYNC.maxRateNudge,
    Math.min(PLAYBACK_SYNC.maxRateNudge, -drift / PLAYBACK_SYNC.catchUpSeconds),
  );
  return { kind: 'nudge', playbackRate: masterRate * (1 + nudge) };
}
