/** Frame timings the integration tests give their review fixtures. */
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
