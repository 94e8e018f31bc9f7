/** POST /api/review/{token}/unlock: the password of a protected link for a review session. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unlockReview } from '../../../../../shared/api/endpoints/review';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';
import { storeReviewAccess } from '../../../lib/review-access';

export function useUnlockReview(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiCall(unlockReview, { params: { token }, body: { password } }),
    onSuccess: async ({ session }) => {
      if (session) storeReviewAccess(token, session);
      await invalidateAfter(queryClient, unlockReview);
    },
  });
}
