/** Media probes the unit tests build their versions from: a small 8-bit H.264 picture, changed where a test needs. */
import type { MediaProbe } from '../../shared/domain/media-probe';

/** 640×360 H.264 High, 8-bit, unrotated, 25 fps constant, with audio, undamaged: 150 frames over 6 s. */
export const SMALL_AVC_PROBE: MediaProbe = {
  container: 'mp4',
  videoCodec: 'AVC',
  videoProfile: 'High',
  bitDepth: 8,
  codedWidth: 640,
  codedHeight: 360,
  displayWidth: 640,
  displayHeight: 360,
  rotation: 0,
  frameRate: { num: 25, den: 1 },
  variableFrameRate: false,
  frameCount: 150,
  durationMs: 6000,
  startTimecode: null,
  hasAudio: true,
  damage: null,
};
