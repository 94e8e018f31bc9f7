/**
 * Colour that stays readable: a workspace's accent is used as given where it meets WCAG AA against the review
 * theme's surfaces, otherwise the nearest colour of the same hue (and saturation) that does. Two levels, as
 * WCAG 2.2 sets them: text drawn in the accent (links, outlined buttons) needs 4.5:1 (1.4.3); controls,
 * focus rings, timeline markers, the range band and drawing tools need 3:1 (1.4.11). Text ON the accent (a
 * filled button's label) is black or white, whichever reads better: one of them always reaches 4.5:1.
 * Pure: the server (mails, the PDF cover), the review page and the settings preview all resolve it here.
 */
import type { BrandTheme } from './brand';

/** The surfaces the accent is drawn on, per review theme (the review page's background and its panels). */
export const BRAND_SURFACES: Record<BrandTheme, readonly string[]> = {
  light: ['#ffffff', '#f4f4f7'],
  dark: ['#12121a', '#1b1b26'],
};

export const CONTRAST_MINIMUM = { text: 4.5, control: 3 } as const;

export interface ResolvedAccent {
  /** Accent for text and outlined controls: ≥ 4.5:1 against every surface of the theme. */
  text: string;
  /** Accent for fills, markers, focus rings, the range band and drawing tools: ≥ 3:1 against every surface. */
  control: string;
  /** The label colour on a `control` fill (black or white, the better one; ≥ 4.5:1). */
  onControl: string;
  /** Whether either colour differs from the chosen accent (the settings page says so). */
  adjusted: boolean;
}

const HEX = /^#[0-9a-f]{6}$/i;

export function isHexColour(value: string): boolean {
  return HEX.test(value);
}

function rgbOf(hex: string): [number, number, number] {
  if (!isHexColour(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hexOf([r, g, b]: readonly [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG 2.x relative luminance of an sRGB colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1..21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The lowest contrast of `colour` against the theme's surfaces. */
export function worstContrast(colour: string, theme: BrandTheme): number {
  return Math.min(...BRAND_SURFACES[theme].map((surface) => contrastRatio(colour, surface)));
}

function hslOf(hex: string): [number, number, number] {
  const [r, g, b] = rgbOf(hex).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h / 6, s, l];
}

function hexOfHsl(h: number, s: number, l: number): string {
  if (s === 0) return hexOf([l * 255, l * 255, l * 255]);
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return hexOf([channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255]);
}

/**
 * `accent` when it reaches `minimum` against every surface of `theme`; otherwise the same hue and saturation
 * at the nearest lightness that does (lighter on the dark theme, darker on the light one: contrast with a
 * surface grows monotonically that way, so the first passing step is the nearest).
 */
export function readableColour(accent: string, theme: BrandTheme, minimum: number): string {
  const given = accent.toLowerCase();
  if (worstContrast(given, theme) >= minimum) return given;
  const [h, s, l] = hslOf(given);
  const step = theme === 'dark' ? 0.005 : -0.005;
  for (let next = l + step; next >= 0 && next <= 1; next += step) {
    const candidate = hexOfHsl(h, s, next);
    if (worstContrast(candidate, theme) >= minimum) return candidate;
  }
  return theme === 'dark' ? '#ffffff' : '#000000';
}

/** The label colour on a fill: black or white, whichever contrasts more (always ≥ 4.58:1). */
export function labelColourOn(fill: string): string {
  return contrastRatio(fill, '#000000') >= contrastRatio(fill, '#ffffff') ? '#000000' : '#ffffff';
}

/** THE rule: the colours a brand's accent is drawn in on a theme, and whether they were adjusted. */
export function resolveAccent(accent: string, theme: BrandTheme): ResolvedAccent {
  const given = accent.toLowerCase();
  const text = readableColour(given, theme, CONTRAST_MINIMUM.text);
  const control = readableColour(given, theme, CONTRAST_MINIMUM.control);
  return { text, control, onControl: labelColourOn(control), adjusted: text !== given || control !== given };
}
