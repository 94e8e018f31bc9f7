/** POST /api/review/{token}/videos/{videoId}/approve: fetcher and mutation hook. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  approveReviewVideo,
  type ApproveVideoBody,
  type ApproveVideoResponse,
} from '../../../../../shared/api/endpoints/review';
import { apiCall } from '../../../lib/api-client';
import { reviewQueryOptions } from './get-review';

export function postApproveVideo(
  token: string,
  videoId: string,
  body: ApproveVideoBody,
): Promise<ApproveVideoResponse> {
  return apiCall(approveReviewVideo, { params: { token, videoId }, body });
}

export function useApproveReviewVideo(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { videoId: string } & ApproveVideoBody) =>
      postApproveVideo(token, input.videoId, {
        versionId: input.versionId,
        reviewerName: input.reviewerName,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewQueryOptions(token).queryKey }),
  });
}
