/**
 * What the download worker records about a version (the port; `dynamo-download-recorder.ts` is the adapter).
 * Every write is conditional on the version still being `processing`, so a redelivered or duplicated message
 * can never record twice, and a video leaves `processing` for `active` exactly once.
 */
import type { VideoVersion } from '../../../shared/domain/entities';
import type { VideoMetadata } from './mp4-probe';
import type { VersionRef } from './media-keys';

export interface DownloadTarget {
  version: VideoVersion;
  /** A multipart upload a previous (crashed) attempt started and did not finish or abort. */
  pendingUploadId: string | null;
}

export interface StoredResult extends VideoMetadata {
  storagePath: string;
  thumbnailPath: string | null;
  fileSize: number;
  mimeType: string;
}

export interface DownloadRecorder {
  /** The version the job is for; null when it no longer exists (project deleted). */
  find(ref: VersionRef): Promise<DownloadTarget | null>;
  /** Remembers the multipart upload in flight (cleared by the final records). */
  recordUploadStarted(ref: VersionRef, uploadId: string): Promise<void>;
  /** Version → stored; false when it had already left `processing` (nothing written). */
  markStored(ref: VersionRef, result: StoredResult, at: string): Promise<boolean>;
  /** Version → drive_link with the note; false when it had already left `processing`. */
  markDriveLink(ref: VersionRef, note: string, at: string): Promise<boolean>;
  /** Video processing → active (no-op in any other status, e.g. pending_review after a new version). */
  activateVideo(ref: VersionRef, at: string): Promise<void>;
}
