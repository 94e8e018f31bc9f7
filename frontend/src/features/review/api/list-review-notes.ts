/** GET /api/review/{token}/versions/{versionId}/notes: the next pages of a current version's notes. */
import {
  listReviewNotes,
  type ReviewNote,
  type ReviewVideo,
} from '../../../../../shared/api/endpoints/review';
import { apiCall } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-key';
import { useMoreNotes, type MoreNotes } from '../../../lib/use-more-notes';

export const fetchReviewNotes = (token: string, versionId: string, cursor: string) =>
  apiCall(listReviewNotes, { params: { token, versionId }, query: { cursor } });

export const reviewNotesQueryKey = (token: string, versionId: string) =>
  queryKeyOf(listReviewNotes, token, versionId);

/** The current version's notes: the answer's first page, then more on demand. */
export function useReviewNotes(token: string, video: ReviewVideo | null): MoreNotes<ReviewNote> {
  const versionId = video?.currentVersion?.id ?? '';
  return useMoreNotes({
    queryKey: reviewNotesQueryKey(token, versionId),
    first: video?.notes ?? [],
    nextCursor: video?.notesNextCursor ?? null,
    fetchPage: (cursor) => fetchReviewNotes(token, versionId, cursor),
  });
}
