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
  /** Everything of a project (erasure). */
  projectPrefixes: (projectId: string) => [
    `media/${segment(projectId)}/`,
    `thumbnails/${segment(projectId)}/`,
  ],
} as const;
