/** GET /api/projects/{projectId}/versions/{versionId}/notes: the next pages of a version's notes. */
import type { ProjectVideo } from '../../../../../shared/api/endpoints/projects';
import { listVersionNotes } from '../../../../../shared/api/endpoints/notes';
import type { Note } from '../../../../../shared/domain/entities';
import { apiCall } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-key';
import { useMoreNotes, type MoreNotes } from '../../../lib/use-more-notes';

export const fetchVersionNotes = (projectId: string, versionId: string, cursor: string) =>
  apiCall(listVersionNotes, { params: { projectId, versionId }, query: { cursor } });

export const versionNotesQueryKey = (projectId: string, versionId: string) =>
  queryKeyOf(listVersionNotes, projectId, versionId);

/** The current version's notes, newest first: the project answer's first page, then more on demand. */
export function useVersionNotes(projectId: string, video: ProjectVideo): MoreNotes<Note> {
  const versionId = video.currentVersionId ?? '';
  return useMoreNotes({
    queryKey: versionNotesQueryKey(projectId, versionId),
    first: video.notes,
    nextCursor: video.notesNextCursor,
    fetchPage: (cursor) => fetchVersionNotes(projectId, versionId, cursor),
  });
}
