/**
 * The listing answers every footage adapter gives: one video entry per file (with its source, link and item
 * reference), the single-file look (ranged GET of the first bytes: size, type and signature checked), and a
 * failure as the status and text the wizard shows.
 */
import { FOOTAGE_MESSAGES } from '../../shared/messages/footage-messages';
import {
  FOOTAGE_LIMITS,
  FOOTAGE_MAX_GB,
  footageTitle,
  isVideoContentType,
  isVideoName,
} from '../../shared/domain/footage/footage-media';
import type { FootageSource } from '../../shared/domain/footage/footage-source';
import { DriveError } from '../google-drive';
import type { GuardedFetchInit } from '../platform/http/guarded-fetch';
import {
  checkedMedia,
  dispositionName,
  footageFileId,
  footageRequest,
  type FootageHttp,
} from './footage-http';
import {
  FootageRefusedError,
  type FootageFile,
  type FootageListResult,
  type FootageRefusal,
} from './footage-port';

/** What the editor reads about a refused link. */
export function footageRefusalMessage(refusal: FootageRefusal): string {
  if (refusal === 'too_large') return FOOTAGE_MESSAGES.tooLarge(FOOTAGE_MAX_GB);
  return refusal === 'not_video' ? FOOTAGE_MESSAGES.notAVideo : FOOTAGE_MESSAGES.refusedAddress;
}

export interface FootageEntry {
  name: string;
  size: number | null;
  mimeType: string | null;
}

export function footageFile(
  source: FootageSource,
  link: string,
  item: string,
  entry: FootageEntry,
): FootageFile {
  return {
    id: footageFileId(source, link, item),
    name: entry.name,
    title: footageTitle(entry.name),
    mimeType: entry.mimeType ?? 'application/octet-stream',
    thumbnailLink: null,
    webViewLink: link,
    size: entry.size,
    previewUrl: link,
    source,
    link,
    item,
  };
}

/** A folder's entries that can be videos (by type or name) within the size limit. */
export function videoEntries<T extends FootageEntry>(entries: readonly T[], maxBytes?: number): T[] {
  const limit = maxBytes ?? FOOTAGE_LIMITS.maxBytes;
  return entries.filter(
    (e) =>
      (e.size === null || e.size <= limit) &&
      (isVideoName(e.name) ||
        (e.mimeType !== null && e.mimeType.startsWith('video/') && isVideoContentType(e.mimeType))),
  );
}

export function listed(videos: FootageFile[]): FootageListResult {
  return { status: 'success', videos, message: videos.length === 0 ? FOOTAGE_MESSAGES.noVideos : '' };
}

/** A failed listing as the wizard's status and text; an error that is not the service's answer is thrown on. */
export function listingFailed(error: unknown): FootageListResult {
  if (error instanceof FootageRefusedError) {
    return { status: 'error', videos: [], message: footageRefusalMessage(error.refusal) };
  }
  if (!(error instanceof DriveError)) throw error;
  if (error.kind === 'not_found')
    return { status: 'folder_not_found', videos: [], message: FOOTAGE_MESSAGES.linkNotFound };
  if (error.kind === 'permission')
    return { status: 'permission_required', videos: [], message: FOOTAGE_MESSAGES.linkNotFound };
  return { status: 'error', videos: [], message: FOOTAGE_MESSAGES.unreachable };
}

/**
 * One file behind a URL, looked at before any copy: a ranged GET of its first bytes (a server without ranges
 * answers 200, and only those bytes are read), checked like the copy will be.
 */
export async function lookAtFile(
  http: FootageHttp,
  url: string,
  init: GuardedFetchInit,
  fallbackName: string,
  what: string,
): Promise<FootageEntry> {
  const response = await footageRequest(http, url, {
    ...init,
    headers: { ...init.headers, Range: 'bytes=0-1023' },
  });
  const media = await checkedMedia(http, response, what);
  media.stream.destroy();
  return {
    name: dispositionName(response.headers.get('content-disposition')) ?? fallbackName,
    size: media.totalSize,
    mimeType: media.mimeType,
  };
}
