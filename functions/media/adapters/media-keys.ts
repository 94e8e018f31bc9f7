/**
 * Object keys of the media bucket. Deterministic per version, so a redelivered download overwrites the same
 * object instead of making a second one.
 */
export interface VersionRef {
  projectId: string;
  videoId: string;
  versionId: string;
}

const segment = (value: string) => {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) throw new Error(`Unsafe key segment: ${value}`);
  return value;
};

export const mediaKeys = {
  /** The stored copy of a version's video. */
  video: (ref: VersionRef) =>
    `media/${segment(ref.projectId)}/${segment(ref.videoId)}/${segment(ref.versionId)}`,
  /** The copied thumbnail of a version. */
  thumbnail: (ref: VersionRef) =>
    `thumbnails/${segment(ref.projectId)}/${segment(ref.videoId)}/${segment(ref.versionId)}.jpg`,
  /** A playable proxy of a version (under the version's media prefix, so erasure takes it). */
  proxy: (ref: VersionRef, height: 1080 | 540) =>
    `media/${segment(ref.projectId)}/${segment(ref.videoId)}/${segment(ref.versionId)}-${height}p.mp4`,
  /** The poster frame the transcoder takes. */
  poster: (ref: VersionRef) =>
    `thumbnails/${segment(ref.projectId)}/${segment(ref.videoId)}/${segment(ref.versionId)}-poster.jpg`,
  /** The scrubbing sprite (one JPEG sheet of small frames, shared/domain/scrub-sprite.ts). */
  sprite: (ref: VersionRef) =>
    `thumbnails/${segment(ref.projectId)}/${segment(ref.videoId)}/${segment(ref.versionId)}-sprite.jpg`,
  /**
   * Where MediaConvert writes a job's frame captures (the poster and the sprite's frames, numbered by it);
   * the completion handler sheets the frames into {@link mediaKeys.sprite} and deletes them.
   */
  captures: (ref: VersionRef) =>
    `thumbnails/${segment(ref.projectId)}/${segment(ref.videoId)}/${segment(ref.versionId)}-captures/`,
  /** Everything of a project (erasure). */
  projectPrefixes: (projectId: string) => [
    `media/${segment(projectId)}/`,
    `thumbnails/${segment(projectId)}/`,
  ],
} as const;
