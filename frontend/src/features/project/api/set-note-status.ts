import { setNoteStatus } from '../../../../../shared/api/endpoints/notes';
import type { NoteStatus } from '../../../../../shared/domain/status-values';
import { apiCall } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

export const updateNoteStatus = (input: { projectId: string; noteId: string; status: NoteStatus }) =>
  apiCall(setNoteStatus, {
    params: { projectId: input.projectId, noteId: input.noteId },
    body: { status: input.status },
  });

export function useSetNoteStatus(projectId: string) {
  return useInvalidatingMutation(updateNoteStatus, setNoteStatus, { projectId });
}
