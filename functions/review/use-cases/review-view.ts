/** Shapes a project snapshot into what a reviewer may see (no owner id, no IPs, no Drive file ids). */
import { pickReviewerIdentity } from '../../../shared/domain/reviewer-identity';
import type {
  ReviewNote,
  ReviewResponse,
  ReviewVersion,
  ReviewVideo,
} from '../../../shared/api/endpoints/review';
import type { Approval, Note, Video, VideoVersion } from '../../../shared/domain/entities';
import {
  storedNoteFrame,
  UNKNOWN_FRAME_TIMING,
  type VersionTimingSource,
} from '../../../shared/lib/frame-time';
import { countNotes } from '../../../shared/domain/note-limits';
import type { NotePagesPort } from '../../projects';
import { storedRangeEndFrame } from '../../../shared/domain/note-range';
import { reviewableVideos, versionRefusal } from '../../../shared/domain/refused-video';
import type { PlaybackPort, ReviewSnapshot } from '../ports';
import { videoThread } from '../../projects';
import { firstNotePages } from '../../projects';

/** A note as the reviewer sees it; its frame at its version's timing (derived for notes stored before frames). */
export function toReviewNote(note: Note, version: VersionTimingSource | null | undefined): ReviewNote {
  return {
    id: note.id,
    videoId: note.videoId,
    videoVersionId: note.videoVersionId,
    body: note.body,
    timecodeMs: note.timecodeMs,
    frame: storedNoteFrame(note, version),
    ...noteAnnotations(note, version),
    ...pickReviewerIdentity(note),
    ...(note.author === 'editor' ? { author: 'editor' as const } : {}),
    status: note.status,
    createdAt: note.createdAt,
  };
}

/** A note's range end (its frame derived when stored without one) and drawing, when it has them. */
export function noteAnnotations(
  note: Pick<Note, 'rangeEndMs' | 'rangeEndFrame' | 'drawing'>,
  version: VersionTimingSource | null | undefined,
): Pick<ReviewNote, 'rangeEndMs' | 'rangeEndFrame' | 'drawing'> {
  const endFrame = storedRangeEndFrame(note, version);
  return {
    ...(note.rangeEndMs !== undefined && endFrame !== null
      ? { rangeEndMs: note.rangeEndMs, rangeEndFrame: endFrame }
      : {}),
    ...(note.drawing ? { drawing: note.drawing } : {}),
  };
}

const byCreated = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt.localeCompare(b.createdAt);

/** The latest video-scope approval of a video, if any. */
export function latestVideoApproval(approvals: readonly Approval[], videoId: string): Approval | null {
  const mine = approvals.filter((a) => a.scope === 'video' && a.scopeId === videoId).sort(byCreated);
  return mine.at(-1) ?? null;
}

/** Videos in review order: orderIndex, then creation. */
export function orderedVideos(videos: readonly Video[]): Video[] {
  return [...videos].sort((a, b) => a.orderIndex - b.orderIndex || byCreated(a, b));
}

/**
 * A version's notes in the review's order, oldest first: by id (time-ordered ULIDs), which is the order of
 * their sort keys, so the answer's first page and the notes endpoint's pages join without gap or repeat.
 */
export function reviewOrder<T extends { id: string }>(notes: readonly T[]): T[] {
  return [...notes].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A version as the reviewer sees it, with its signed playback and thumbnail URLs. */
function reviewVersion(
  version: VideoVersion,
  urls: {
    playbackUrl: string | null;
    thumbnailUrl: string | null;
    alternatives: ReviewVersion['alternatives'];
    scrub: ReviewVersion['scrub'];
    processing: boolean;
  },
  downloadUrl: string | null = null,
): ReviewVersion {
  return {
    id: version.id,
    versionNumber: version.versionNumber,
    playbackUrl: urls.playbackUrl,
    previewUrl: version.previewUrl,
    thumbnailUrl: urls.thumbnailUrl,
    mimeType: version.mimeType,
    durationMs: version.durationMs,
    frameRate: version.frameRate,
    frameTiming: version.frameTiming ?? UNKNOWN_FRAME_TIMING,
    downloadUrl,
    alternatives: urls.alternatives,
    scrub: urls.scrub,
    processing: urls.processing,
  };
}

/** The name a download is saved under: the original file's name, else the video's title as .mp4. */
export function downloadFileName(title: string, fileName: string | null | undefined): string {
  return fileName?.trim() || `${title.trim() || 'video'}.mp4`;
}

/**
 * What the reviewer's player gets of a version's source: only a stored copy gets a playbackUrl (otherwise the
 * player falls back to the Drive preview link); `processing` while a proxy is being made.
 */
function reviewerUrls(source: Awaited<ReturnType<PlaybackPort['source']>>) {
  return {
    playbackUrl: source.kind === 'stored' ? source.url : null,
    thumbnailUrl: source.thumbnailUrl,
    alternatives: source.alternatives,
    scrub: source.scrub,
    processing: source.kind === 'processing',
  };
}

export async function toReviewResponse(
  snapshot: ReviewSnapshot,
  ports: { playback: PlaybackPort; notePages: Pick<NotePagesPort, 'cursorAfter' | 'cursorAtStart'> },
  linkNoteCount: number,
): Promise<ReviewResponse> {
  const { project } = snapshot;
  const playback = ports.playback;
  // A refused file (damaged or not a video) is not a reviewable video: the client never sees it.
  const ordered = reviewableVideos(orderedVideos(snapshot.videos), snapshot.versions);
  const currentNotes = ordered.map((video) => {
    const versionId = video.currentVersionId ?? '';
    return {
      projectId: project.id,
      versionId,
      notes: reviewOrder(snapshot.notes.filter((n) => versionId !== '' && n.videoVersionId === versionId)),
    };
  });
  const pages = firstNotePages(
    currentNotes.map((g) => ({
      ...g,
      notes: g.notes.map((n) =>
        toReviewNote(
          n,
          snapshot.versions.find((v) => v.id === g.versionId),
        ),
      ),
    })),
    ports.notePages,
    'oldest',
  );
  const versionsById = new Map(snapshot.versions.map((v) => [v.id, v]));
  const videos = await Promise.all(
    ordered.map(async (video, index): Promise<ReviewVideo> => {
      const version = video.currentVersionId ? versionsById.get(video.currentVersionId) : undefined;
      // An earlier version that was refused has nothing to play or compare either.
      const all = snapshot.versions
        .filter((v) => v.videoId === video.id && versionRefusal(v) === null)
        .sort((a, b) => a.versionNumber - b.versionNumber);
      const signed = await Promise.all(
        all.map(async (v) => ({ v, urls: reviewerUrls(await playback.source(v)) })),
      );
      const urls = signed.find((s) => s.v.id === version?.id)?.urls ?? null;
      // Only when the owner allows downloads is a download URL signed at all (the current version's).
      const downloadUrl =
        version && project.shareDownloadsAllowed === true
          ? await playback.downloadUrl(version, downloadFileName(video.title, version.fileName))
          : null;
      const approval = latestVideoApproval(snapshot.approvals, video.id);
      return {
        id: video.id,
        title: video.title,
        orderIndex: video.orderIndex,
        status: video.status,
        currentVersion: version && urls ? reviewVersion(version, urls, downloadUrl) : null,
        notes: version ? (pages[index]?.notes ?? []) : [],
        notesNextCursor: version ? (pages[index]?.nextCursor ?? null) : null,
        noteCounts: countNotes(version ? (currentNotes[index]?.notes ?? []) : []),
        approval: approval
          ? {
              versionId: approval.versionId,
              reviewerLabel: approval.reviewerLabel,
              approvedAt: approval.approvedAt,
            }
          : null,
        replies: videoThread(snapshot.replies, video.id),
        versions: signed.map(({ v, urls: u }) => reviewVersion(v, u)),
        earlierNotes: snapshot.notes
          .filter((n) => n.videoId === video.id && n.videoVersionId !== version?.id)
          .sort(byCreated)
          .map((n) => toReviewNote(n, versionsById.get(n.videoVersionId))),
      };
    }),
  );
  return {
    project: {
      name: project.name,
      clientDisplayName: project.clientDisplayName,
      createdAt: project.createdAt,
      status: project.status,
      shareExpiresAt: project.shareExpiresAt,
      approvedVideosCount: project.approvedVideosCount,
      downloadsAllowed: project.shareDownloadsAllowed === true,
    },
    videos,
    videosWithheld: ordered.length < snapshot.videos.length,
    linkNoteCount,
  };
}
