/**
 * The PDF notes report, end to end in the browser (loaded on demand by the export dialog): the report model from
 * the project's answer, the frames captured from each version's stored file, the fonts fetched from the app's
 * own assets, then the PDF. Costs the server nothing.
 */
import latinBold from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url';
import cyrillic from '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff?url';
import greek from '@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff?url';
import latinExt from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url';
import latin from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url';
import { format } from 'date-fns';
import type { ProjectVideo } from '../../../../../shared/api/endpoints/projects';
import { markerVideoOf } from '../../../../../shared/markers/marker-source';
import { versionClock } from '../../../../../shared/lib/frame-time';
import { captureFrames } from './frame-capture';
import { notesReportPdf } from './notes-report-pdf';
import { reportModel, type ReportVideoSource } from './report-model';

export type ReportProgress = { stage: 'frames'; done: number; total: number } | { stage: 'building' };

async function fontBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
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
        clock: versionClock(version),
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
  const model = reportModel({
    projectName: input.projectName,
    videos: reportVideos(input.projectName, input.videos),
    includeCompleted: input.includeCompleted,
    generatedAt: now,
    formatDate,
  });
  const fonts = Promise.all([
    Promise.all([latin, latinExt, cyrillic, greek].map(fontBytes)),
    Promise.all([latinBold].map(fontBytes)),
  ]);
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
  const [regular, bold] = await fonts;
  const bytes = await notesReportPdf(model, frames, { regular, bold }, now);
  return { fileName: model.fileName, bytes };
}
