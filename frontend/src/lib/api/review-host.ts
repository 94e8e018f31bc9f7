/** The workspace's review address (Settings › Branding sets it; the review link card uses its verified host). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getReviewHost,
  removeReviewHost,
  setReviewHost,
  verifyReviewHost,
} from '../../../../shared/api/endpoints/review-host';
import { apiCall } from '../api-client';
import { queryKeyOf } from '../query-key';

export const fetchReviewHost = () => apiCall(getReviewHost);

export const reviewHostQueryOptions = () =>
  queryOptions({ queryKey: queryKeyOf(getReviewHost), queryFn: fetchReviewHost });

export function useReviewHost() {
  return useQuery(reviewHostQueryOptions());
}

function useReviewHostMutation<V>(call: (value: V) => ReturnType<typeof fetchReviewHost>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (view) => queryClient.setQueryData(reviewHostQueryOptions().queryKey, view),
  });
}

export const useSetReviewHost = () =>
  useReviewHostMutation((host: string) => apiCall(setReviewHost, { body: { host } }));
export const useVerifyReviewHost = () => useReviewHostMutation(() => apiCall(verifyReviewHost));
export const useRemoveReviewHost = () => useReviewHostMutation(() => apiCall(removeReviewHost));
