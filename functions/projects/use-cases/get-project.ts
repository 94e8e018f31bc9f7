/**
 * The project page in one request: the project, videos in order with every version, the current version's
 * notes newest first, approvals newest first, playback URLs of the current versions and the review link
 * (with how often it was opened: a GetItem of its share item).
 */
import type { LinkOpens, ProjectDetail, ProjectVideo } from '../../../shared/api/endpoints/projects';
import type { Approval, Note } from '../../../shared/domain/entities';
import { storedNoteFrame, UNKNOWN_FRAME_TIMING, type ProxyFrameClock } from '../../../shared/lib/frame-time';
import { storedRangeEndFrame } from '../../../shared/domain/note-range';
import type { EditorPorts, ProjectTree } from '../ports';
import { loadOwnedTree } from './owned-project';
import { countNotes, NOTE_LIMITS, takeWithinBudget } from '../../../shared/domain/note-limits';
import { firstNotePages } from './note-pages';
import type { VersionNotesPage } from '../../../shared/api/endpoints/notes';
import { videoThread } from './reply-view';

/** Newest first by createdAt, ties broken by id (ULIDs sort by time). */
export function newestFirst<T extends { createdAt: string; id: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) =>
    a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt),
  );
}

/** Newest first by id (time-ordered ULIDs): the order of the notes' sort keys, read backwards. */
function newestById<T extends { id: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/** A range note's end frame (derived for one stored without it). */
/** The recorded frame clock of the file a version plays, when that file is a proxy. */
function playedProxyClock(source: {
  url: string | null;
  alternatives: readonly { url: string; frameClock?: ProxyFrameClock | undefined }[];
}): { frameClock?: ProxyFrameClock } {
  const frameClock = source.alternatives.find((a) => a.url === source.url)?.frameClock;
  return frameClock ? { frameClock } : {};
}

function rangeEnd(note: Note, version: Parameters<typeof storedRangeEndFrame>[1]): Partial<Note> {
  const endFrame = storedRangeEndFrame(note, version);
  return endFrame === null ? {} : { rangeEndFrame: endFrame };
}

export async function assembleProjectDetail(
  ports: Pick<EditorPorts, 'playback' | 'notePages'>,
  tree: ProjectTree,
  link: LinkOpens & { passwordProtected: boolean },
): Promise<ProjectDetail> {
  const videos = [...tree.videos].sort((a, b) => a.orderIndex - b.orderIndex || a.id.localeCompare(b.id));
  const approvals: Approval[] = newestFirst(tree.approvals);
  const currentOf = (videoId: string, currentVersionId: string | null) =>
    tree.versions.find((v) => v.videoId === videoId && v.id === currentVersionId) ?? null;
  // Every note of each current version (for the counts), and the first pages within the answer's budget.
  const allNotes = videos.map((video) => {
    const current = currentOf(video.id, video.currentVersionId);
    const notes: Note[] = current
      ? newestById(tree.notes.filter((n) => n.videoVersionId === current.id)).map((n) => ({
          ...n,
          frame: storedNoteFrame(n, current),
          ...rangeEnd(n, current),
        }))
      : [];
    return { projectId: tree.project.id, versionId: current?.id ?? '', notes };
  });
  const pages = firstNotePages(allNotes, ports.notePages, 'newest');
  const rows: ProjectVideo[] = await Promise.all(
    videos.map(async (video, index) => {
      const versions = tree.versions
        .filter((v) => v.videoId === video.id)
        .sort((a, b) => a.versionNumber - b.versionNumber);
      const current = versions.find((v) => v.id === video.currentVersionId) ?? null;
      const notes: Note[] = pages[index]?.notes ?? [];
      const earlierNotes: Note[] = newestFirst(
        tree.notes.filter((n) => n.videoId === video.id && n.videoVersionId !== current?.id),
      ).map((n) => {
        const version = versions.find((v) => v.id === n.videoVersionId);
        return { ...n, frame: storedNoteFrame(n, version), ...rangeEnd(n, version) };
      });
      // Every version's source (version compare); the current one's is the row's player too.
      const sources = await Promise.all(
        versions.map(async (v) => ({ version: v, source: await ports.playback.source(v) })),
      );
      const playback = sources.find((s) => s.version.id === current?.id)?.source ?? null;
      return {
        ...video,
        versions: versions.map((v) => ({ ...v, frameTiming: v.frameTiming ?? UNKNOWN_FRAME_TIMING })),
        notes,
        notesNextCursor: current ? (pages[index]?.nextCursor ?? null) : null,
        noteCounts: countNotes(allNotes[index]?.notes ?? []),
        notesText: video.notes,
        approvals: approvals.filter((a) => a.scope === 'video' && a.scopeId === video.id),
        playbackUrl: playback?.url ?? null,
        playbackKind: playback?.kind ?? null,
        playbackAlternatives: playback?.alternatives ?? [],
        playbackScrub: playback?.scrub ?? null,
        thumbnailUrl: playback?.thumbnailUrl ?? null,
        replies: videoThread(tree.replies, video.id),
        earlierNotes,
        versionPlayback: sources.map(({ version, source }) => ({
          versionId: version.id,
          playbackUrl: source.url,
          playbackKind: source.kind,
          ...playedProxyClock(source),
        })),
      };
    }),
  );
  return {
    project: tree.project,
    videos: rows,
    approvals,
    reviewLink: { token: tree.project.shareToken, expiresAt: tree.project.shareExpiresAt },
    linkOpens: { count: link.count, firstOpenedAt: link.firstOpenedAt, lastOpenedAt: link.lastOpenedAt },
    linkPasswordProtected: link.passwordProtected,
  };
}

export async function getProject(
  ports: Pick<EditorPorts, 'projects' | 'playback' | 'notePages'>,
  input: { userId: string; projectId: string },
): Promise<ProjectDetail> {
  const tree = await loadOwnedTree(ports.projects, input.userId, input.projectId);
  // The link's opens and password flag live on its share item (the admission write counts opens): one
  // GetItem more.
  const link = await ports.projects.linkOpens(tree.project.shareToken);
  return assembleProjectDetail(ports, tree, link);
}

/**
 * A page of a version's notes for its owner, newest first, within the answer's notes budget (another
 * user's project: 404).
 */
export async function listVersionNotes(
  ports: Pick<EditorPorts, 'notePages'>,
  input: { userId: string; projectId: string; versionId: string; cursor?: string | undefined },
): Promise<VersionNotesPage> {
  const page = await ports.notePages.page({
    projectId: input.projectId,
    versionId: input.versionId,
    order: 'newest',
    limit: NOTE_LIMITS.pageSize,
    cursor: input.cursor,
    ownerId: input.userId,
  });
  const { kept } = takeWithinBudget(page.notes, NOTE_LIMITS.answerNotesBudgetBytes, true);
  const last = kept.at(-1);
  const nextCursor =
    kept.length < page.notes.length && last ? ports.notePages.cursorAfter(last, 'newest') : page.nextCursor;
  return { items: kept, nextCursor };
}
