/**
 * The stand-in's Drive: folders and files built from the sample media directory (see drive-fixtures.ts for
 * what each folder is for). File bytes are read from disk on demand or generated; nothing is copied.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  DRIVE_STAND_IN_FILES,
  DRIVE_STAND_IN_FOLDERS,
  DRIVE_STAND_IN_FRAME_RATE_SAMPLES,
  DRIVE_STAND_IN_LARGE_FILE_SIZE,
  DRIVE_STAND_IN_MEDIUM_FILE_SIZE,
  DRIVE_STAND_IN_PAGING_OTHER_COUNT,
  DRIVE_STAND_IN_PAGING_VIDEO_COUNT,
  pagingVideoId,
} from './drive-fixtures';
import { generatedIndexAtEndVideo, generatedVideo, type GeneratedFile } from './large-file';
import { MEDIA_FIXTURES } from '../media-fixtures/fixtures';

export const FOLDER_MIME_TYPE = 'application/vnd.google-apps.folder';

export type FileSource =
  | { kind: 'disk'; path: string; size: number }
  | { kind: 'bytes'; bytes: Buffer }
  | { kind: 'generated'; file: GeneratedFile };

export interface CatalogEntry {
  id: string;
  name: string;
  mimeType: string;
  parents: string[];
  trashed: boolean;
  /** Private entries need the bearer token. */
  private: boolean;
  createdTime: string;
  modifiedTime: string;
  source: FileSource | null;
  /** Path of a JPEG thumbnail on disk. */
  thumbnailPath: string | null;
}

export interface Catalog {
  get(id: string): CatalogEntry | undefined;
  /** Every entry, in a stable order (folder order, then name). */
  all(): readonly CatalogEntry[];
}

export function sourceSize(source: FileSource): number {
  if (source.kind === 'disk') return source.size;
  if (source.kind === 'bytes') return source.bytes.length;
  return source.file.size;
}

const CREATED = '2026-11-01T09:00:00.000Z';

export function buildCatalog(mediaDir: string, fixturesDir?: string): Catalog {
  const entries: CatalogEntry[] = [];
  const add = (e: Partial<CatalogEntry> & Pick<CatalogEntry, 'id' | 'name' | 'mimeType'>) =>
    entries.push({
      parents: [],
      trashed: false,
      private: false,
      createdTime: CREATED,
      modifiedTime: CREATED,
      source: null,
      thumbnailPath: null,
      ...e,
    });
  const folder = (id: string, name: string, isPrivate = false) =>
    add({ id, name, mimeType: FOLDER_MIME_TYPE, private: isPrivate });
  const disk = (file: string): FileSource => {
    const p = path.join(mediaDir, file);
    return { kind: 'disk', path: p, size: statSync(p).size };
  };

  const samples = [
    '01-brand-intro',
    '02-product-demo',
    '03-interview',
    '04-social-vertical',
    '05-outro-titles',
  ];
  const video = (
    id: string,
    name: string,
    parent: string,
    sample: string,
    extra: Partial<CatalogEntry> = {},
  ) =>
    add({
      id,
      name,
      mimeType: 'video/mp4',
      parents: [parent],
      source: disk(`${sample}.mp4`),
      thumbnailPath: path.join(mediaDir, `${sample}.jpg`),
      ...extra,
    });

  // The sample folder (public): five videos, a PDF, a JPEG and a trashed video (all left out of a listing).
  folder(DRIVE_STAND_IN_FOLDERS.samples, 'Cutroom sample videos');
  samples.forEach((sample, i) => {
    video(DRIVE_STAND_IN_FILES.samples[i] as string, `${sample}.mp4`, DRIVE_STAND_IN_FOLDERS.samples, sample);
  });
  add({
    id: DRIVE_STAND_IN_FILES.samplePdf,
    name: 'shot-list.pdf',
    mimeType: 'application/pdf',
    parents: [DRIVE_STAND_IN_FOLDERS.samples],
    source: { kind: 'bytes', bytes: Buffer.from('%PDF-1.4\n% Cutroom sample shot list\n%%EOF\n') },
  });
  add({
    id: '1CutroomSampleStillJpeg000000007',
    name: 'storyboard-frame.jpg',
    mimeType: 'image/jpeg',
    parents: [DRIVE_STAND_IN_FOLDERS.samples],
    source: disk('01-brand-intro.jpg'),
  });
  video('1CutroomSampleTrashedVideo000008', 'old-cut.mp4', DRIVE_STAND_IN_FOLDERS.samples, '01-brand-intro', {
    trashed: true,
  });

  // The private folder: two videos, only with the bearer token.
  folder(DRIVE_STAND_IN_FOLDERS.private, 'Client private rushes', true);
  video(
    DRIVE_STAND_IN_FILES.private[0],
    'private-rough-cut.mp4',
    DRIVE_STAND_IN_FOLDERS.private,
    '02-product-demo',
    {
      private: true,
    },
  );
  video(
    DRIVE_STAND_IN_FILES.private[1],
    'private-interview.mp4',
    DRIVE_STAND_IN_FOLDERS.private,
    '03-interview',
    {
      private: true,
    },
  );

  // The paging folder: many videos, some non-video files between them.
  folder(DRIVE_STAND_IN_FOLDERS.paging, 'Cutroom paging test');
  for (let i = 1; i <= DRIVE_STAND_IN_PAGING_VIDEO_COUNT; i++) {
    const sample = samples[(i - 1) % samples.length] as string;
    video(pagingVideoId(i), `clip-${String(i).padStart(3, '0')}.mp4`, DRIVE_STAND_IN_FOLDERS.paging, sample);
    if (i % (DRIVE_STAND_IN_PAGING_VIDEO_COUNT / DRIVE_STAND_IN_PAGING_OTHER_COUNT) === 0) {
      add({
        id: `1CutroomPagingOther${String(i).padStart(13, '0')}`,
        name: `notes-${i}.txt`,
        mimeType: 'text/plain',
        parents: [DRIVE_STAND_IN_FOLDERS.paging],
        source: { kind: 'bytes', bytes: Buffer.from(`notes ${i}\n`) },
      });
    }
  }

  // A folder without videos.
  folder(DRIVE_STAND_IN_FOLDERS.noVideos, 'Cutroom documents only');
  add({
    id: '1CutroomNoVideosReadme0000000001',
    name: 'readme.txt',
    mimeType: 'text/plain',
    parents: [DRIVE_STAND_IN_FOLDERS.noVideos],
    source: { kind: 'bytes', bytes: Buffer.from('No videos here.\n') },
  });
  add({
    id: '1CutroomNoVideosBudgetPdf0000002',
    name: 'budget.pdf',
    mimeType: 'application/pdf',
    parents: [DRIVE_STAND_IN_FOLDERS.noVideos],
    source: { kind: 'bytes', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
  });

  // The large files, generated on the fly from a sample's header.
  folder(DRIVE_STAND_IN_FOLDERS.large, 'Cutroom large master');
  add({
    id: DRIVE_STAND_IN_FILES.large,
    name: 'large-master-1gib.mp4',
    mimeType: 'video/mp4',
    parents: [DRIVE_STAND_IN_FOLDERS.large],
    source: {
      kind: 'generated',
      file: generatedVideo(path.join(mediaDir, '05-outro-titles.mp4'), DRIVE_STAND_IN_LARGE_FILE_SIZE),
    },
    thumbnailPath: path.join(mediaDir, '05-outro-titles.jpg'),
  });
  add({
    id: DRIVE_STAND_IN_FILES.medium,
    name: 'medium-master-24mib.mp4',
    mimeType: 'video/mp4',
    parents: [DRIVE_STAND_IN_FOLDERS.large],
    source: {
      kind: 'generated',
      file: generatedVideo(path.join(mediaDir, '02-product-demo.mp4'), DRIVE_STAND_IN_MEDIUM_FILE_SIZE),
    },
    thumbnailPath: path.join(mediaDir, '02-product-demo.jpg'),
  });

  // Videos Drive did not recognise as video (octet-stream): only the name-extension query finds them.
  folder(DRIVE_STAND_IN_FOLDERS.extensionOnly, 'Cutroom camera card dump');
  video(
    DRIVE_STAND_IN_FILES.extensionOnly[0],
    'A001_C002.mov',
    DRIVE_STAND_IN_FOLDERS.extensionOnly,
    '01-brand-intro',
    {
      mimeType: 'application/octet-stream',
    },
  );
  video(
    DRIVE_STAND_IN_FILES.extensionOnly[1],
    'A001_C003.MP4',
    DRIVE_STAND_IN_FOLDERS.extensionOnly,
    '04-social-vertical',
    {
      mimeType: 'application/octet-stream',
    },
  );

  // The frame-accurate samples (23.976 NDF, 29.97 DF, frame counter burnt in): a folder of their own.
  folder(DRIVE_STAND_IN_FOLDERS.frameRates, 'Cutroom frame-rate samples');
  DRIVE_STAND_IN_FRAME_RATE_SAMPLES.forEach((sample, i) => {
    video(
      DRIVE_STAND_IN_FILES.frameRates[i] as string,
      `${sample}.mp4`,
      DRIVE_STAND_IN_FOLDERS.frameRates,
      sample,
    );
  });

  // A 1 GiB export with its index at the end, from the fixture MOV (camera-timecode.mov: moov after mdat).
  const indexAtEndTemplate = fixturesDir ? path.join(fixturesDir, 'camera-timecode.mov') : null;
  if (indexAtEndTemplate && existsSync(indexAtEndTemplate)) {
    add({
      id: DRIVE_STAND_IN_FILES.largeIndexAtEnd,
      name: 'large-export-1gib-index-at-end.mov',
      mimeType: 'video/quicktime',
      parents: [DRIVE_STAND_IN_FOLDERS.large],
      source: {
        kind: 'generated',
        file: generatedIndexAtEndVideo(indexAtEndTemplate, DRIVE_STAND_IN_LARGE_FILE_SIZE),
      },
    });
  }

  // The media fixture set: what is generated of it (none without ffmpeg). The small folder holds
  // the same files (same ids: a Drive file can have several parents) except the big one.
  folder(DRIVE_STAND_IN_FOLDERS.mediaFixtures, 'Cutroom camera and edit-suite files');
  folder(DRIVE_STAND_IN_FOLDERS.mediaFixturesSmall, 'Cutroom camera and edit-suite files (small)');
  for (const f of fixturesDir ? MEDIA_FIXTURES : []) {
    const p = path.join(fixturesDir ?? '', f.name);
    if (!existsSync(p)) continue;
    add({
      id: f.id,
      name: f.name,
      mimeType: f.mimeType,
      parents: f.big
        ? [DRIVE_STAND_IN_FOLDERS.mediaFixtures]
        : [DRIVE_STAND_IN_FOLDERS.mediaFixtures, DRIVE_STAND_IN_FOLDERS.mediaFixturesSmall],
      source: { kind: 'disk', path: p, size: statSync(p).size },
    });
  }

  const byId = new Map(entries.map((e) => [e.id, e]));
  return { get: (id) => byId.get(id), all: () => entries };
}
