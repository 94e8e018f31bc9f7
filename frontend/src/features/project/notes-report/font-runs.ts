/**
 * Text in the PDF report is drawn with a list of fonts tried in order (the Latin face first, then Latin
 * extended, Cyrillic, Greek): each run of characters goes to the first font that has them all. A character no
 * font has is drawn as the replacement '?' rather than breaking the whole report; joiners and variation
 * selectors are left out. Pure, for the unit tests.
 */
export interface GlyphSource {
  has(codePoint: number): boolean;
}

export interface FontRun {
  font: number;
  text: string;
}

export const MISSING_GLYPH = '?';

/**
 * Characters that only steer shaping (zero-width joiners, variation selectors): without a shaper they would
 * print as '?' or a box, so they are left out.
 */
function shapingOnly(codePoint: number): boolean {
  return (
    (codePoint >= 0x200b && codePoint <= 0x200d) ||
    codePoint === 0x2060 ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f)
  );
}

export function fontRuns(text: string, fonts: readonly GlyphSource[]): FontRun[] {
  const runs: FontRun[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (shapingOnly(codePoint)) continue;
    let font = fonts.findIndex((f) => f.has(codePoint));
    let glyph = char;
    if (font < 0) {
      font = 0;
      glyph = MISSING_GLYPH;
    }
    const last = runs.at(-1);
    if (last && last.font === font) last.text += glyph;
    else runs.push({ font, text: glyph });
  }
  return runs;
}
