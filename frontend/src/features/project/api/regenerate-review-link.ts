import { regenerateReviewLink } from '../../../../../shared/api/endpoints/projects';
import { apiCall } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

export const regenerateLink = (projectId: string) => apiCall(regenerateReviewLink, { params: { projectId } });

export function useRegenerateReviewLink(projectId: string) {
  return useInvalidatingMutation(regenerateLink, regenerateReviewLink, { projectId });
}
