/** The project page's input of version compare: every version with its stored copy's URL and its notes. */
import type { ProjectVideo } from '../../../../../shared/api/endpoints/projects';
import type { VersionCompareProps } from '../../../components/compare/version-compare';
import { storedNoteFrame } from '../../../../../shared/lib/frame-time';
import { playedFrameClock, versionFrameTiming } from '../../../lib/video-frames';

export function projectCompareInput(video: ProjectVideo): Omit<VersionCompareProps, 'onClose'> {
  const notes = [...video.notes, ...video.earlierNotes];
  return {
    videoTitle: video.title,
    versions: video.versions.map((v) => {
      const playback = video.versionPlayback.find((p) => p.versionId === v.id);
      return {
        id: v.id,
        versionNumber: v.versionNumber,
        // Only a stored copy plays in a <video> (a Drive preview is an embed that cannot be synced).
        src: playback?.playbackKind === 'stored' ? playback.playbackUrl : null,
        timing: versionFrameTiming(v),
        clock: playedFrameClock(
          v,
          playback?.playbackUrl ? [{ url: playback.playbackUrl, frameClock: playback.frameClock }] : [],
          playback?.playbackUrl,
        ),
        notes: notes
          .filter((n) => n.videoVersionId === v.id)
          .map((n) => ({
            id: n.id,
            timecodeMs: n.timecodeMs,
            frame: storedNoteFrame(n, v),
            body: n.body,
            reviewerLabel: n.reviewerLabel,
          })),
      };
    }),
    ...(video.currentVersionId ? { initialRightId: video.currentVersionId } : {}),
  };
}
