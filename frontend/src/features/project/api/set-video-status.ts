import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setVideoStatus } from '../../../../../shared/api/endpoints/videos';
import type { ReviewVideoStatus } from '../../../../../shared/domain/status-values';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';

export const updateVideoStatus = (input: { projectId: string; videoId: string; status: ReviewVideoStatus }) =>
  apiCall(setVideoStatus, {
    params: { projectId: input.projectId, videoId: input.videoId },
    body: { status: input.status },
  });

export function useSetVideoStatus(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVideoStatus,
    onSettled: () => invalidateAfter(queryClient, setVideoStatus, { projectId }),
  });
}
