/**
 * Parts of a version's answer that the editor's project routes and the client's review routes both carry.
 * Kept apart from both contracts so neither endpoint module loads the other (the editor's routes stay free of
 * the review contract's schemas, and the review route of the editor's).
 */
import * as z from 'zod/mini';
import { proxyFrameClockSchema } from '../../lib/frame-time';

/** A source the player can switch to: the proxies (1080p, 540p for phones) and the original where it plays. */
export const PLAYBACK_QUALITIES = ['1080p', '540p', 'original'] as const;
export const playbackAlternativeSchema = z.object({
  quality: z.enum(PLAYBACK_QUALITIES),
  url: z.string(),
  /** A proxy's own frame clock (the player maps the version's frames onto it); absent on the original. */
  frameClock: z.optional(proxyFrameClockSchema),
});
export type PlaybackAlternative = z.infer<typeof playbackAlternativeSchema>;

/**
 * The scrubbing sprite as the player reads it (shared/domain/scrub-sprite.ts): a signed URL of the sheet and
 * its layout. Null when the version has none (no proxy made, or made before sprites).
 */
export const scrubSpriteViewSchema = z.object({
  url: z.string(),
  intervalSeconds: z.number().check(z.positive()),
  count: z.int().check(z.positive()),
  columns: z.int().check(z.positive()),
  tileWidth: z.int().check(z.positive()),
  tileHeight: z.int().check(z.positive()),
});
export type ScrubSpriteView = z.infer<typeof scrubSpriteViewSchema>;

/** Counts over every note of a version (exact, whatever page is loaded). */
export const noteCountsSchema = z.object({
  total: z.int().check(z.nonnegative()),
  pending: z.int().check(z.nonnegative()),
  completed: z.int().check(z.nonnegative()),
});
export type NoteCounts = z.infer<typeof noteCountsSchema>;
