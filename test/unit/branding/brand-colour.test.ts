import { describe, expect, it } from 'vitest';
import {
  BRAND_SURFACES,
  contrastRatio,
  resolveAccent,
  worstContrast,
} from '../../../shared/domain/brand-colour';
import { BRAND_THEMES } from '../../../shared/domain/brand';

const WORST = { white: '#ffffff', black: '#000000', 'pure yellow': '#ffff00', 'mid grey': '#808080' };

function hue(hex: string): number | null {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max - min < 0.02) return null;
  const d = max - min;
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return h * 60;
}

describe('the accent stays readable on the review theme', () => {
  it('computes WCAG contrast (black on white is 21:1, a colour on itself 1:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  for (const theme of BRAND_THEMES) {
    for (const [name, accent] of Object.entries(WORST)) {
      it(`${name} on the ${theme} theme: text ≥ 4.5:1, controls ≥ 3:1 on every surface, label ≥ 4.5:1`, () => {
        const resolved = resolveAccent(accent, theme);
        for (const surface of BRAND_SURFACES[theme]) {
          expect(contrastRatio(resolved.text, surface)).toBeGreaterThanOrEqual(4.5);
          expect(contrastRatio(resolved.control, surface)).toBeGreaterThanOrEqual(3);
        }
        expect(contrastRatio(resolved.onControl, resolved.control)).toBeGreaterThanOrEqual(4.5);
        // Same hue: a grey stays grey, yellow stays yellow.
        const given = hue(accent);
        if (given === null) expect(hue(resolved.text)).toBeNull();
        else expect(Math.abs((hue(resolved.text) ?? -99) - given)).toBeLessThan(3);
      });
    }
  }

  it('says which of the four were adjusted, and keeps an accent that already reads as given', () => {
    expect(resolveAccent('#ffffff', 'light').adjusted).toBe(true);
    expect(resolveAccent('#ffff00', 'light').adjusted).toBe(true);
    expect(resolveAccent('#000000', 'dark').adjusted).toBe(true);
    expect(resolveAccent('#808080', 'dark').adjusted).toBe(true);
    expect(resolveAccent('#808080', 'light').adjusted).toBe(true);
    // White and yellow on the dark theme, black on the light one: readable as chosen.
    expect(resolveAccent('#ffffff', 'dark')).toMatchObject({
      text: '#ffffff',
      control: '#ffffff',
      adjusted: false,
    });
    expect(resolveAccent('#ffff00', 'dark').adjusted).toBe(false);
    expect(resolveAccent('#000000', 'light').adjusted).toBe(false);
    expect(resolveAccent('#7C3AED', 'light')).toMatchObject({ text: '#7c3aed', adjusted: false });
  });

  it('moves only as far as needed: the adjusted text colour is just past 4.5:1', () => {
    const { text } = resolveAccent('#ffff00', 'light');
    expect(worstContrast(text, 'light')).toBeGreaterThanOrEqual(4.5);
    expect(worstContrast(text, 'light')).toBeLessThan(4.8);
  });
});
