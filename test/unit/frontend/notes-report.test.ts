/**
 * The PDF notes report: the model (order, done notes, frames and timecodes the same as the marker
 * files), line breaking, font fallback, and the PDF itself read back with poppler's pdftotext/pdfimages: every
 * note's timecode, reviewer, status and text are in it, accents and other scripts print, a note longer than a
 * page continues, each captured frame is one image.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fontRuns } from '../../../frontend/src/features/project/notes-report/font-runs';
import { fontSubsetter } from '../../../frontend/src/features/project/notes-report/font-subset';
import {
  notesReportPdf,
  reportText,
  thumbBox,
} from '../../../frontend/src/features/project/notes-report/notes-report-pdf';
import {
  loadReportFonts,
  planReportFonts,
  type ReportFontId,
} from '../../../frontend/src/features/project/notes-report/report-fonts';
import {
  reportModel,
  type ReportModel,
} from '../../../frontend/src/features/project/notes-report/report-model';
import { wrapText } from '../../../frontend/src/features/project/notes-report/text-wrap';
import { markerVideoOf, type MarkerNoteSource } from '../../../shared/markers/marker-source';
import { resolveAccent } from '../../../shared/domain/brand-colour';

const require = createRequire(import.meta.url);
/** The same files the browser fetches (make-notes-report.ts), read from the packages. */
const FONT_FILES: Record<ReportFontId, string> = {
  'jp-400': '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  'jp-700': '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
  emoji: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
  ...(Object.fromEntries(
    (['latin', 'latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext'] as const).flatMap(
      (script) =>
        (['400', '700'] as const).map((weight) => [
          `${script}-${weight}`,
          `@fontsource/noto-sans/files/noto-sans-${script}-${weight}-normal.woff`,
        ]),
    ),
  ) as Record<Exclude<ReportFontId, 'jp-400' | 'jp-700' | 'emoji'>, string>),
};
const subsetter = fontSubsetter(readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')));
const loaded: ReportFontId[] = [];
const fontsFor = (m: ReportModel) =>
  loadReportFonts(planReportFonts(reportText(m)), {
    load: async (id) => {
      loaded.push(id);
      return new Uint8Array(readFileSync(require.resolve(FONT_FILES[id])));
    },
    cut: async (font, keep) => (await subsetter)(font, keep),
  });
const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'e2e', 'screenshots');
const fixture = (name: string) =>
  new Uint8Array(readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'report', name)));

const V1 = {
  id: 'ver1',
  versionNumber: 2,
  width: 1920,
  height: 1080,
  frameTiming: {
    status: 'probed',
    rate: { num: 30000, den: 1001 },
    dropFrame: true,
    frameCount: 9000,
    startTimecode: null,
  },
} as const;
const V2 = {
  id: 'ver2',
  versionNumber: 1,
  width: 1080,
  height: 1920,
  frameTiming: {
    status: 'probed',
    rate: { num: 24000, den: 1001 },
    dropFrame: false,
    frameCount: 4000,
    startTimecode: null,
  },
} as const;

function note(
  id: string,
  version: string,
  frame: number,
  body: string,
  extra: Partial<MarkerNoteSource> = {},
): MarkerNoteSource {
  return {
    id,
    videoVersionId: version,
    body,
    reviewerLabel: 'Zoë Client',
    status: 'pending',
    createdAt: `2026-11-2${id.length % 3}T10:00:00.000Z`,
    timecodeMs: 0,
    frame,
    ...extra,
  };
}

const LONG = Array.from({ length: 700 }, (_, i) => `word${i}`).join(' ');
const NOTES = [
  note('n3', 'ver1', 1800, 'After the drop: 00:01:00;02'),
  note('n1', 'ver1', 57, 'Café naïve — colour is off here', { status: 'completed' }),
  note('n2', 'ver1', 120, 'Привет · Γειά σου · 👍'),
  note('n4', 'ver2', 10, LONG),
  note('other', 'ver-elsewhere', 5, 'not this version'),
];

function model(includeCompleted = true) {
  return reportModel({
    projectName: 'Spring Campaign',
    videos: [
      { marker: markerVideoOf('Spring Campaign', 'Hero cut', V1, NOTES), sourceUrl: 'http://x/a.mp4' },
      { marker: markerVideoOf('Spring Campaign', 'Vertical', V2, NOTES), sourceUrl: null },
    ],
    includeCompleted,
    generatedAt: new Date('2026-11-23T12:00:00Z'),
    formatDate: (d) => d.toISOString().slice(0, 10),
  });
}

describe('report model', () => {
  it('lists each version’s notes in timeline order with SMPTE timecode and frame', () => {
    const m = model();
    expect(m.fileName).toBe('Spring-Campaign_notes.pdf');
    expect(m.videos.map((v) => v.heading)).toEqual(['Hero cut — v2', 'Vertical — v1']);
    expect(m.videos[0]?.frameRate).toBe('29.97 fps');
    expect(m.videos[0]?.notes.map((n) => [n.id, n.position, n.status])).toEqual([
      ['n1', '00:00:01;27 · frame 57', 'Done'],
      ['n2', '00:00:04;00 · frame 120', 'Pending'],
      ['n3', '00:01:00;02 · frame 1800', 'Pending'],
    ]);
    expect(m.videos[1]?.aspect).toBeCloseTo(1080 / 1920);
    expect(m.summary).toBe('4 notes · 3 pending · 1 done');
    // The picture is taken from the middle of the note's frame.
    expect(m.videos[0]?.notes[0]?.seekSeconds).toBeCloseTo((57.5 * 1001) / 30000, 6);
  });

  it('takes a note’s picture at its frame when the video starts late (frames count from the first frame)', () => {
    const m = reportModel({
      projectName: 'Spring Campaign',
      videos: [
        {
          marker: markerVideoOf('Spring Campaign', 'Hero cut', V1, NOTES),
          sourceUrl: 'http://x/a.mp4',
          clock: { rate: { num: 30000, den: 1001 }, firstFrameSeconds: 0.08, bounds: null },
        },
      ],
      includeCompleted: true,
      generatedAt: new Date(),
      formatDate: () => 'today',
    });
    expect(m.videos[0]?.notes[0]?.seekSeconds).toBeCloseTo(0.08 + (57.5 * 1001) / 30000, 6);
  });

  it('leaves done notes out when asked, and names a single video’s file like its markers', () => {
    const m = reportModel({
      projectName: 'Spring Campaign',
      videos: [{ marker: markerVideoOf('Spring Campaign', 'Hero cut', V1, NOTES), sourceUrl: null }],
      includeCompleted: false,
      generatedAt: new Date(),
      formatDate: () => 'today',
    });
    expect(m.videos[0]?.notes.map((n) => n.id)).toEqual(['n2', 'n3']);
    expect(m.fileName).toBe('Spring-Campaign_Hero-cut_v2_notes.pdf');
  });
});

describe('line breaking and fonts', () => {
  const width = (t: string) => Array.from(t).length;
  it('breaks at spaces, keeps paragraphs, splits words longer than a line', () => {
    expect(wrapText('one two three four', 9, width)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('a\n\nb', 9, width)).toEqual(['a', '', 'b']);
    expect(wrapText('abcdefghijkl x', 5, width)).toEqual(['abcde', 'fghij', 'kl x']);
    expect(wrapText('', 5, width)).toEqual(['']);
  });
  it('gives each run of characters to the first font that has them, and ? when none has', () => {
    const latin = { has: (c: number) => c < 0x250 };
    const cyrillic = { has: (c: number) => c >= 0x400 && c < 0x500 };
    expect(fontRuns('Aé Жж 👍', [latin, cyrillic])).toEqual([
      { font: 0, text: 'Aé ' },
      { font: 1, text: 'Жж' },
      { font: 0, text: ' ?' },
    ]);
  });
  it('keeps a portrait picture’s shape within the row', () => {
    expect(thumbBox(16 / 9)).toEqual({ width: 160, height: 90 });
    expect(thumbBox(9 / 16).height).toBe(120);
    expect(thumbBox(9 / 16).width).toBeCloseTo(67.5);
    expect(thumbBox(Number.NaN)).toEqual({ width: 160, height: 90 });
  });
});

describe('the PDF', () => {
  it('holds every note’s timecode, reviewer, status and text, one image per captured frame', async () => {
    const m = model();
    const frames = new Map([
      ['n1', fixture('frame-a.jpg')],
      ['n2', fixture('frame-b.jpg')],
    ]);
    const bytes = await notesReportPdf(m, frames, await fontsFor(m), new Date('2026-11-23T12:00:00Z'));
    const dir = mkdtempSync(join(tmpdir(), 'report-'));
    const file = join(dir, 'report.pdf');
    writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Review notes');
    expect(flat).toContain('Spring Campaign');
    for (const n of m.videos.flatMap((v) => v.notes)) expect(flat).toContain(n.position);
    expect(flat).toContain('Café naïve — colour is off here');
    expect(flat).toContain('Привет · Γειά σου · 👍');
    expect(flat).toContain('Zoë Client');
    expect(flat).toContain('Done');
    expect(flat).toContain('word0 word1');
    expect(flat).toContain('word699');
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(flat).toContain(`Page ${pages} of ${pages}`);
    // Two frames captured: two images; the other notes show the 'No preview' box.
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => /^\s*\d+\s+\d+\s+image/.test(l));
    expect(images).toHaveLength(2);
    expect(flat).toContain('No preview');
  });
});

// ---- scripts: every script the notes use is embedded and drawn ------------------------------------------

/** Dark pixels of page 1 rendered by poppler (what a reader sees, not what pdftotext extracts). */
function inkOf(pdf: Uint8Array): number {
  const dir = mkdtempSync(join(tmpdir(), 'report-ink-'));
  const file = join(dir, 'r.pdf');
  writeFileSync(file, pdf);
  const pgm = execFileSync('pdftoppm', ['-gray', '-r', '72', '-f', '1', '-l', '1', file]);
  // Binary PGM: 'P5\n<w> <h>\n255\n' then one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'));
  const [w, h] = [Number(header?.[1]), Number(header?.[2])];
  const pixels = pgm.subarray(pgm.length - w * h);
  return pixels.reduce((dark, p) => dark + (p < 128 ? 1 : 0), 0);
}

function oneNoteReport(projectName: string, body: string, startTimecode: string | null = null) {
  const version = { ...V1, frameTiming: { ...V1.frameTiming, startTimecode } };
  return reportModel({
    projectName,
    videos: [
      {
        marker: markerVideoOf(projectName, 'Cut', version, [note('n1', 'ver1', 24, body)]),
        sourceUrl: null,
      },
    ],
    includeCompleted: true,
    generatedAt: new Date('2026-11-23T12:00:00Z'),
    formatDate: () => 'today',
  });
}

const render = async (m: ReportModel) =>
  notesReportPdf(m, new Map(), await fontsFor(m), new Date('2026-11-23T12:00:00Z'));

describe('the PDF in every script the notes use', () => {
  it('plans Noto Sans JP and Noto Emoji only for notes that hold them, bold Cyrillic and Greek from bold files', () => {
    const latinOnly = planReportFonts({ regular: 'Café naïve', bold: 'Spring' });
    expect(latinOnly.regular.map((f) => f.id)).toEqual(['latin-400']);
    expect(latinOnly.bold.map((f) => f.id)).toEqual(['latin-700']);
    const mixed = planReportFonts({ regular: 'Hi 日本語 👍🎬', bold: 'Проект Ωμέγα 東京' });
    expect(mixed.regular).toEqual([
      { id: 'latin-400', keep: null },
      { id: 'jp-400', keep: '日本語' },
      { id: 'emoji', keep: '🎬👍' },
    ]);
    expect(mixed.bold).toEqual([
      { id: 'latin-700', keep: null },
      { id: 'cyrillic-700', keep: null },
      { id: 'greek-700', keep: null },
      { id: 'jp-700', keep: '京東' },
    ]);
  });

  it('draws Japanese, emoji, Vietnamese and bold Cyrillic and Greek (rendered by poppler, not only extracted)', async () => {
    const body = '日本語のテキスト 👍🎬 Tiếng Việt';
    const project = 'Проект Ωμέγα 東京';
    const pdf = await render(oneNoteReport(project, body));
    const dir = mkdtempSync(join(tmpdir(), 'report-scripts-'));
    const file = join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(body);
    expect(text).toContain(project);
    expect(text).not.toContain('?');
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/NotoSansJP-Regular/);
    expect(fonts).toMatch(/NotoSansJP-Bold/);
    expect(fonts).toMatch(/NotoEmoji/);
    // Bold Latin, Cyrillic and Greek: three bold Noto Sans files.
    expect(fonts.match(/NotoSans-Bold/g)).toHaveLength(3);
    // Drawn, not blank: the same report with the characters taken out has visibly less ink.
    const without = await render(oneNoteReport('Проект Ωμέγα', 'Tiếng Việt'));
    expect(inkOf(pdf) - inkOf(without)).toBeGreaterThan(150);
    // The screenshot a reader checks.
    mkdirSync(SCREENSHOTS, { recursive: true });
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '110',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      join(SCREENSHOTS, 'notes-report-scripts'),
    ]);
  }, 30_000);

  it('a Latin-only report embeds only the small Latin files (no megabytes of Japanese or emoji)', async () => {
    loaded.length = 0;
    const pdf = await render(oneNoteReport('Spring Campaign', 'Colour is off here'));
    expect(loaded.sort()).toEqual(['latin-400', 'latin-700']);
    expect(pdf.byteLength).toBeLessThan(60_000);
  });

  it("counts timecodes from the file's own start timecode, as the player and the exports do", () => {
    const m = oneNoteReport('Spot', 'x', '01:00:00;00');
    expect(m.videos[0]?.notes[0]?.position).toBe('01:00:00;24 · frame 24');
    expect(oneNoteReport('Spot', 'x').videos[0]?.notes[0]?.position).toBe('00:00:00;24 · frame 24');
  });
});

// ---- the cover of a branded Pro workspace's report ------------------------------------------------------

describe('the cover of a branded workspace’s report', () => {
  const brand = { displayName: 'Acme Studio Ünïcødé', accent: '#ffff00', showPoweredBy: true };
  const withBrand = (b: typeof brand | null) =>
    reportModel({
      projectName: 'Spring Campaign',
      videos: [{ marker: markerVideoOf('Spring Campaign', 'Hero cut', V1, NOTES), sourceUrl: null }],
      includeCompleted: true,
      generatedAt: new Date('2026-11-23T12:00:00Z'),
      formatDate: (d) => d.toISOString().slice(0, 10),
      brand: b,
    });
  const logoPng = () =>
    sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="720" height="240">
        <rect width="720" height="240" rx="36" fill="#14213d"/>
        <circle cx="120" cy="120" r="64" fill="#ffd60a"/>
        <text x="216" y="150" font-family="DejaVu Sans, sans-serif" font-size="84" font-weight="700" fill="#ffffff">ACME</text>
      </svg>`),
    )
      .png()
      .toBuffer();

  function pageOne(bytes: Uint8Array): { text: string; images: string[]; file: string } {
    const dir = mkdtempSync(join(tmpdir(), 'report-cover-'));
    const file = join(dir, 'report.pdf');
    writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-f', '1', '-l', '1', file, '-'], {
      encoding: 'utf8',
    }).replace(/\s+/g, ' ');
    const images = execFileSync('pdfimages', ['-list', '-f', '1', '-l', '1', file], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => /^\s*\d+\s+\d+\s+image/.test(l));
    return { text, images, file };
  }

  it('opens with the studio’s logo and name, the project and "Reviewed with Cutroom"; the notes follow', async () => {
    const m = withBrand(brand);
    expect(m.cover?.accent).toBe(resolveAccent('#ffff00', 'light').text);
    const bytes = await notesReportPdf(m, new Map(), await fontsFor(m), new Date(), await logoPng());
    const cover = pageOne(bytes);
    expect(cover.text).toContain('Acme Studio Ünïcødé');
    expect(cover.text).toContain('Spring Campaign');
    expect(cover.text).toContain('Reviewed with Cutroom');
    expect(cover.text).not.toContain('Café naïve');
    // One picture on the cover: the logo, at its stored size.
    expect(cover.images).toHaveLength(1);
    expect(cover.images[0]).toMatch(/^\s*1\s+\d+\s+image\s+720\s+240\s/);
    const all = execFileSync('pdftotext', ['-enc', 'UTF-8', cover.file, '-'], { encoding: 'utf8' });
    expect(all).toContain('Café naïve');
    mkdirSync(SCREENSHOTS, { recursive: true });
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      cover.file,
      join(SCREENSHOTS, 'pdf-cover-branded'),
    ]);
  });

  it('shows the name alone without a logo, and leaves out "Reviewed with Cutroom" when the brand hides it', async () => {
    const m = withBrand({ ...brand, showPoweredBy: false });
    const cover = pageOne(await notesReportPdf(m, new Map(), await fontsFor(m), new Date()));
    expect(cover.text).toContain('Acme Studio Ünïcødé');
    expect(cover.text).not.toContain('Reviewed with');
    expect(cover.text).not.toContain('Cutroom');
    expect(cover.images).toEqual([]);
  });

  it('has no cover in the product’s look (no brand in force): the notes start on page 1', async () => {
    const m = withBrand(null);
    expect(m.cover).toBeNull();
    const first = pageOne(await notesReportPdf(m, new Map(), await fontsFor(m), new Date()));
    expect(first.text).toContain('Café naïve');
    expect(first.text).not.toContain('Acme');
  });
});
