/** Shapes a project snapshot into what a reviewer may see (no owner id, no IPs, no Drive file ids). */
import type { ReviewNote, ReviewResponse, ReviewVideo } from '../../../shared/api/endpoints/review';
import type { Approval, Note, Video } from '../../../shared/domain/entities';
import {
  storedNoteFrame,
  UNKNOWN_FRAME_TIMING,
  type VersionTimingSource,
} from '../../../shared/lib/frame-time';
import type { PlaybackPort, ReviewSnapshot } from './review-ports';

/** A note as the reviewer sees it; its frame at its version's timing (derived for notes stored before frames). */
export function toReviewNote(note: Note, version: VersionTimingSource | null | undefined): ReviewNote {
  return {
    id: note.id,
    videoId: note.videoId,
    videoVersionId: note.videoVersionId,
    body: note.body,
    timecodeMs: note.timecodeMs,
    frame: storedNoteFrame(note, version),
    reviewerLabel: note.reviewerLabel,
    status: note.status,
    createdAt: note.createdAt,
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

export async function toReviewResponse(
  snapshot: ReviewSnapshot,
  playback: PlaybackPort,
): Promise<ReviewResponse> {
  const { project } = snapshot;
  const versionsById = new Map(snapshot.versions.map((v) => [v.id, v]));
  const videos = await Promise.all(
    orderedVideos(snapshot.videos).map(async (video): Promise<ReviewVideo> => {
      const current = video.currentVersionId ? versionsById.get(video.currentVersionId) : undefined;
      // A refused file (damaged or not a video) never reaches the client's player: no version to play.
      const version = current?.status === 'failed' ? undefined : current;
      const urls = version ? await playback.urls(version) : null;
      const approval = latestVideoApproval(snapshot.approvals, video.id);
      return {
        id: video.id,
        title: video.title,
        orderIndex: video.orderIndex,
        status: video.status,
        currentVersion:
          version && urls
            ? {
                id: version.id,
                versionNumber: version.versionNumber,
                playbackUrl: urls.playbackUrl,
                previewUrl: version.previewUrl,
                thumbnailUrl: urls.thumbnailUrl,
                mimeType: version.mimeType,
                durationMs: version.durationMs,
                frameRate: version.frameRate,
                frameTiming: version.frameTiming ?? UNKNOWN_FRAME_TIMING,
                alternatives: urls.alternatives,
                processing: urls.processing,
              }
            : null,
        notes: version
          ? snapshot.notes
              .filter((n) => n.videoVersionId === version.id)
              .sort(byCreated)
              .map((n) => toReviewNote(n, version))
          : [],
        approval: approval
          ? {
              versionId: approval.versionId,
              reviewerLabel: approval.reviewerLabel,
              approvedAt: approval.approvedAt,
            }
          : null,
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
    },
    videos,
  };
}
