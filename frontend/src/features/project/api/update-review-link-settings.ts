import { updateReviewLinkSettings } from '../../../../../shared/api/endpoints/projects';
import { apiCall } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

export const updateLinkSettings = (input: {
  projectId: string;
  enabled?: boolean;
  downloadsAllowed?: boolean;
}) => {
  const { projectId, ...body } = input;
  return apiCall(updateReviewLinkSettings, { params: { projectId }, body });
};

export function useUpdateReviewLinkSettings(projectId: string) {
  return useInvalidatingMutation(updateLinkSettings, updateReviewLinkSettings, { projectId });
}
