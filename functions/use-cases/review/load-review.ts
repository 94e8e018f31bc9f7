/**
 * Load a review by share token: the project, its videos in order with playback URLs, the first page of each
 * current version's notes with exact counts, approvals, and the link's note count (its cap).
 */
import type { ReviewNotesPage, ReviewResponse } from '../../../shared/api/endpoints/review';
import { NOTE_LIMITS, takeWithinBudget } from '../../../shared/domain/note-limits';
import { NotFoundError } from '../../../shared/errors/app-error';
import { openReviewLink } from './open-review';
import { REVIEW_API_ERRORS } from './review-errors';
import type { ReviewPorts } from './review-ports';
import { toReviewNote, toReviewResponse } from './review-view';

export async function loadReview(
  ports: Pick<ReviewPorts, 'reviews' | 'clock' | 'playback' | 'notePages'>,
  input: { token: string },
): Promise<ReviewResponse> {
  const { snapshot, linkNoteCount } = await openReviewLink(ports, input.token);
  return toReviewResponse(snapshot, ports, linkNoteCount);
}

/**
 * The next page of a current version's notes, oldest first, within the answer's notes budget. The token
 * reaches only the current versions of its own project's videos (404 otherwise).
 */
export async function listReviewNotes(
  ports: Pick<ReviewPorts, 'reviews' | 'clock' | 'notePages'>,
  input: { token: string; versionId: string; cursor?: string | undefined },
): Promise<ReviewNotesPage> {
  const { snapshot } = await openReviewLink(ports, input.token);
  const video = snapshot.videos.find((v) => v.currentVersionId === input.versionId);
  const version = snapshot.versions.find((v) => v.id === input.versionId);
  if (!video || !version) throw new NotFoundError(REVIEW_API_ERRORS.videoNotInReview);
  const page = await ports.notePages.page({
    projectId: snapshot.project.id,
    versionId: version.id,
    order: 'oldest',
    limit: NOTE_LIMITS.pageSize,
    cursor: input.cursor,
  });
  const items = page.notes.map((n) => toReviewNote(n, version));
  const { kept } = takeWithinBudget(items, NOTE_LIMITS.answerNotesBudgetBytes, true);
  const last = kept.at(-1);
  const nextCursor =
    kept.length < items.length && last
      ? ports.notePages.cursorAfter(
          { projectId: snapshot.project.id, videoVersionId: version.id, id: last.id },
          'oldest',
        )
      : page.nextCursor;
  return { items: kept, nextCursor };
}
