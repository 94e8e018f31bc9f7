import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setReviewLinkExpiry } from '../../../../../shared/api/endpoints/projects';
import type { LinkExpiryChoice } from '../../../../../shared/domain/review-link-expiry';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';

export const setLinkExpiry = (input: { projectId: string; expiry: LinkExpiryChoice }) =>
  apiCall(setReviewLinkExpiry, { params: { projectId: input.projectId }, body: { expiry: input.expiry } });

export function useSetReviewLinkExpiry(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLinkExpiry,
    onSettled: () => invalidateAfter(queryClient, setReviewLinkExpiry, { projectId }),
  });
}
