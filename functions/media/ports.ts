/** The media capability's own ports (the download worker's; its version records are projects/aggregate.ts). */
import type { DrivePort } from '../google-drive';
import type { UploadProgress } from './adapters/stream-to-s3';

export type { UploadProgress };

/** The media bucket as the download worker uses it (S3 in the cloud, the local stand-in): media/adapters. */
export interface MediaStoragePort {
  /**
   * Streams a Drive file into the bucket under `key` (a multipart upload, whose id is reported as soon as it
   * starts so a crashed attempt's upload can be aborted later).
   */
  copyFromDrive(input: {
    /** Drive, or any footage source (functions/footage): only its media is read. */
    drive: Pick<DrivePort, 'openMedia'>;
    key: string;
    fileId: string;
    mimeType?: string;
    onUploadStarted: (uploadId: string) => Promise<void>;
    /** Stops the copy now (a pausable copy that sent a part of its own pauses instead). */
    signal?: AbortSignal;
    /** The copy may pause and answer `paused` instead of running past its time (media/adapters/stream-to-s3). */
    pausable?: boolean;
    /** Pause at the next part boundary once this fires. */
    pauseAt?: AbortSignal;
    /** Continue a paused copy (a ranged read from its next byte into the same multipart upload). */
    resumeFrom?: UploadProgress;
  }): Promise<{ bytes: number; mimeType: string; paused?: UploadProgress }>;
  /** Aborts a multipart upload left behind; one already completed or aborted is nothing to do. */
  abortUpload(key: string, uploadId: string): Promise<void>;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
}

/** A paused copy's checkpoint: where it stands and which continuation may take it on. */
export interface ImportCheckpoint extends UploadProgress {
  /** Continuations so far: the message of step n continues only the checkpoint of step n. */
  step: number;
}

/**
 * The checkpoints of imports copied across invocations (media/store/import-checkpoint-store.ts): one item per
 * version, moved on by one conditional write per pause.
 */
export interface ImportCheckpoints {
  find(versionId: string): Promise<ImportCheckpoint | null>;
  /**
   * Records the pause of step `fromStep` (absent checkpoint = step 0) as step `fromStep + 1`; false when the
   * checkpoint is no longer at `fromStep` (a duplicate delivery moved it first), nothing written then.
   */
  advance(versionId: string, fromStep: number, progress: UploadProgress): Promise<boolean>;
  /** Removes the checkpoint once the import ended (stored, refused or fallen back). */
  clear(versionId: string): Promise<void>;
}
