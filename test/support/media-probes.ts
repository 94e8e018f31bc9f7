/** Media probes the unit tests build their versions from: a small 8-bit H.264 picture, changed where a test needs. */
import type { StoredDownload } from '../../functions/projects/aggregate';
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

/** 1920×1080 H.264, 8-bit, 25 fps constant, with audio, undamaged: 25 frames over 1 s (no profile read). */
export const ONE_SECOND_HD_PROBE: MediaProbe = {
  ...SMALL_AVC_PROBE,
  videoProfile: null,
  codedWidth: 1920,
  codedHeight: 1080,
  displayWidth: 1920,
  displayHeight: 1080,
  frameCount: 25,
  durationMs: 1000,
};

/** What the download worker reports for an original it stored: a one-second HD video of `fileSize` bytes. */
export function storedDownload(fileSize = 1000): StoredDownload {
  return {
    storagePath: 'videos/x.mp4',
    thumbnailPath: null,
    fileSize,
    mimeType: 'video/mp4',
    durationMs: 1000,
    width: 1920,
    height: 1080,
    frameRate: 25,
    frameTiming: { status: 'unknown' },
    media: ONE_SECOND_HD_PROBE,
  };
}
