/**
 * Which raster image a file is, by its first bytes (its signature), not by its name or declared type. Avatars
 * are limited to these: an SVG is a document that can carry script, served from the media origin.
 */
export const RASTER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type RasterImageType = (typeof RASTER_IMAGE_TYPES)[number];

/** How many leading bytes {@link sniffRasterImage} needs. */
export const RASTER_SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/** The raster type the bytes begin with, or null (SVG, HTML, text, anything else). */
export function sniffRasterImage(bytes: Uint8Array): RasterImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

export function isRasterImageType(type: string | null | undefined): type is RasterImageType {
  return (RASTER_IMAGE_TYPES as readonly string[]).includes(type ?? '');
}
