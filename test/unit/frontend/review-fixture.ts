/** A scripted review answer for the review page's component tests: one video, its notes, the link's count. */
import type { ReviewNote, ReviewResponse, ReviewVersion } from '../../../shared/api/endpoints/review';
import { UNKNOWN_FRAME_TIMING } from '../../../shared/lib/frame-time';

export const TOKEN = 'tok_' + 'a'.repeat(28);

export const note = (n: number): ReviewNote => ({
  id: `N${String(n).padStart(4, '0')}`,
  videoId: 'V1',
  videoVersionId: 'VV1',
  body: `Note number ${n}`,
  timecodeMs: n * 1000,
  frame: n * 25,
  reviewerLabel: 'Rita',
  status: 'pending',
  createdAt: new Date(Date.now() - 60_000).toISOString(),
});

export function review(overrides: {
  notes: ReviewNote[];
  next: string | null;
  total: number;
  linkNoteCount?: number;
}): ReviewResponse {
  return {
    project: {
      name: 'Bounded',
      clientDisplayName: 'Acme',
      createdAt: new Date().toISOString(),
      status: 'pending',
      shareExpiresAt: null,
      approvedVideosCount: 0,
      downloadsAllowed: false,
    },
    videos: [
      {
        id: 'V1',
        title: 'Cut one',
        orderIndex: 1,
        status: 'needs_changes',
        currentVersion: {
          id: 'VV1',
          versionNumber: 1,
          playbackUrl: null,
          previewUrl: null,
          thumbnailUrl: null,
          mimeType: 'video/mp4',
          durationMs: 60_000,
          frameRate: 25,
          frameTiming: UNKNOWN_FRAME_TIMING,
          downloadUrl: null,
          alternatives: [],
          processing: false,
          scrub: null,
        },
        notes: overrides.notes,
        notesNextCursor: overrides.next,
        noteCounts: { total: overrides.total, pending: overrides.total, completed: 0 },
        approval: null,
        replies: [],
        versions: [],
        earlierNotes: [],
      },
    ],
    linkNoteCount: overrides.linkNoteCount ?? overrides.total,
  };
}

/** A stored version `n` of a video (no playable copy): its number and timing, for the notes of earlier versions. */
export const reviewVersion = (id: string, n: number): ReviewVersion => ({
  id,
  versionNumber: n,
  playbackUrl: null,
  previewUrl: null,
  thumbnailUrl: null,
  downloadUrl: null,
  alternatives: [],
  processing: false,
  scrub: null,
  mimeType: 'video/mp4',
  durationMs: 10_000,
  frameRate: 25,
  frameTiming: { status: 'unknown' },
});

/** Carla's note on version `versionId` at `timecodeMs` (25 fps), written at `createdAt`. */
export const versionNote = (
  id: string,
  versionId: string,
  body: string,
  timecodeMs: number,
  createdAt = '2026-11-20T10:00:00.000Z',
): ReviewNote => ({
  id,
  videoId: 'v',
  videoVersionId: versionId,
  body,
  timecodeMs,
  frame: Math.round(timecodeMs / 40),
  reviewerLabel: 'Carla',
  status: 'pending',
  createdAt,
});
