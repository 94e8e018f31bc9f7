/** Timeline markers of one video: its submitted notes and the reviewer's drafts. */
import type { ReviewVideo } from '../../../../../shared/api/endpoints/review';
import type { Draft } from '../lib/draft-store';
import type { TimelineMarker } from './review-player';

export function videoMarkers(video: ReviewVideo, drafts: readonly Draft[]): TimelineMarker[] {
  return [
    ...video.notes.map((n) => ({ id: n.id, timecodeMs: n.timecodeMs, label: n.body, draft: false })),
    ...drafts
      .filter((d) => d.videoId === video.id)
      .map((d) => ({ id: d.localId, timecodeMs: d.timecodeMs, label: d.body, draft: true })),
  ];
}

/** Drafts of one video at its current version. */
export function draftsOf(video: ReviewVideo, drafts: readonly Draft[]): Draft[] {
  return drafts.filter((d) => d.videoId === video.id);
}
