/** POST /api/projects/{projectId}/videos/{videoId}/notes: the editor's own note (refreshes the project page). */
import { addOwnerNote, type AddOwnerNoteBody } from '../../../../../shared/api/endpoints/notes';
import { apiCall } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

export const postOwnerNote = (input: { projectId: string; videoId: string; body: AddOwnerNoteBody }) =>
  apiCall(addOwnerNote, { params: { projectId: input.projectId, videoId: input.videoId }, body: input.body });

export function useAddOwnerNote(projectId: string) {
  return useInvalidatingMutation(postOwnerNote, addOwnerNote, { projectId });
}
