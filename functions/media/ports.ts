/** The media capability's own ports (the download worker's; its version records are projects/aggregate.ts). */
import type { DrivePort } from '../google-drive';

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
  }): Promise<{ bytes: number; mimeType: string }>;
  /** Aborts a multipart upload left behind; one already completed or aborted is nothing to do. */
  abortUpload(key: string, uploadId: string): Promise<void>;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
}
