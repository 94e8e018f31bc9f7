/**
 * The PDF notes report (pdf-lib), made in the browser from the report model, the captured frames (JPEG) and the
 * report's fonts (report-fonts.ts: Noto Sans by script, Japanese and emoji when used; only the glyphs used go
 * into the file). US Letter, one row per note: the
 * frame's picture, the timecode and frame, status, reviewer and date, then the note's text wrapped; a note
 * longer than a page continues on the next one; every page numbered. A branded Pro workspace's report opens
 * with a cover: its logo and name in its accent. Runs in Node too (unit tests).
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import { MARKER_EXPORT_MESSAGES } from '../../../../../shared/messages/marker-export-messages';
import { fontRuns, type GlyphSource } from './font-runs';
import type { EmbeddableFont } from './report-fonts';
import type { ReportCover, ReportModel, ReportNote } from './report-model';
import { wrapText } from './text-wrap';

const R = MARKER_EXPORT_MESSAGES.report;
const ELLIPSIS = '…';

/** Font files (TTF, OTF, WOFF), each list in the order tried for a character. */
export interface ReportFonts {
  regular: readonly EmbeddableFont[];
  bold: readonly EmbeddableFont[];
}

/** Every character the report draws, per face (what report-fonts.ts plans the fonts from). */
export function reportText(model: ReportModel): { regular: string; bold: string } {
  const notes = model.videos.flatMap((v) => v.notes);
  const pages = R.page(1234567890, 0);
  const regular = [
    model.cover?.poweredBy ?? '',
    model.summary,
    model.generated,
    model.projectName,
    pages,
    R.noNotes,
    R.noFrame,
    ELLIPSIS,
    ...model.videos.map((v) => v.frameRate),
    ...notes.flatMap((n) => [n.reviewer, n.created, n.body, '  ·  ']),
  ];
  const bold = [
    model.cover?.studioName ?? '',
    model.title,
    model.projectName,
    ELLIPSIS,
    ...model.videos.map((v) => v.heading),
    ...notes.flatMap((n) => [n.position, n.status]),
  ];
  return { regular: regular.join(''), bold: bold.join('') };
}

/** Captured frames by note id (JPEG bytes). */
export type ReportFrames = ReadonlyMap<string, Uint8Array>;

const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 48;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const THUMB = { width: 160, minHeight: 60, maxHeight: 120 } as const;
const GUTTER = 16;
const TEXT_X = MARGIN + THUMB.width + GUTTER;
const TEXT_WIDTH = CONTENT_WIDTH - THUMB.width - GUTTER;
const BOTTOM = MARGIN + 24;
const BODY = { size: 10, leading: 14 } as const;

const COLOURS = {
  text: rgb(0.07, 0.09, 0.15),
  muted: rgb(0.42, 0.45, 0.5),
  rule: rgb(0.9, 0.91, 0.92),
  accent: rgb(0.43, 0.16, 0.85),
  pending: rgb(0.71, 0.33, 0.04),
  done: rgb(0.09, 0.5, 0.24),
  frame: rgb(0.95, 0.95, 0.96),
};

/** `#rrggbb` as pdf-lib's colour. */
function rgbOfHex(hex: string): RGB {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** The logo's box on the cover (points): it keeps its shape within it. */
const COVER_LOGO = { maxWidth: 280, maxHeight: 110 } as const;

class FontFace {
  private readonly glyphs: GlyphSource[];
  constructor(private readonly fonts: readonly PDFFont[]) {
    this.glyphs = fonts.map((font) => {
      const set = new Set(font.getCharacterSet());
      return { has: (codePoint: number) => set.has(codePoint) };
    });
  }

  width(text: string, size: number): number {
    return fontRuns(text, this.glyphs).reduce(
      (sum, run) => sum + (this.fonts[run.font] as PDFFont).widthOfTextAtSize(run.text, size),
      0,
    );
  }

  draw(page: PDFPage, text: string, x: number, y: number, size: number, color: RGB): void {
    let at = x;
    for (const run of fontRuns(text, this.glyphs)) {
      const font = this.fonts[run.font] as PDFFont;
      page.drawText(run.text, { x: at, y, size, font, color });
      at += font.widthOfTextAtSize(run.text, size);
    }
  }
}

/** One line, cut with '…' when wider than `width`. */
function fitLine(face: FontFace, text: string, size: number, width: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (face.width(line, size) <= width) return line;
  const chars = Array.from(line);
  while (chars.length > 0 && face.width(`${chars.join('')}${ELLIPSIS}`, size) > width) chars.pop();
  return `${chars.join('')}${ELLIPSIS}`;
}

class ReportWriter {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: FontFace,
    private readonly bold: FontFace,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN;
  }

  /** Starts a new page unless `height` points are left on this one. */
  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  text(face: 'regular' | 'bold', text: string, size: number, color: RGB, x = MARGIN, width = CONTENT_WIDTH) {
    const f = face === 'bold' ? this.bold : this.regular;
    f.draw(this.page, fitLine(f, text, size, width), x, this.y - size, size, color);
  }

  /** The cover page: the studio's logo and name, then what the report is; the notes start on the next page. */
  cover(cover: ReportCover, model: ReportModel, logo: PDFImage | null): void {
    const accent = rgbOfHex(cover.accent);
    this.y = PAGE.height - MARGIN - 96;
    if (logo) {
      const scale = Math.min(COVER_LOGO.maxWidth / logo.width, COVER_LOGO.maxHeight / logo.height, 1);
      const size = { width: logo.width * scale, height: logo.height * scale };
      this.page.drawImage(logo, { x: MARGIN, y: this.y - size.height, ...size });
      this.y -= size.height + 28;
    }
    this.text('bold', cover.studioName, 30, COLOURS.text);
    this.y -= 48;
    this.page.drawRectangle({ x: MARGIN, y: this.y, width: 72, height: 4, color: accent });
    this.y -= 40;
    this.text('bold', model.title, 20, accent);
    this.y -= 30;
    this.text('bold', model.projectName, 16, COLOURS.text);
    this.y -= 24;
    this.text('regular', model.summary, 11, COLOURS.muted);
    this.y -= 18;
    this.text('regular', model.generated, 11, COLOURS.muted);
    if (cover.poweredBy) {
      this.y = MARGIN + 40;
      this.text('regular', cover.poweredBy, 9, COLOURS.muted);
    }
    this.newPage();
  }

  header(model: ReportModel): void {
    this.text('bold', model.title, 22, COLOURS.accent);
    this.y -= 30;
    this.text('bold', model.projectName, 14, COLOURS.text);
    this.y -= 20;
    this.text('regular', `${model.summary}  ·  ${model.generated}`, 9, COLOURS.muted);
    this.y -= 22;
  }

  videoHeading(heading: string, frameRate: string): void {
    this.ensure(60);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 1,
      color: COLOURS.accent,
    });
    this.y -= 8;
    this.text('bold', heading, 13, COLOURS.text, MARGIN, CONTENT_WIDTH - 80);
    const rateWidth = this.regular.width(frameRate, 9);
    this.regular.draw(this.page, frameRate, PAGE.width - MARGIN - rateWidth, this.y - 11, 9, COLOURS.muted);
    this.y -= 24;
  }

  emptyVersion(): void {
    this.ensure(20);
    this.text('regular', R.noNotes, 10, COLOURS.muted);
    this.y -= 24;
  }

  note(note: ReportNote, aspect: number, image: PDFImage | null): void {
    const box = thumbBox(aspect);
    const lines = wrapText(note.body, TEXT_WIDTH, (t) => this.regular.width(t, BODY.size));
    const headHeight = 30;
    // The first page of a note holds its picture and at least its first lines.
    this.ensure(Math.max(box.height, headHeight + BODY.leading * Math.min(lines.length, 3)) + 8);
    const top = this.y;
    const firstPage = this.page;
    this.drawThumb(box, image);
    // Position (bold) and status (coloured, right-aligned), then reviewer and date.
    const statusWidth = this.bold.width(note.status, 9);
    this.bold.draw(
      this.page,
      fitLine(this.bold, note.position, 10, TEXT_WIDTH - statusWidth - 8),
      TEXT_X,
      this.y - 10,
      10,
      COLOURS.text,
    );
    this.bold.draw(
      this.page,
      note.status,
      PAGE.width - MARGIN - statusWidth,
      this.y - 10,
      9,
      note.done ? COLOURS.done : COLOURS.pending,
    );
    this.y -= 14;
    this.text('regular', `${note.reviewer}  ·  ${note.created}`, 9, COLOURS.muted, TEXT_X, TEXT_WIDTH);
    this.y -= headHeight - 14;
    for (const line of lines) {
      if (this.y - BODY.leading < BOTTOM) this.newPage();
      this.regular.draw(this.page, line, TEXT_X, this.y - BODY.size, BODY.size, COLOURS.text);
      this.y -= BODY.leading;
    }
    // Below the taller of the picture and the text, then a rule.
    if (this.page === firstPage) this.y = Math.min(this.y, top - box.height);
    this.y -= 10;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: COLOURS.rule,
    });
    this.y -= 12;
  }

  private drawThumb(box: { width: number; height: number }, image: PDFImage | null): void {
    const y = this.y - box.height;
    if (image) {
      this.page.drawImage(image, { x: MARGIN, y, width: box.width, height: box.height });
      return;
    }
    this.page.drawRectangle({ x: MARGIN, y, width: box.width, height: box.height, color: COLOURS.frame });
    const label = R.noFrame;
    const w = this.regular.width(label, 8);
    this.regular.draw(
      this.page,
      label,
      MARGIN + (box.width - w) / 2,
      y + box.height / 2 - 3,
      8,
      COLOURS.muted,
    );
  }

  footers(projectName: string): void {
    this.pages.forEach((page, i) => {
      const label = R.page(i + 1, this.pages.length);
      const w = this.regular.width(label, 8);
      this.regular.draw(
        page,
        fitLine(this.regular, projectName, 8, CONTENT_WIDTH - w - 16),
        MARGIN,
        MARGIN - 8,
        8,
        COLOURS.muted,
      );
      this.regular.draw(page, label, PAGE.width - MARGIN - w, MARGIN - 8, 8, COLOURS.muted);
    });
  }
}

/** The preview box: 160 pt wide for landscape pictures; portrait ones keep their shape within the height cap. */
export function thumbBox(aspect: number): { width: number; height: number } {
  const safe = Number.isFinite(aspect) && aspect > 0 ? aspect : 16 / 9;
  const height = Math.min(THUMB.maxHeight, Math.max(THUMB.minHeight, THUMB.width / safe));
  return { width: Math.min(THUMB.width, height * safe), height };
}

/** The logo as PDF image: a PNG (what the re-encoder stores); a picture that does not embed is left out. */
async function embedLogo(doc: PDFDocument, bytes: Uint8Array): Promise<PDFImage | null> {
  try {
    return await doc.embedPng(bytes);
  } catch {
    return null;
  }
}

export async function notesReportPdf(
  model: ReportModel,
  frames: ReportFrames,
  fonts: ReportFonts,
  createdAt: Date,
  /** The cover's logo (the re-encoded PNG from the media origin); null: the cover shows the name alone. */
  logo: Uint8Array | null = null,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const embed = (files: readonly EmbeddableFont[]) =>
    Promise.all(files.map(({ bytes, subset }) => doc.embedFont(bytes, { subset })));
  const [regular, bold] = await Promise.all([embed(fonts.regular), embed(fonts.bold)]);
  doc.setTitle(`${model.title} — ${model.projectName}`);
  doc.setCreator('Cutroom');
  doc.setProducer('Cutroom');
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);

  const writer = new ReportWriter(doc, new FontFace(regular), new FontFace([...bold, ...regular]));
  if (model.cover) writer.cover(model.cover, model, logo ? await embedLogo(doc, logo) : null);
  writer.header(model);
  for (const video of model.videos) {
    writer.videoHeading(video.heading, video.frameRate);
    if (video.notes.length === 0) writer.emptyVersion();
    for (const note of video.notes) {
      const jpeg = frames.get(note.id);
      const image = jpeg ? await doc.embedJpg(jpeg) : null;
      writer.note(note, video.aspect, image);
    }
  }
  writer.footers(model.projectName);
  return doc.save();
}
