import { addVideo } from '../../../../../shared/api/endpoints/videos';
import { apiCall } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

export const addVideoByLink = (input: { projectId: string; fileUrl: string }) =>
  apiCall(addVideo, { params: { projectId: input.projectId }, body: { fileUrl: input.fileUrl } });

export function useAddVideo(projectId: string) {
  return useInvalidatingMutation(addVideoByLink, addVideo, { projectId });
}
