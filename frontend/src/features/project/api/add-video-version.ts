import { addVideoVersion } from '../../../../../shared/api/endpoints/videos';
import { apiCall } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

export const addVersionByLink = (input: { projectId: string; videoId: string; fileUrl: string }) =>
  apiCall(addVideoVersion, {
    params: { projectId: input.projectId, videoId: input.videoId },
    body: { fileUrl: input.fileUrl },
  });

export function useAddVideoVersion(projectId: string) {
  return useInvalidatingMutation(addVersionByLink, addVideoVersion, { projectId });
}
