/**
 * Refused files. The import refuses a file that is empty, truncated, without a video stream or undecodable
 * (its version is `failed`, with the probe's reason), and a stored source no browser plays whose playable copy
 * could not be made. A video whose current version is refused is not a reviewable video: the client never
 * sees it, it cannot be approved, and it counts neither in the project's status nor in its approvals until
 * the editor adds a new version from Drive.
 */
import { isBrowserPlayable, type MediaDamageReason, type MediaProbe, type ProxyState } from './media-probe';
import type { VersionStorageStatus } from './status-values';

/** What of a version tells whether it was refused. */
export interface RefusalFacts {
  readonly status: VersionStorageStatus;
  readonly media?: Pick<MediaProbe, 'container' | 'videoCodec' | 'damage'> | undefined;
  readonly proxy?: Pick<ProxyState, 'status'> | undefined;
}

export interface RefusalVersion extends RefusalFacts {
  readonly id: string;
}

export interface RefusalVideo {
  readonly currentVersionId: string | null;
}

/** Why a version was refused, or null when it plays (or may still play: processing, Drive link). */
export function versionRefusal(version: RefusalFacts): MediaDamageReason | null {
  // A failed version stored before the probe kept its reason: nothing in it could be decoded either.
  if (version.status === 'failed') return version.media?.damage ?? 'undecodable';
  // No playable copy could be made, and the original plays in no browser (an unprobed one is taken as playable).
  if (version.status === 'stored' && version.proxy?.status === 'failed' && version.media) {
    return isBrowserPlayable(version.media) ? null : 'undecodable';
  }
  return null;
}

/** Why a video's current version was refused; null when the video is reviewable (or has no version yet). */
export function videoRefusal(
  video: RefusalVideo,
  versions: readonly RefusalVersion[],
): MediaDamageReason | null {
  if (!video.currentVersionId) return null;
  const current = versions.find((v) => v.id === video.currentVersionId);
  return current ? versionRefusal(current) : null;
}

/** The videos a client reviews and the status rule counts: every video but the refused ones, in order. */
export function reviewableVideos<V extends RefusalVideo>(
  videos: readonly V[],
  versions: readonly RefusalVersion[],
): V[] {
  return videos.filter((video) => videoRefusal(video, versions) === null);
}
