/** Timeline markers of one video: its submitted notes and the reviewer's drafts (range notes as bands). */
import type { ReviewVideo } from '../../../../../shared/api/endpoints/review';
import type { Draft } from '../lib/draft-store';
import type { AnnotatedNote, TimelineMarker } from './review-player';

export function videoMarkers(
  video: ReviewVideo,
  drafts: readonly Draft[],
  selectedId: string | null = null,
): TimelineMarker[] {
  return [
    ...video.notes.map((n) => ({
      id: n.id,
      timecodeMs: n.timecodeMs,
      rangeEndMs: n.rangeEndMs ?? null,
      label: n.body,
      draft: false,
      selected: n.id === selectedId,
    })),
    ...drafts
      .filter((d) => d.videoId === video.id)
      .map((d) => ({
        id: d.localId,
        timecodeMs: d.timecodeMs,
        rangeEndMs: d.rangeEndMs ?? null,
        label: d.body,
        draft: true,
        selected: d.localId === selectedId,
      })),
  ];
}

/** Notes and drafts of one video that carry a drawing (shown over the picture at their frame or range). */
export function annotatedNotes(video: ReviewVideo, drafts: readonly Draft[]): AnnotatedNote[] {
  return [
    ...video.notes
      .filter((n) => n.drawing)
      .map((n) => ({
        id: n.id,
        frame: n.frame,
        rangeEndFrame: n.rangeEndFrame ?? null,
        drawing: n.drawing ?? null,
      })),
    ...drafts
      .filter((d) => d.videoId === video.id && d.drawing)
      .map((d) => ({
        id: d.localId,
        frame: d.frame ?? null,
        rangeEndFrame: d.rangeEndFrame ?? null,
        drawing: d.drawing ?? null,
      })),
  ];
}

/** Drafts of one video at its current version. */
export function draftsOf(video: ReviewVideo, drafts: readonly Draft[]): Draft[] {
  return drafts.filter((d) => d.videoId === video.id);
}
