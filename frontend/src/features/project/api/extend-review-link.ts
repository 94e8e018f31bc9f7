import { extendReviewLink } from '../../../../../shared/api/endpoints/projects';
import { apiCall } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

export const extendLink = (projectId: string) => apiCall(extendReviewLink, { params: { projectId } });

export function useExtendReviewLink(projectId: string) {
  return useInvalidatingMutation(extendLink, extendReviewLink, { projectId });
}
