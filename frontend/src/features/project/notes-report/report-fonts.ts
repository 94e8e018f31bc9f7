/**
 * Which fonts a PDF report embeds, decided from the text it draws before any font is fetched: Noto Sans in
 * pieces by script (the @fontsource files, a few KB each, subset again by pdf-lib) for Latin, Latin extended,
 * Vietnamese, Cyrillic and Greek, in regular and bold; and only when the notes hold them, Noto Sans JP
 * (Japanese kana and kanji, and the Chinese characters it shares) and Noto Emoji, each several megabytes, cut
 * to the characters used before embedding. A Latin-only report fetches and embeds only the small files.
 * Characters no font has (Korean, Arabic, …) still print as '?' (font-runs.ts). Pure, for the unit tests.
 */
import fontsourceRanges from '@fontsource/noto-sans/unicode.json';

/** The Noto Sans subsets the report draws with, in the order tried for a character (Latin first). */
const SCRIPT_SUBSETS = [
  'latin',
  'latin-ext',
  'vietnamese',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
] as const;
type FontWeight = '400' | '700';

export type ReportFontId = `${(typeof SCRIPT_SUBSETS)[number]}-${FontWeight}` | `jp-${FontWeight}` | 'emoji';

type Range = readonly [number, number];

/** '+U+0000-00FF,U+0131' (a CSS unicode-range) → ranges. */
export function parseUnicodeRange(css: string): Range[] {
  return css.split(',').flatMap((part) => {
    const m = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!m?.[1]) return [];
    const from = parseInt(m[1], 16);
    return [[from, m[2] ? parseInt(m[2], 16) : from] as const];
  });
}

const FONTSOURCE = fontsourceRanges as Record<string, string>;
const subsetRanges = (name: string): Range[] => parseUnicodeRange(FONTSOURCE[name] ?? '');

/** Japanese: CJK punctuation, kana, enclosed and compatibility forms, ideographs, full-width forms. */
const JP_RANGES: Range[] = [
  [0x3000, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xffef],
  [0x20000, 0x2fa1f],
];

/** Emoji and pictographs, dingbats, arrows and technical symbols (Noto Emoji, drawn in one colour). */
const EMOJI_RANGES: Range[] = [
  [0x2190, 0x21ff],
  [0x2300, 0x23ff],
  [0x2460, 0x24ff],
  [0x25a0, 0x27bf],
  [0x2900, 0x297f],
  [0x2b00, 0x2bff],
  [0x1f000, 0x1faff],
];

export interface ReportFontFile {
  id: ReportFontId;
  ranges: readonly Range[];
  /** A big file: cut to the characters used (HarfBuzz) before it is embedded. */
  cut: boolean;
}

const file = (id: ReportFontId, ranges: readonly Range[], cut = false): ReportFontFile => ({
  id,
  ranges,
  cut,
});

/** A face's files in the order tried for a character (Latin first: digits and punctuation stay Latin). */
const faceFiles = (weight: FontWeight): readonly ReportFontFile[] => [
  ...SCRIPT_SUBSETS.map((subset) => file(`${subset}-${weight}`, subsetRanges(subset))),
  file(`jp-${weight}`, JP_RANGES, true),
  file('emoji', EMOJI_RANGES, true),
];

/** Each face's files. */
export const REPORT_FONT_FILES: Record<'regular' | 'bold', readonly ReportFontFile[]> = {
  regular: faceFiles('400'),
  bold: faceFiles('700'),
};

const covers = (f: ReportFontFile, codePoint: number) =>
  f.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** A file a face needs, and (for a file that is cut) the characters to keep. */
export interface PlannedFont {
  id: ReportFontId;
  /** The characters to keep, for a file cut before embedding; null: embedded as is (pdf-lib subsets it). */
  keep: string | null;
}

/**
 * The files each face needs for the text it draws: the Latin file always (and the '?' of a character no font
 * has), then each file that is the first to cover one of the characters. A character a cut file covers in
 * range but not in fact (a rare ideograph) prints as '?' once the cut font says it has no glyph.
 */
export function planReportFonts(text: {
  regular: string;
  bold: string;
}): Record<'regular' | 'bold', PlannedFont[]> {
  const plan = (files: readonly ReportFontFile[], drawn: string): PlannedFont[] => {
    const used = new Map<ReportFontId, Set<string>>();
    for (const char of new Set(drawn)) {
      const codePoint = char.codePointAt(0) ?? 0;
      const owner = files.find((f) => covers(f, codePoint));
      if (!owner) continue;
      const chars = used.get(owner.id) ?? new Set<string>();
      chars.add(char);
      used.set(owner.id, chars);
    }
    return files
      .filter((f, i) => i === 0 || used.has(f.id))
      .map((f) => ({ id: f.id, keep: f.cut ? [...(used.get(f.id) ?? [])].sort().join('') : null }));
  };
  return {
    regular: plan(REPORT_FONT_FILES.regular, text.regular),
    bold: plan(REPORT_FONT_FILES.bold, text.bold),
  };
}

/** A font as the PDF embeds it: pdf-lib subsets the small files itself; the cut ones are embedded whole. */
export interface EmbeddableFont {
  bytes: Uint8Array;
  subset: boolean;
}

export interface ReportFontLoader {
  /** The font file's bytes (TTF for the cut ones; fetched once per file). */
  load(id: ReportFontId): Promise<Uint8Array>;
  /** Cuts a font to the characters given (only asked for when a planned file is cut). */
  cut(font: Uint8Array, keep: string): Promise<Uint8Array>;
}

/** The planned files, loaded and (the big ones) cut, per face in their order. */
export async function loadReportFonts(
  plan: Record<'regular' | 'bold', PlannedFont[]>,
  loader: ReportFontLoader,
): Promise<Record<'regular' | 'bold', EmbeddableFont[]>> {
  const face = (fonts: PlannedFont[]) =>
    Promise.all(
      fonts.map(async ({ id, keep }) => {
        const bytes = await loader.load(id);
        return keep === null
          ? { bytes, subset: true }
          : { bytes: await loader.cut(bytes, keep), subset: false };
      }),
    );
  const [regular, bold] = await Promise.all([face(plan.regular), face(plan.bold)]);
  return { regular, bold };
}
