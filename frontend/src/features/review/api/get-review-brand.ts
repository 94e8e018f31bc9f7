/** GET /api/review/{token}/brand: the brand for the password prompt and 'not available' screens. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReviewBrand } from '../../../../../shared/api/endpoints/review';
import { apiCall } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-key';

export function fetchReviewBrand(token: string) {
  return apiCall(getReviewBrand, { params: { token } });
}

export const reviewBrandQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeyOf(getReviewBrand, token),
    queryFn: () => fetchReviewBrand(token),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** Enabled only on the screens shown instead of the review (the review itself carries its brand). */
export function useReviewBrand(token: string, enabled: boolean) {
  return useQuery({ ...reviewBrandQueryOptions(token), enabled });
}
