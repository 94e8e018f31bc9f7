import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateVideoNotes } from '../../../../../shared/api/endpoints/videos';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';

export const saveVideoNotes = (input: { projectId: string; videoId: string; notes: string }) =>
  apiCall(updateVideoNotes, {
    params: { projectId: input.projectId, videoId: input.videoId },
    body: { notes: input.notes },
  });

export function useUpdateVideoNotes(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVideoNotes,
    onSettled: () => invalidateAfter(queryClient, updateVideoNotes, { projectId }),
  });
}
