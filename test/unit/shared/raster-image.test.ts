import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isRasterImageType, sniffRasterImage } from '../../../shared/domain/raster-image';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffRasterImage', () => {
  it.each([
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46)],
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)],
    ['image/gif', text('GIF89a\u0001\u0000')],
    ['image/gif', text('GIF87a\u0001\u0000')],
    ['image/webp', text('RIFF\u0024\u0000\u0000\u0000WEBPVP8 ')],
  ])('knows %s by its signature', (type, signature) => {
    expect(sniffRasterImage(signature)).toBe(type);
  });

  it.each([
    ['an SVG', text('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['an SVG with an XML prolog', text('<?xml version="1.0"?><svg>')],
    ['HTML', text('<!doctype html><script>')],
    ['a RIFF that is not WebP (WAV)', text('RIFF\u0024\u0000\u0000\u0000WAVEfmt ')],
    ['GIF with a bad version', text('GIF88a')],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e)],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_label, signature) => {
    expect(sniffRasterImage(signature)).toBeNull();
  });

  it('never throws, and anything starting with "<" is never an image', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 16 }), (random) => {
        const result = sniffRasterImage(random);
        if (random[0] === 0x3c) expect(result).toBeNull();
        expect(result === null || isRasterImageType(result)).toBe(true);
      }),
    );
  });

  it('types: only the four raster types count', () => {
    expect(isRasterImageType('image/png')).toBe(true);
    expect(isRasterImageType('image/svg+xml')).toBe(false);
    expect(isRasterImageType(null)).toBe(false);
  });
});
