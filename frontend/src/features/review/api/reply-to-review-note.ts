/** POST /api/review/{token}/notes/{noteId}/replies: the client's reply (refreshes the review). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replyToReviewNote, type ReviewReplyBody } from '../../../../../shared/api/endpoints/replies';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';

export const postReviewReply = (token: string, noteId: string, body: ReviewReplyBody) =>
  apiCall(replyToReviewNote, { params: { token, noteId }, body });

export function useReplyToReviewNote(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { noteId: string; body: ReviewReplyBody }) =>
      postReviewReply(token, input.noteId, input.body),
    onSettled: () => invalidateAfter(queryClient, replyToReviewNote, { token }),
  });
}
