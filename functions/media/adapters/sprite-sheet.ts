/**
 * Sheets a transcoder's frame captures into the scrubbing sprite (shared/domain/scrub-sprite.ts): decodes
 * each JPEG (jpeg-js, pure JavaScript: no native image library in the Lambda), places it in its tile,
 * scaled to the tile when MediaConvert rounded its size, and encodes the sheet. A 10 × 10 sheet of
 * 160-pixel tiles is a few megabytes of pixels at most.
 */
import jpeg from 'jpeg-js';
import type { SpriteLayout } from '../../../shared/domain/scrub-sprite';

/** Decoding guards: one capture is far below these. */
const MAX_RESOLUTION_MP = 40;
const MAX_MEMORY_MB = 256;

/** The sheet of `frames` (in time order; at most `layout.count` are used) as a JPEG. */
export function sheetFrames(
  frames: readonly Uint8Array[],
  layout: Pick<SpriteLayout, 'columns' | 'tileWidth' | 'tileHeight'>,
): { jpeg: Uint8Array; count: number; rows: number } {
  if (frames.length === 0) throw new Error('No frames to sheet');
  const { columns, tileWidth, tileHeight } = layout;
  const rows = Math.ceil(frames.length / columns);
  const width = Math.min(frames.length, columns) * tileWidth;
  const height = rows * tileHeight;
  const sheet = new Uint8Array(width * height * 4);
  // Opaque black under every tile (the last row's empty slots stay black).
  for (let i = 3; i < sheet.length; i += 4) sheet[i] = 255;
  frames.forEach((bytes, index) => {
    const frame = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: MAX_RESOLUTION_MP,
      maxMemoryUsageInMB: MAX_MEMORY_MB,
    });
    const left = (index % columns) * tileWidth;
    const top = Math.floor(index / columns) * tileHeight;
    for (let y = 0; y < tileHeight; y += 1) {
      const sy = Math.min(frame.height - 1, Math.floor((y * frame.height) / tileHeight));
      for (let x = 0; x < tileWidth; x += 1) {
        const sx = Math.min(frame.width - 1, Math.floor((x * frame.width) / tileWidth));
        const from = (sy * frame.width + sx) * 4;
        const to = ((top + y) * width + left + x) * 4;
        sheet[to] = frame.data[from] ?? 0;
        sheet[to + 1] = frame.data[from + 1] ?? 0;
        sheet[to + 2] = frame.data[from + 2] ?? 0;
      }
    }
  });
  const encoded = jpeg.encode({ data: sheet, width, height }, 75);
  return { jpeg: new Uint8Array(encoded.data), count: frames.length, rows };
}
