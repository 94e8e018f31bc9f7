/** POST /api/projects/{projectId}/notes/{noteId}/replies: the editor's reply (refreshes the project page). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replyToNote, type OwnerReplyBody } from '../../../../../shared/api/endpoints/replies';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';

export const postNoteReply = (input: { projectId: string; noteId: string; body: OwnerReplyBody }) =>
  apiCall(replyToNote, { params: { projectId: input.projectId, noteId: input.noteId }, body: input.body });

export function useReplyToNote(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postNoteReply,
    onSettled: () => invalidateAfter(queryClient, replyToNote, { projectId }),
  });
}
