/**
 * The footage-source port: what an import needs from a place footage lives (Dropbox, OneDrive/SharePoint, Box,
 * a plain https server). Google Drive's port (functions/google-drive) is the first source; these answer the
 * same `openMedia`/`fetchThumbnail` calls the download worker makes, so every source goes through the one
 * worker, probe and proxy path. A footage item is the link plus, for a file inside a shared folder, the
 * source's own item reference (a path or an item id).
 */
import type { DriveMedia, DriveThumbnail, OpenMediaOptions } from '../google-drive';
import { DriveError } from '../google-drive';
import type { FootageLink } from '../../shared/domain/footage/footage-link';
import type { FootageFile, FootageListResult } from '../../shared/api/endpoints/footage';

export type { FootageFile, FootageListResult };

/** What the download worker reads a version's bytes from: Drive's port and every footage source's. */
export interface MediaSource {
  /** The bytes of `itemRef` (Drive: its file id; a footage link: '' for the link's own file, else the item). */
  openMedia(itemRef: string, options?: OpenMediaOptions): Promise<DriveMedia>;
  fetchThumbnail(itemRef: string): Promise<DriveThumbnail | null>;
}

export interface FootageSourceAdapter {
  /** The videos a link leads to (one for a file link); never throws for the service's answers. */
  list(link: FootageLink): Promise<FootageListResult>;
  /** The media of one item behind `link`. */
  media(link: string): MediaSource;
}

export const FOOTAGE_REFUSALS = ['too_large', 'not_video', 'address'] as const;
export type FootageRefusal = (typeof FOOTAGE_REFUSALS)[number];

/** A link refused before its bytes are copied: never worth a retry. */
export class FootageRefusedError extends DriveError {
  constructor(
    readonly refusal: FootageRefusal,
    message: string,
    options?: { cause?: unknown },
  ) {
    super('invalid', message, null, options);
  }
}
