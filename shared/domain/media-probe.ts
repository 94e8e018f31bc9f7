/**
 * What the probe read from a version's file (functions/lib/media/media-probe.ts, MediaInfoLib): the container,
 * the video stream as stored and as displayed, its timing, and whether there is sound. Stored on the version
 * (`media`); absent on versions probed before issue 18 or not copied. Every field says null when the file
 * does not tell, never a guess.
 */
import { z } from 'zod';
import { frameRateSchema, SMPTE_PATTERN } from '../lib/frame-time';

/** Why a file was refused at import (the version is `failed`). */
export const MEDIA_DAMAGE_REASONS = ['empty', 'truncated', 'not_video', 'undecodable'] as const;
export type MediaDamageReason = (typeof MEDIA_DAMAGE_REASONS)[number];

export const mediaProbeSchema = z.object({
  /** Lower-case container name: 'mp4', 'mov', 'matroska', 'webm', … (null when not recognised). */
  container: z.string().nullable(),
  /** MediaInfo's format name of the first video stream: 'AVC', 'HEVC', 'ProRes', 'VP9', 'AV1', … */
  videoCodec: z.string().nullable(),
  /** The codec profile ('High', 'Main 10', '422 HQ', '0', …). */
  videoProfile: z.string().nullable(),
  bitDepth: z.number().int().positive().nullable(),
  /** The picture as stored. */
  codedWidth: z.number().int().positive().nullable(),
  codedHeight: z.number().int().positive().nullable(),
  /** The picture as shown: pixel aspect ratio applied, then the rotation (90/270 swap the sides). */
  displayWidth: z.number().int().positive().nullable(),
  displayHeight: z.number().int().positive().nullable(),
  /** Degrees the display matrix turns the picture: 0, 90, 180 or 270. */
  rotation: z.number().int().min(0).max(359),
  /** The stream's rate as a rational (the average when variable); null when the file gives none. */
  frameRate: frameRateSchema.nullable(),
  /** Variable frame rate: the frames do not sit on a constant grid. */
  variableFrameRate: z.boolean(),
  frameCount: z.number().int().positive().nullable(),
  durationMs: z.number().int().nonnegative().nullable(),
  /** The QuickTime/container start timecode (`HH:MM:SS:FF`, `;` when drop-frame), null when none. */
  startTimecode: z.string().regex(SMPTE_PATTERN).nullable(),
  hasAudio: z.boolean(),
  /** Set when the file was refused (the version is `failed`). */
  damage: z.enum(MEDIA_DAMAGE_REASONS).nullable(),
});
export type MediaProbe = z.infer<typeof mediaProbeSchema>;

/** Video codecs and containers every current browser decodes without a hardware decoder. */
const BROWSER_CODECS = new Set(['AVC', 'VP9', 'AV1', 'VP8']);
const BROWSER_CONTAINERS = new Set(['mp4', 'webm']);

/** Whether a browser plays the stored file as it is (H.264/VP9/AV1 in MP4/WebM). */
export function isBrowserPlayable(probe: Pick<MediaProbe, 'container' | 'videoCodec'>): boolean {
  return (
    probe.container !== null &&
    probe.videoCodec !== null &&
    BROWSER_CONTAINERS.has(probe.container) &&
    BROWSER_CODECS.has(probe.videoCodec)
  );
}
