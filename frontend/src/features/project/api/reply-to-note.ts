/** POST /api/projects/{projectId}/notes/{noteId}/replies: the editor's reply (refreshes the project page). */
import { replyToNote, type OwnerReplyBody } from '../../../../../shared/api/endpoints/replies';
import { apiCall } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

export const postNoteReply = (input: { projectId: string; noteId: string; body: OwnerReplyBody }) =>
  apiCall(replyToNote, { params: { projectId: input.projectId, noteId: input.noteId }, body: input.body });

export function useReplyToNote(projectId: string) {
  return useInvalidatingMutation(postNoteReply, replyToNote, { projectId });
}
