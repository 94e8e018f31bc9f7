/** POST /api/projects/{projectId}/videos/{videoId}/notes: the editor's own note (refreshes the project page). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addOwnerNote, type AddOwnerNoteBody } from '../../../../../shared/api/endpoints/notes';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';

export const postOwnerNote = (input: { projectId: string; videoId: string; body: AddOwnerNoteBody }) =>
  apiCall(addOwnerNote, { params: { projectId: input.projectId, videoId: input.videoId }, body: input.body });

export function useAddOwnerNote(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOwnerNote,
    onSettled: () => invalidateAfter(queryClient, addOwnerNote, { projectId }),
  });
}
