import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addVideoVersion } from '../../../../../shared/api/endpoints/videos';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';

export const addVersionByLink = (input: { projectId: string; videoId: string; fileUrl: string }) =>
  apiCall(addVideoVersion, {
    params: { projectId: input.projectId, videoId: input.videoId },
    body: { fileUrl: input.fileUrl },
  });

export function useAddVideoVersion(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVersionByLink,
    onSettled: () => invalidateAfter(queryClient, addVideoVersion, { projectId }),
  });
}
