import { useMutation, useQueryClient } from '@tanstack/react-query';
import { regenerateReviewLink } from '../../../../../shared/api/endpoints/projects';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';

export const regenerateLink = (projectId: string) => apiCall(regenerateReviewLink, { params: { projectId } });

export function useRegenerateReviewLink(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateLink,
    onSettled: () => invalidateAfter(queryClient, regenerateReviewLink, { projectId }),
  });
}
