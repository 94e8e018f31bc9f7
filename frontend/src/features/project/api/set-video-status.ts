import { setVideoStatus } from '../../../../../shared/api/endpoints/videos';
import type { ReviewVideoStatus } from '../../../../../shared/domain/status-values';
import { apiCall } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

export const updateVideoStatus = (input: { projectId: string; videoId: string; status: ReviewVideoStatus }) =>
  apiCall(setVideoStatus, {
    params: { projectId: input.projectId, videoId: input.videoId },
    body: { status: input.status },
  });

export function useSetVideoStatus(projectId: string) {
  return useInvalidatingMutation(updateVideoStatus, setVideoStatus, { projectId });
}
