import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addVideo } from '../../../../../shared/api/endpoints/videos';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';

export const addVideoByLink = (input: { projectId: string; fileUrl: string }) =>
  apiCall(addVideo, { params: { projectId: input.projectId }, body: { fileUrl: input.fileUrl } });

export function useAddVideo(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVideoByLink,
    onSettled: () => invalidateAfter(queryClient, addVideo, { projectId }),
  });
}
