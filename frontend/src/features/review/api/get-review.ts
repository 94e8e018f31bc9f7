/** GET /api/review/{token}: fetcher, query options, hook. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReview, type ReviewResponse } from '../../../../../shared/api/endpoints/review';
import { apiCall } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { takePreloadedReview } from '../../../lib/preload';
import { queryKeyOf } from '../../../lib/query-key';

/** How often the review re-reads while a video's playable copy is being made. */
export const REVIEW_PROCESSING_POLL_MS = 5000;

export function fetchReview(token: string): Promise<ReviewResponse> {
  // The first read takes the answer index.html asked for in parallel with the JavaScript.
  return apiCall(getReview, { params: { token } }, { preloaded: takePreloadedReview(token) });
}

export const reviewQueryKey = (token: string) => queryKeyOf(getReview, token);

export const reviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: reviewQueryKey(token),
    queryFn: () => fetchReview(token),
    // Playback URLs are signed for hours; the page refetches after each submit/approve.
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    // Not found / expired are answers, not hiccups; a network blip gets one more try.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400) && failureCount < 1,
    // A playable copy is being made: check again until it is ready ('ready shortly').
    refetchInterval: (query) =>
      query.state.data?.videos.some((v) => v.currentVersion?.processing) ? REVIEW_PROCESSING_POLL_MS : false,
  });

export function useReview(token: string) {
  return useQuery(reviewQueryOptions(token));
}
