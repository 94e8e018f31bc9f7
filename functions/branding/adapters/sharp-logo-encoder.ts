/**
 * The logo re-encoder on sharp (libvips): decodes the upload as the raster type it claims, refuses anything
 * else (an SVG, a renamed file, bytes that only start like a picture), checks the decoded size, and writes a
 * fresh PNG fitted into the logo box: no metadata, no trailing bytes, nothing of the upload served as sent.
 * sharp is imported on first use, so only the logo confirm pays for loading it.
 */
import { BRAND_LIMITS } from '../../../shared/domain/brand';
import { sniffRasterImage } from '../../../shared/domain/raster-image';
import { ValidationError } from '../../../shared/errors/app-error';
import { BRAND_MESSAGES } from '../../../shared/messages/brand-messages';
import type { LogoEncoder } from '../ports';

/** sharp's format names for the types a logo may be. */
const SHARP_FORMATS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

const notRaster = () =>
  new ValidationError(BRAND_MESSAGES.logoNotRaster, { 'body.key': BRAND_MESSAGES.logoNotRaster });

export function sharpLogoEncoder(): LogoEncoder {
  return {
    async reencode(bytes, declared) {
      const sniffed = sniffRasterImage(bytes);
      const expected = SHARP_FORMATS[declared];
      if (!expected || sniffed !== declared) throw notRaster();
      const { default: sharp } = await import('sharp');
      const side = BRAND_LIMITS.logoMaxSide;
      // `failOn: 'warning'` refuses truncated or damaged data instead of decoding what it can.
      const input = () => sharp(bytes, { failOn: 'warning', limitInputPixels: side * side, animated: false });
      let metadata;
      try {
        metadata = await input().metadata();
      } catch {
        throw notRaster();
      }
      if (metadata.format !== expected) throw notRaster();
      const { width, height } = metadata;
      if (
        width < BRAND_LIMITS.logoMinSide ||
        height < BRAND_LIMITS.logoMinSide ||
        width > side ||
        height > side
      ) {
        throw new ValidationError(BRAND_MESSAGES.logoDimensions, {
          'body.key': BRAND_MESSAGES.logoDimensions,
        });
      }
      try {
        const out = await input()
          .rotate()
          .resize({
            width: BRAND_LIMITS.logoOutputMaxWidth,
            height: BRAND_LIMITS.logoOutputMaxHeight,
            fit: 'inside',
            withoutEnlargement: true,
          })
          .png({ compressionLevel: 9 })
          .toBuffer({ resolveWithObject: true });
        return {
          bytes: new Uint8Array(out.data),
          contentType: 'image/png',
          width: out.info.width,
          height: out.info.height,
        };
      } catch {
        throw notRaster();
      }
    },
  };
}
