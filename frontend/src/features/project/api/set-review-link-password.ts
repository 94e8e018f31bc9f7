import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setReviewLinkPassword } from '../../../../../shared/api/endpoints/projects';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';

/** Sets (a string) or removes (null) the review link's password. */
export function useSetReviewLinkPassword(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string | null) =>
      apiCall(setReviewLinkPassword, { params: { projectId }, body: { password } }),
    onSettled: () => invalidateAfter(queryClient, setReviewLinkPassword, { projectId }),
  });
}
