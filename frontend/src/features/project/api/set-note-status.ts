import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setNoteStatus } from '../../../../../shared/api/endpoints/notes';
import type { NoteStatus } from '../../../../../shared/domain/status-values';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';

export const updateNoteStatus = (input: { projectId: string; noteId: string; status: NoteStatus }) =>
  apiCall(setNoteStatus, {
    params: { projectId: input.projectId, noteId: input.noteId },
    body: { status: input.status },
  });

export function useSetNoteStatus(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNoteStatus,
    onSettled: () => invalidateAfter(queryClient, setNoteStatus, { projectId }),
  });
}
