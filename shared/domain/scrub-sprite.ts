/**
 * The thumbnail sprite a transcoder makes beside the proxies: one JPEG holding a grid of small
 * frames, one every `intervalSeconds` from 0:00, read left to right and top to bottom. The player shows the
 * tile under the pointer while the timeline is hovered or dragged. Both transcoders (ffmpeg locally,
 * MediaConvert in the cloud) make it to the layout decided here, so the player reads either the same way.
 */
import * as z from 'zod/mini';

/** Tiles per row of the sheet. */
export const SPRITE_COLUMNS = 10;
/** At most this many frames (a 10 × 10 sheet of 160-pixel tiles stays around 100–200 kB). */
export const SPRITE_MAX_TILES = 100;
/** Width of one tile in pixels (MediaConvert wants a multiple of 8; the height follows the picture). */
export const SPRITE_TILE_WIDTH = 160;
/** Never closer than a frame a second: short clips get fewer tiles. */
const MIN_INTERVAL_SECONDS = 1;

export const scrubSpriteSchema = z.object({
  /** The sheet's key in the media bucket. */
  path: z.string(),
  intervalSeconds: z.number().check(z.positive()),
  /** Tiles actually in the sheet (the last row may be part-filled). */
  count: z.int().check(z.positive(), z.lte(SPRITE_MAX_TILES)),
  columns: z.int().check(z.positive()),
  tileWidth: z.int().check(z.positive()),
  tileHeight: z.int().check(z.positive()),
});
export type ScrubSprite = z.infer<typeof scrubSpriteSchema>;

export interface SpriteLayout {
  intervalSeconds: number;
  count: number;
  columns: number;
  rows: number;
  tileWidth: number;
  tileHeight: number;
}

/**
 * The sheet for a source of `durationMs` shown at `displayWidth` × `displayHeight` (rotation and pixel aspect
 * applied): a whole number of seconds between tiles so at most {@link SPRITE_MAX_TILES} cover the length, and
 * a tile height (even) that keeps the picture's shape. Null without a duration (nothing to scrub).
 */
export function spriteLayout(
  durationMs: number | null,
  displayWidth: number | null,
  displayHeight: number | null,
): SpriteLayout | null {
  if (!durationMs || durationMs <= 0) return null;
  const seconds = durationMs / 1000;
  const intervalSeconds = Math.max(MIN_INTERVAL_SECONDS, Math.ceil(seconds / SPRITE_MAX_TILES));
  const count = Math.min(SPRITE_MAX_TILES, Math.max(1, Math.ceil(seconds / intervalSeconds)));
  const aspect = displayWidth && displayHeight ? displayHeight / displayWidth : 9 / 16;
  // Even, and within sane bounds for portrait phone footage (a 9:16 tile is 160 × 284).
  const tileHeight = Math.min(320, Math.max(2, Math.round((SPRITE_TILE_WIDTH * aspect) / 2) * 2));
  const columns = Math.min(SPRITE_COLUMNS, count);
  return {
    intervalSeconds,
    count,
    columns,
    rows: Math.ceil(count / columns),
    tileWidth: SPRITE_TILE_WIDTH,
    tileHeight,
  };
}

/** The tile to show at `seconds` (clamped to the sheet) and its offset in the sheet, in tile pixels. */
export function spriteTileAt(
  sprite: Pick<ScrubSprite, 'intervalSeconds' | 'count' | 'columns' | 'tileWidth' | 'tileHeight'>,
  seconds: number,
): { index: number; x: number; y: number } {
  const raw = Number.isFinite(seconds) ? Math.floor(Math.max(0, seconds) / sprite.intervalSeconds) : 0;
  const index = Math.min(sprite.count - 1, raw);
  return {
    index,
    x: (index % sprite.columns) * sprite.tileWidth,
    y: Math.floor(index / sprite.columns) * sprite.tileHeight,
  };
}
