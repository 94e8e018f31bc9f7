/** The review page's input of version compare: every version of the video with its notes. */
import type { ReviewVideo } from '../../../../../shared/api/endpoints/review';
import type { VersionCompareProps } from '../../../components/compare/version-compare';
import { playedFrameClock, versionFrameTiming } from '../../../lib/video-frames';

/**
 * Left: the latest earlier version the client left notes on (what they reviewed), else the one before the
 * current; right: the current version. The left side's notes read 'What changed since version N'.
 */
export function reviewCompareInput(video: ReviewVideo): Omit<VersionCompareProps, 'onClose'> {
  const notes = [...video.notes, ...video.earlierNotes];
  const current = video.currentVersion?.id ?? video.versions.at(-1)?.id;
  const reviewed = [...video.versions]
    .reverse()
    .find((v) => v.id !== current && notes.some((n) => n.videoVersionId === v.id));
  const left = reviewed ?? video.versions.filter((v) => v.id !== current).at(-1);
  return {
    videoTitle: video.title,
    versions: video.versions.map((v) => ({
      id: v.id,
      versionNumber: v.versionNumber,
      src: v.playbackUrl,
      timing: versionFrameTiming(v),
      clock: playedFrameClock(v, v.alternatives, v.playbackUrl),
      notes: notes.filter((n) => n.videoVersionId === v.id),
    })),
    ...(left ? { initialLeftId: left.id } : {}),
    ...(current ? { initialRightId: current } : {}),
    changedSince: true,
  };
}
