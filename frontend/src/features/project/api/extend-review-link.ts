import { useMutation, useQueryClient } from '@tanstack/react-query';
import { extendReviewLink } from '../../../../../shared/api/endpoints/projects';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';

export const extendLink = (projectId: string) => apiCall(extendReviewLink, { params: { projectId } });

export function useExtendReviewLink(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendLink,
    onSettled: () => invalidateAfter(queryClient, extendReviewLink, { projectId }),
  });
}
