/** POST /api/review/{token}/notes: fetcher and mutation hook (refreshes the review on success). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  submitReviewNotes,
  type SubmitNotesBody,
  type SubmitNotesResponse,
} from '../../../../../shared/api/endpoints/review';
import { apiCall } from '../../../lib/api-client';
import { reviewQueryOptions } from './get-review';

export function postReviewNotes(token: string, body: SubmitNotesBody): Promise<SubmitNotesResponse> {
  return apiCall(submitReviewNotes, { params: { token }, body });
}

export function useSubmitReviewNotes(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitNotesBody) => postReviewNotes(token, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewQueryOptions(token).queryKey }),
  });
}
