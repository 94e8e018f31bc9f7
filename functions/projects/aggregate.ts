/**
 * The project aggregate's vocabulary (see functions/README.md): the whole project read at once, its note
 * pages, and the download worker's reads and writes of a version. Clock, ids, logging and metrics are the
 * platform's (functions/platform/ports.ts).
 */
import type { Approval, Note, Project, Video, VideoVersion } from '../../shared/domain/entities';
import type { NoteReply } from '../../shared/domain/note-reply';
import { ConflictError } from '../../shared/errors/app-error';
import { PROJECT_MESSAGES } from '../../shared/messages/project-messages';
import type { MediaProbe, ProxyState } from '../../shared/domain/media-probe';
import type { ScrubSprite, SpriteLayout } from '../../shared/domain/scrub-sprite';
import type { ProxyFrameClock, VersionFrameTiming } from '../../shared/lib/frame-time';

/** The whole project: everything stored on its partition, read with ONE Query on `PROJECT#<pid>`. */
export interface ProjectAggregate {
  project: Project;
  /** Ordered by orderIndex. */
  videos: Video[];
  versions: VideoVersion[];
  notes: Note[];
  approvals: Approval[];
  /** Replies under the notes (shared/domain/note-reply.ts), in no particular order. */
  replies: NoteReply[];
}

/** A version a download job is for: its ids and its number (together, the item's key). */
export interface DownloadRef {
  projectId: string;
  videoId: string;
  versionId: string;
  versionNumber: number;
}

export interface DownloadTarget {
  version: VideoVersion;
  /** A multipart upload a previous (crashed) attempt started and did not finish or abort. */
  pendingUploadId: string | null;
  /** Its video leaves `processing` with this result (it is processing and this is its current version). */
  activatesVideo: boolean;
  /** Who hears how the processing ended and the names they read (absent: the project is gone, nobody). */
  audience?: MediaEventAudience;
}

/** The owner told of a version's processing result, with the project's and video's names at that time. */
export interface MediaEventAudience {
  ownerId: string;
  projectName: string;
  videoTitle: string;
}

/** What the probe found, as the version stores it (functions/media/adapters/media-probe.ts). */
export interface ProbedMedia {
  media: MediaProbe;
  durationMs: number | null;
  /** Display size. */
  width: number | null;
  height: number | null;
  frameRate: number | null;
  frameTiming: VersionFrameTiming;
}

/** Reads a stored object's container through ranged reads (never the whole file). */
export interface MediaProber {
  probe(storagePath: string, size: number): Promise<ProbedMedia>;
}

/** A file refused at import: empty, truncated, not a video, undecodable. */
export interface DamagedDownload {
  media: MediaProbe;
  fileSize: number;
  mimeType: string;
}

/** A stored source to make proxies of (1080p and 540p H.264/AAC MP4, poster frame). */
export interface TranscodeJob {
  ref: DownloadRef;
  /** The stored source's key in the media bucket. */
  sourcePath: string;
  media: MediaProbe;
  /** The version's frame clock (first frame, a variable rate's frame times): the proxies follow it. */
  frameTiming?: VersionFrameTiming;
}

/**
 * Makes a version's proxies: locally Debian's ffmpeg (functions/media/adapters/ffmpeg-transcoder.ts), in the cloud
 * AWS Elemental MediaConvert. `submit` returns once the job is accepted; progress and the result are recorded
 * through the {@link ProxyRecorder} as the job runs.
 */
export interface Transcoder {
  submit(job: TranscodeJob): Promise<void>;
}

/**
 * What a cloud transcoder's finished job left behind, made readable (functions/media/adapters/mediaconvert-outputs.ts):
 * the poster and the scrubbing sprite at the version's keys; `cleanUp` deletes the raw captures.
 */
export interface TranscodeOutputs {
  collect(
    ref: DownloadRef,
    layout: SpriteLayout | null,
  ): Promise<{ posterPath: string | null; sprite: ScrubSprite | null }>;
  cleanUp(ref: DownloadRef): Promise<void>;
  /** The 1080p proxy's own frame clock, read back from the file (null when unreadable). */
  proxyClock(ref: DownloadRef): Promise<ProxyFrameClock | null>;
}

/** Where the transcoder records progress and its result (the one download-result writer). */
export interface ProxyRecorder {
  progress(ref: DownloadRef, percent: number): Promise<void>;
  result(ref: DownloadRef, proxy: ProxyState): Promise<void>;
}

export interface StoredDownload extends ProbedMedia {
  /** Set when the source gets proxies (processing at 0%). */
  proxy?: ProxyState;
  storagePath: string;
  thumbnailPath: string | null;
  fileSize: number;
  mimeType: string;
}

/**
 * What the download worker records about a version. The result is ONE write (version + its processing video),
 * conditional on the version still being `processing`, so a redelivered or duplicated message never records
 * twice and a video leaves `processing` for `active` exactly once.
 */
export interface DownloadRecorder {
  /** The version the job is for (one read by key); null when it no longer exists (project deleted). */
  find(ref: DownloadRef): Promise<DownloadTarget | null>;
  /** Remembers the multipart upload in flight (cleared by the result). */
  recordUploadStarted(ref: DownloadRef, uploadId: string): Promise<void>;
  /** Version → stored and, when `target.activatesVideo`, the video → active, in one transaction. */
  markStored(ref: DownloadRef, target: DownloadTarget, result: StoredDownload, at: string): Promise<void>;
  /** Version → failed with the damage note and the probe (and the video → active), in one transaction. */
  markDamaged(ref: DownloadRef, target: DownloadTarget, result: DamagedDownload, at: string): Promise<void>;
  /** Version → drive_link with the note (and the video → active), in one transaction. */
  markDriveLink(ref: DownloadRef, target: DownloadTarget, note: string, at: string): Promise<void>;
  /** A version recorded by an earlier delivery whose video is still processing: the video → active. */
  activateVideo(ref: DownloadRef, at: string): Promise<void>;
}

/**
 * A write conditioned on the project status the use case read found another status: nothing was written;
 * the use case reads again and derives again.
 */
export class ProjectStatusMovedError extends ConflictError {
  constructor() {
    super(PROJECT_MESSAGES.changedElsewhere);
    this.name = 'ProjectStatusMovedError';
  }
}

/** Which end of a version's notes a page starts from: the review lists oldest first, the editor newest first. */
export type NoteOrder = 'oldest' | 'newest';

/**
 * Pages of one version's notes (answers carry a first page so they stay bounded; the rest on demand). Cursors
 * are opaque to use cases and clients; the adapter refuses one that does not belong to this project and
 * version (400, field `cursor`).
 */
export interface NotePagesPort {
  /**
   * Up to `limit` notes after `cursor` (from the start without one), in `order`. With `ownerId` the project
   * must belong to that user (404 otherwise).
   */
  page(input: {
    projectId: string;
    versionId: string;
    order: NoteOrder;
    limit: number;
    cursor?: string | undefined;
    ownerId?: string;
  }): Promise<{ notes: Note[]; nextCursor: string | null }>;
  /** The cursor that continues after `note` (in `order`). */
  cursorAfter(note: Pick<Note, 'projectId' | 'videoVersionId' | 'id'>, order: NoteOrder): string;
  /** The cursor that starts a version's notes from the beginning (in `order`). */
  cursorAtStart(projectId: string, versionId: string, order: NoteOrder): string;
}
