/**
 * The PDF notes report, end to end in the browser (loaded on demand by the export dialog): the report model from
 * the project's answer, the frames captured from each version's stored file, the fonts the report's text needs
 * fetched from the app's own assets (report-fonts.ts; the Japanese and emoji files, megabytes each, and the
 * HarfBuzz subsetter only when the notes hold such characters), a branded workspace's cover (report-brand.ts),
 * then the PDF. Costs the server nothing but the brand's read.
 */
import emoji from '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf?url';
import jpBold from '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf?url';
import jpRegular from '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf?url';
import cyrillicExtBold from '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-700-normal.woff?url';
import cyrillicExt from '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-400-normal.woff?url';
import cyrillicBold from '@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff?url';
import cyrillic from '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff?url';
import greekExtBold from '@fontsource/noto-sans/files/noto-sans-greek-ext-700-normal.woff?url';
import greekExt from '@fontsource/noto-sans/files/noto-sans-greek-ext-400-normal.woff?url';
import greekBold from '@fontsource/noto-sans/files/noto-sans-greek-700-normal.woff?url';
import greek from '@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff?url';
import latinExtBold from '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff?url';
import latinExt from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url';
import latinBold from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url';
import latin from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url';
import vietnameseBold from '@fontsource/noto-sans/files/noto-sans-vietnamese-700-normal.woff?url';
import vietnamese from '@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff?url';
import { format } from 'date-fns';
import type { ProjectVideo } from '../../../../../shared/api/endpoints/projects';
import { markerVideoOf } from '../../../../../shared/markers/marker-source';
import { captureFrames } from './frame-capture';
import { notesReportPdf, reportText } from './notes-report-pdf';
import { loadReportFonts, planReportFonts, type ReportFontId, type ReportFontLoader } from './report-fonts';
import { loadReportBrand } from './report-brand';
import { reportModel, type ReportVideoSource } from './report-model';
import { playedFrameClock } from '../../../lib/video-frames';

export type ReportProgress = { stage: 'frames'; done: number; total: number } | { stage: 'building' };

const FONT_URLS: Record<ReportFontId, string> = {
  'latin-400': latin,
  'latin-ext-400': latinExt,
  'vietnamese-400': vietnamese,
  'cyrillic-400': cyrillic,
  'cyrillic-ext-400': cyrillicExt,
  'greek-400': greek,
  'greek-ext-400': greekExt,
  'latin-700': latinBold,
  'latin-ext-700': latinExtBold,
  'vietnamese-700': vietnameseBold,
  'cyrillic-700': cyrillicBold,
  'cyrillic-ext-700': cyrillicExtBold,
  'greek-700': greekBold,
  'greek-ext-700': greekExtBold,
  'jp-400': jpRegular,
  'jp-700': jpBold,
  emoji,
};

async function fontBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Fonts from the app's assets, each fetched once; the subsetter (its own chunk and WebAssembly) on first cut. */
function browserFontLoader(): ReportFontLoader {
  const files = new Map<ReportFontId, Promise<Uint8Array>>();
  let subsetter: Promise<(font: Uint8Array, keep: string) => Uint8Array> | null = null;
  return {
    load(id) {
      const loaded = files.get(id) ?? fontBytes(FONT_URLS[id]);
      files.set(id, loaded);
      return loaded;
    },
    async cut(font, keep) {
      subsetter ??= import('./font-subset-browser').then((m) => m.browserFontSubsetter());
      return (await subsetter)(font, keep);
    },
  };
}

const formatDate = (date: Date) => format(date, 'MMM d, yyyy h:mm a');

/** The videos the report covers: the chosen one, or every video with a current version, in order. */
function reportVideos(projectName: string, videos: readonly ProjectVideo[]): ReportVideoSource[] {
  return videos.flatMap((video) => {
    const version = video.versions.find((v) => v.id === video.currentVersionId);
    if (!version) return [];
    return [
      {
        marker: markerVideoOf(projectName, video.title, version, video.notes),
        sourceUrl: video.playbackKind === 'stored' ? video.playbackUrl : null,
        // The frames are grabbed from the played file (a proxy): on its recorded clock.
        clock: playedFrameClock(version, video.playbackAlternatives, video.playbackUrl),
      },
    ];
  });
}

export async function makeNotesReport(input: {
  projectName: string;
  videos: readonly ProjectVideo[];
  includeCompleted: boolean;
  onProgress: (progress: ReportProgress) => void;
  signal?: AbortSignal;
}): Promise<{ fileName: string; bytes: Uint8Array }> {
  const now = new Date();
  // The cover's brand (a branded Pro workspace's), asked before the model: its name is text the fonts need.
  const branded = await loadReportBrand(input.signal);
  const model = reportModel({
    brand: branded?.brand ?? null,
    projectName: input.projectName,
    videos: reportVideos(input.projectName, input.videos),
    includeCompleted: input.includeCompleted,
    generatedAt: now,
    formatDate,
  });
  // Fetched while the frames are captured.
  const fonts = loadReportFonts(planReportFonts(reportText(model)), browserFontLoader());
  const total = model.videos.reduce((sum, v) => sum + (v.sourceUrl ? v.notes.length : 0), 0);
  let done = 0;
  input.onProgress({ stage: 'frames', done, total });
  const frames = new Map<string, Uint8Array>();
  for (const video of model.videos) {
    if (!video.sourceUrl || video.notes.length === 0) continue;
    const before = done;
    const captured = await captureFrames(
      video.sourceUrl,
      video.notes.map((n) => ({ id: n.id, seconds: n.seekSeconds })),
      (count) => {
        done = before + count;
        input.onProgress({ stage: 'frames', done, total });
      },
      input.signal,
    );
    for (const [id, jpeg] of captured) frames.set(id, jpeg);
    done = before + video.notes.length;
  }
  input.signal?.throwIfAborted();
  input.onProgress({ stage: 'building' });
  const bytes = await notesReportPdf(model, frames, await fonts, now, branded?.logo ?? null);
  return { fileName: model.fileName, bytes };
}
