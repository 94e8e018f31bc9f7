/**
 * The project page in one request: the project, videos in order with every version, the current version's
 * notes newest first, approvals newest first, playback URLs of the current versions and the review link.
 */
import type { ProjectDetail, ProjectVideo } from '../../../shared/api/endpoints/projects';
import type { Approval, Note } from '../../../shared/domain/entities';
import { storedNoteFrame, UNKNOWN_FRAME_TIMING } from '../../../shared/lib/frame-time';
import type { EditorPorts, ProjectTree } from './editor-ports';
import { loadOwnedTree } from './owned-project';

/** Newest first by createdAt, ties broken by id (ULIDs sort by time). */
export function newestFirst<T extends { createdAt: string; id: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) =>
    a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt),
  );
}

export async function assembleProjectDetail(
  ports: Pick<EditorPorts, 'playback'>,
  tree: ProjectTree,
): Promise<ProjectDetail> {
  const videos = [...tree.videos].sort((a, b) => a.orderIndex - b.orderIndex || a.id.localeCompare(b.id));
  const approvals: Approval[] = newestFirst(tree.approvals);
  const rows: ProjectVideo[] = await Promise.all(
    videos.map(async (video) => {
      const versions = tree.versions
        .filter((v) => v.videoId === video.id)
        .sort((a, b) => a.versionNumber - b.versionNumber);
      const current = versions.find((v) => v.id === video.currentVersionId) ?? null;
      const notes: Note[] = current
        ? newestFirst(tree.notes.filter((n) => n.videoVersionId === current.id)).map((n) => ({
            ...n,
            frame: storedNoteFrame(n, current),
          }))
        : [];
      const playback = current ? await ports.playback.source(current) : null;
      return {
        ...video,
        versions: versions.map((v) => ({ ...v, frameTiming: v.frameTiming ?? UNKNOWN_FRAME_TIMING })),
        notes,
        notesText: video.notes,
        approvals: approvals.filter((a) => a.scope === 'video' && a.scopeId === video.id),
        playbackUrl: playback?.url ?? null,
        playbackKind: playback?.kind ?? null,
        playbackAlternatives: playback?.alternatives ?? [],
        thumbnailUrl: playback?.thumbnailUrl ?? null,
      };
    }),
  );
  return {
    project: tree.project,
    videos: rows,
    approvals,
    reviewLink: { token: tree.project.shareToken, expiresAt: tree.project.shareExpiresAt },
  };
}

export async function getProject(
  ports: Pick<EditorPorts, 'projects' | 'playback'>,
  input: { userId: string; projectId: string },
): Promise<ProjectDetail> {
  const tree = await loadOwnedTree(ports.projects, input.userId, input.projectId);
  return assembleProjectDetail(ports, tree);
}
