/** GET /api/review/{token}: fetcher, query options, hook. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReview, type ReviewResponse } from '../../../../../shared/api/endpoints/review';
import { apiCall } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { takePreloadedReview } from '../../../lib/preload';
import { queryKeyOf } from '../../../lib/query-key';

/** How often the review re-reads while a video's playable copy is being made. */
export const REVIEW_PROCESSING_POLL_MS = 5000;

/**
 * `reread`: this page already holds the review (a re-read after a note, a reply or an approval, or while a copy
 * is being made), so the read is not another open of the link: a visit counts one open.
 */
export function fetchReview(token: string, reread = false): Promise<ReviewResponse> {
  if (reread) return apiCall(getReview, { params: { token }, query: { reread: '1' } });
  // The first read takes the answer index.html asked for in parallel with the JavaScript.
  return apiCall(getReview, { params: { token } }, { preloaded: takePreloadedReview(token) });
}

export const reviewQueryKey = (token: string) => queryKeyOf(getReview, token);

export const reviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: reviewQueryKey(token),
    queryFn: ({ client, queryKey }) => fetchReview(token, client.getQueryData(queryKey) !== undefined),
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
