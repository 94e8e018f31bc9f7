import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateReviewLinkSettings } from '../../../../../shared/api/endpoints/projects';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';

export const updateLinkSettings = (input: {
  projectId: string;
  enabled?: boolean;
  downloadsAllowed?: boolean;
}) => {
  const { projectId, ...body } = input;
  return apiCall(updateReviewLinkSettings, { params: { projectId }, body });
};

export function useUpdateReviewLinkSettings(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLinkSettings,
    onSettled: () => invalidateAfter(queryClient, updateReviewLinkSettings, { projectId }),
  });
}
