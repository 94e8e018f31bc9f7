/** POST /api/review/{token}/notes/{noteId}/replies: the client's reply (refreshes the review). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replyToReviewNote, type ReviewReplyBody } from '../../../../../shared/api/endpoints/replies';
import { apiCall } from '../../../lib/api-client';
import { reviewQueryOptions } from './get-review';

export const postReviewReply = (token: string, noteId: string, body: ReviewReplyBody) =>
  apiCall(replyToReviewNote, { params: { token, noteId }, body });

export function useReplyToReviewNote(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { noteId: string; body: ReviewReplyBody }) =>
      postReviewReply(token, input.noteId, input.body),
    // What MUTATION_CHANGES lists for it (getReview), without loading that table on the light review route.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewQueryOptions(token).queryKey }),
  });
}
