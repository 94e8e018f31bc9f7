/**
 * What the probe read from a version's file (functions/media/adapters/media-probe.ts, MediaInfoLib): the container,
 * the video stream as stored and as displayed, its timing, and whether there is sound. Stored on the version
 * (`media`); absent on versions stored unprobed or not copied. Every field says null when the file
 * does not tell, never a guess.
 */
import * as z from 'zod/mini';
import { frameRateSchema, proxyFrameClockSchema, SMPTE_PATTERN } from '../lib/frame-time';
import { scrubSpriteSchema } from './scrub-sprite';

/** Why a file was refused at import (the version is `failed`). */
export const MEDIA_DAMAGE_REASONS = ['empty', 'truncated', 'not_video', 'undecodable'] as const;
export type MediaDamageReason = (typeof MEDIA_DAMAGE_REASONS)[number];

export const mediaProbeSchema = z.object({
  /** Lower-case container name: 'mp4', 'mov', 'matroska', 'webm', … (null when not recognised). */
  container: z.nullable(z.string()),
  /** MediaInfo's format name of the first video stream: 'AVC', 'HEVC', 'ProRes', 'VP9', 'AV1', … */
  videoCodec: z.nullable(z.string()),
  /** The codec profile ('High', 'Main 10', '422 HQ', '0', …). */
  videoProfile: z.nullable(z.string()),
  bitDepth: z.nullable(z.int().check(z.positive())),
  /** The picture as stored. */
  codedWidth: z.nullable(z.int().check(z.positive())),
  codedHeight: z.nullable(z.int().check(z.positive())),
  /** The picture as shown: pixel aspect ratio applied, then the rotation (90/270 swap the sides). */
  displayWidth: z.nullable(z.int().check(z.positive())),
  displayHeight: z.nullable(z.int().check(z.positive())),
  /** Degrees the display matrix turns the picture: 0, 90, 180 or 270. */
  rotation: z.int().check(z.gte(0), z.lte(359)),
  /** The stream's rate as a rational (the average when variable); null when the file gives none. */
  frameRate: z.nullable(frameRateSchema),
  /** Variable frame rate: the frames do not sit on a constant grid. */
  variableFrameRate: z.boolean(),
  frameCount: z.nullable(z.int().check(z.positive())),
  durationMs: z.nullable(z.int().check(z.nonnegative())),
  /** The QuickTime/container start timecode (`HH:MM:SS:FF`, `;` when drop-frame), null when none. */
  startTimecode: z.nullable(z.string().check(z.regex(SMPTE_PATTERN))),
  hasAudio: z.boolean(),
  /** Set when the file was refused (the version is `failed`). */
  damage: z.nullable(z.enum(MEDIA_DAMAGE_REASONS)),
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

/** The playable copies made of a source a browser cannot play well (the transcoder's proxies). */
export const PROXY_STATUSES = ['processing', 'ready', 'failed'] as const;
export type ProxyStatus = (typeof PROXY_STATUSES)[number];

export const proxyStateSchema = z.object({
  status: z.enum(PROXY_STATUSES),
  /** 0–100 while processing. */
  progress: z.number().check(z.gte(0), z.lte(100)),
  /** H.264/AAC MP4s (faststart, constant rate, rotation applied): 1080p and 540p. */
  p1080Path: z.nullable(z.string()),
  p540Path: z.nullable(z.string()),
  /** A JPEG frame of the source. */
  posterPath: z.nullable(z.string()),
  /** The scrubbing thumbnails (absent on proxies made before the sprite existed). */
  sprite: z.optional(z.nullable(scrubSpriteSchema)),
  /** Why the transcoder failed (the original then plays when the browser can). */
  error: z.nullable(z.string()),
  /** The ready proxies' own frame clock, read from the 1080p file (absent: read before it was recorded). */
  frameClock: z.optional(proxyFrameClockSchema),
});
export type ProxyState = z.infer<typeof proxyStateSchema>;

/** A proxy being made, nothing made yet: where every transcode starts and what its result is written over. */
export const PROXY_STARTED: ProxyState = {
  status: 'processing',
  progress: 0,
  p1080Path: null,
  p540Path: null,
  posterPath: null,
  sprite: null,
  error: null,
};

/** Above this a source is proxied even when a browser plays it (bits per second, and bytes). */
export const PROXY_BITRATE_THRESHOLD = 20_000_000;
export const PROXY_SIZE_THRESHOLD = 4 * 1024 * 1024 * 1024;

/** Whether a stored source gets proxies: browsers cannot play it, or it is too heavy to stream as is. */
export function needsProxy(media: MediaProbe, fileSize: number | null): boolean {
  if (media.damage) return false;
  if (!isBrowserPlayable(media)) return true;
  if (fileSize !== null && fileSize > PROXY_SIZE_THRESHOLD) return true;
  if (fileSize !== null && media.durationMs && media.durationMs > 0)
    return (fileSize * 8) / (media.durationMs / 1000) > PROXY_BITRATE_THRESHOLD;
  return false;
}
