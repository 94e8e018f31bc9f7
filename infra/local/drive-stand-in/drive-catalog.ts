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

type NewEntry = Partial<CatalogEntry> & Pick<CatalogEntry, 'id' | 'name' | 'mimeType'>;

/** The sample videos of infra/local/sample-media (each `<name>.mp4` with its `<name>.jpg` thumbnail). */
export const SAMPLES = [
  '01-brand-intro',
  '02-product-demo',
  '03-interview',
  '04-social-vertical',
  '05-outro-titles',
] as const;

/** Adds entries to the catalogue being built; a sample's video and thumbnail come from `mediaDir`. */
class CatalogBuilder {
  readonly entries: CatalogEntry[] = [];

  constructor(private readonly mediaDir: string) {}

  add(e: NewEntry): void {
    this.entries.push({
      parents: [],
      trashed: false,
      private: false,
      createdTime: CREATED,
      modifiedTime: CREATED,
      source: null,
      thumbnailPath: null,
      ...e,
    });
  }

  folder(id: string, name: string, isPrivate = false): void {
    this.add({ id, name, mimeType: FOLDER_MIME_TYPE, private: isPrivate });
  }

  disk(file: string): FileSource {
    const p = path.join(this.mediaDir, file);
    return { kind: 'disk', path: p, size: statSync(p).size };
  }

  /** A non-video file of small fixed contents. */
  document(id: string, name: string, mimeType: string, parent: string, text: string): void {
    this.add({ id, name, mimeType, parents: [parent], source: { kind: 'bytes', bytes: Buffer.from(text) } });
  }

  /** A video whose bytes and thumbnail are the sample `sample`'s. */
  video(id: string, name: string, parent: string, sample: string, extra: Partial<CatalogEntry> = {}): void {
    this.add({
      id,
      name,
      mimeType: 'video/mp4',
      parents: [parent],
      source: this.disk(`${sample}.mp4`),
      thumbnailPath: path.join(this.mediaDir, `${sample}.jpg`),
      ...extra,
    });
  }

  /** A video of `size` bytes generated on the fly from the sample's header, with its thumbnail. */
  generatedVideo(id: string, name: string, parent: string, sample: string, size: number): void {
    this.add({
      id,
      name,
      mimeType: 'video/mp4',
      parents: [parent],
      source: { kind: 'generated', file: generatedVideo(path.join(this.mediaDir, `${sample}.mp4`), size) },
      thumbnailPath: path.join(this.mediaDir, `${sample}.jpg`),
    });
  }
}

/** The sample folder (public): five videos, a PDF, a JPEG and a trashed video (all left out of a listing). */
function addSampleFolder(b: CatalogBuilder): void {
  const parent = DRIVE_STAND_IN_FOLDERS.samples;
  b.folder(parent, 'Cutroom sample videos');
  SAMPLES.forEach((sample, i) => {
    b.video(DRIVE_STAND_IN_FILES.samples[i] as string, `${sample}.mp4`, parent, sample);
  });
  b.document(
    DRIVE_STAND_IN_FILES.samplePdf,
    'shot-list.pdf',
    'application/pdf',
    parent,
    '%PDF-1.4\n% Cutroom sample shot list\n%%EOF\n',
  );
  b.add({
    id: '1CutroomSampleStillJpeg000000007',
    name: 'storyboard-frame.jpg',
    mimeType: 'image/jpeg',
    parents: [parent],
    source: b.disk('01-brand-intro.jpg'),
  });
  b.video('1CutroomSampleTrashedVideo000008', 'old-cut.mp4', parent, '01-brand-intro', { trashed: true });
}

/** The private folder: two videos, only with the bearer token. */
function addPrivateFolder(b: CatalogBuilder): void {
  const parent = DRIVE_STAND_IN_FOLDERS.private;
  b.folder(parent, 'Client private rushes', true);
  b.video(DRIVE_STAND_IN_FILES.private[0], 'private-rough-cut.mp4', parent, '02-product-demo', {
    private: true,
  });
  b.video(DRIVE_STAND_IN_FILES.private[1], 'private-interview.mp4', parent, '03-interview', {
    private: true,
  });
}

/** The paging folder (many videos, some non-video files between them) and a folder without videos. */
function addPagingAndDocumentFolders(b: CatalogBuilder): void {
  const paging = DRIVE_STAND_IN_FOLDERS.paging;
  b.folder(paging, 'Cutroom paging test');
  for (let i = 1; i <= DRIVE_STAND_IN_PAGING_VIDEO_COUNT; i++) {
    const sample = SAMPLES[(i - 1) % SAMPLES.length] as string;
    b.video(pagingVideoId(i), `clip-${String(i).padStart(3, '0')}.mp4`, paging, sample);
    if (i % (DRIVE_STAND_IN_PAGING_VIDEO_COUNT / DRIVE_STAND_IN_PAGING_OTHER_COUNT) === 0) {
      const id = `1CutroomPagingOther${String(i).padStart(13, '0')}`;
      b.document(id, `notes-${i}.txt`, 'text/plain', paging, `notes ${i}\n`);
    }
  }

  const noVideos = DRIVE_STAND_IN_FOLDERS.noVideos;
  b.folder(noVideos, 'Cutroom documents only');
  b.document('1CutroomNoVideosReadme0000000001', 'readme.txt', 'text/plain', noVideos, 'No videos here.\n');
  b.document(
    '1CutroomNoVideosBudgetPdf0000002',
    'budget.pdf',
    'application/pdf',
    noVideos,
    '%PDF-1.4\n%%EOF\n',
  );
}

/** The large files, generated on the fly from a sample's header. */
function addLargeFolder(b: CatalogBuilder): void {
  const parent = DRIVE_STAND_IN_FOLDERS.large;
  b.folder(parent, 'Cutroom large master');
  const { large, medium } = DRIVE_STAND_IN_FILES;
  b.generatedVideo(large, 'large-master-1gib.mp4', parent, '05-outro-titles', DRIVE_STAND_IN_LARGE_FILE_SIZE);
  b.generatedVideo(
    medium,
    'medium-master-24mib.mp4',
    parent,
    '02-product-demo',
    DRIVE_STAND_IN_MEDIUM_FILE_SIZE,
  );
}

/** In the large folder, a 1 GiB export with its index at the end, from the fixture MOV (moov after mdat). */
function addIndexAtEndExport(b: CatalogBuilder, fixturesDir: string | undefined): void {
  const indexAtEndTemplate = fixturesDir ? path.join(fixturesDir, 'camera-timecode.mov') : null;
  if (!indexAtEndTemplate || !existsSync(indexAtEndTemplate)) return;
  b.add({
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

/**
 * Videos Drive did not recognise as video (octet-stream: only the name-extension query finds them), and the
 * frame-accurate samples (23.976 NDF, 29.97 DF, frame counter burnt in) in a folder of their own.
 */
function addExtensionOnlyAndFrameRateFolders(b: CatalogBuilder): void {
  const extensionOnly = DRIVE_STAND_IN_FOLDERS.extensionOnly;
  const octetStream = { mimeType: 'application/octet-stream' };
  b.folder(extensionOnly, 'Cutroom camera card dump');
  const [first, second] = DRIVE_STAND_IN_FILES.extensionOnly;
  b.video(first, 'A001_C002.mov', extensionOnly, '01-brand-intro', octetStream);
  b.video(second, 'A001_C003.MP4', extensionOnly, '04-social-vertical', octetStream);

  const frameRates = DRIVE_STAND_IN_FOLDERS.frameRates;
  b.folder(frameRates, 'Cutroom frame-rate samples');
  DRIVE_STAND_IN_FRAME_RATE_SAMPLES.forEach((sample, i) => {
    b.video(DRIVE_STAND_IN_FILES.frameRates[i] as string, `${sample}.mp4`, frameRates, sample);
  });
}

/**
 * The media fixture set: what is generated of it (none without ffmpeg). The small folder holds the same
 * files (same ids: a Drive file can have several parents) except the big one.
 */
function addMediaFixtureFolders(b: CatalogBuilder, fixturesDir: string | undefined): void {
  b.folder(DRIVE_STAND_IN_FOLDERS.mediaFixtures, 'Cutroom camera and edit-suite files');
  b.folder(DRIVE_STAND_IN_FOLDERS.mediaFixturesSmall, 'Cutroom camera and edit-suite files (small)');
  for (const f of fixturesDir ? MEDIA_FIXTURES : []) {
    const p = path.join(fixturesDir ?? '', f.name);
    if (!existsSync(p)) continue;
    b.add({
      id: f.id,
      name: f.name,
      mimeType: f.mimeType,
      parents: f.big
        ? [DRIVE_STAND_IN_FOLDERS.mediaFixtures]
        : [DRIVE_STAND_IN_FOLDERS.mediaFixtures, DRIVE_STAND_IN_FOLDERS.mediaFixturesSmall],
      source: { kind: 'disk', path: p, size: statSync(p).size },
    });
  }
}

export function buildCatalog(mediaDir: string, fixturesDir?: string): Catalog {
  const b = new CatalogBuilder(mediaDir);
  addSampleFolder(b);
  addPrivateFolder(b);
  addPagingAndDocumentFolders(b);
  addLargeFolder(b);
  addExtensionOnlyAndFrameRateFolders(b);
  addIndexAtEndExport(b, fixturesDir);
  addMediaFixtureFolders(b, fixturesDir);
  const byId = new Map(b.entries.map((e) => [e.id, e]));
  return { get: (id) => byId.get(id), all: () => b.entries };
}
