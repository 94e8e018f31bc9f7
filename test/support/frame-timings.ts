/** Frame timings the tests give their versions and review fixtures. */
import type { VersionFrameTiming } from '../../shared/lib/frame-time';

/** A probed 23.976 fps (24000/1001) clip of 120 frames (about 5 s), non-drop-frame, starting at 00:00:00:00. */
export const FILM_TIMING: VersionFrameTiming = {
  status: 'probed',
  rate: { num: 24000, den: 1001 },
  dropFrame: false,
  frameCount: 120,
  startTimecode: '00:00:00:00',
};

/** A probed 29.97 fps (30000/1001) drop-frame clip of 150 frames (about 5 s), starting at 01:00:00;00. */
export const NTSC_DF_TIMING: Extract<VersionFrameTiming, { status: 'probed' }> = {
  status: 'probed',
  rate: { num: 30000, den: 1001 },
  dropFrame: true,
  frameCount: 150,
  startTimecode: '01:00:00;00',
};

/** The fragmented MP4 of the late-start report: 25 fps, 150 frames, its first frame presented at 0.080 s. */
export const LATE_MP4_TIMING = {
  status: 'probed',
  rate: { num: 25, den: 1 },
  dropFrame: false,
  frameCount: 150,
  startTimecode: null,
  firstFrameSeconds: 0.08,
} as const satisfies VersionFrameTiming;

/** vfr-counter.mp4 (make-fixtures.sh): 24 frames at 30 fps, 24 at 7.5 fps, 24 at 30 fps (timescale 15360). */
export const VFR_COUNTER_TIMING = {
  status: 'probed',
  rate: { num: 15, den: 1 },
  dropFrame: false,
  frameCount: 72,
  startTimecode: null,
  frameDurations: {
    timescale: 15360,
    runs: [
      [512, 24],
      [2048, 24],
      [512, 24],
    ],
  },
} as const satisfies VersionFrameTiming;
