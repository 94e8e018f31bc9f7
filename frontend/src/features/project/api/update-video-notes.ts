import { updateVideoNotes } from '../../../../../shared/api/endpoints/videos';
import { apiCall } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

export const saveVideoNotes = (input: { projectId: string; videoId: string; notes: string }) =>
  apiCall(updateVideoNotes, {
    params: { projectId: input.projectId, videoId: input.videoId },
    body: { notes: input.notes },
  });

export function useUpdateVideoNotes(projectId: string) {
  return useInvalidatingMutation(saveVideoNotes, updateVideoNotes, { projectId });
}
