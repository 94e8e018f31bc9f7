/**
 * Load a review by share token: the project, its videos in order with playback URLs, the first page of each
 * current version's notes with exact counts, approvals, and the link's note count (its cap). Opening counts
 * an open of the link in the admission's one write, unless the page says it re-reads a review it opened in
 * this visit (`reread`): a visit is one open, however many notes and approvals it sends. The first
 * successful open of a link also tells the owner in-app, once (a conditional write: concurrent first opens
 * notify once), in one more request.
 */
import type { ReviewNotesPage, ReviewResponse } from '../../../shared/api/endpoints/review';
import type { DomainEvent } from '../../../shared/domain/domain-events';
import { NOTE_LIMITS, takeWithinBudget } from '../../../shared/domain/note-limits';
import { NotFoundError } from '../../../shared/errors/app-error';
import { openAdmittedReview, type ReviewCaller } from './open-review';
import { REVIEW_API_ERRORS } from '../../projects';
import type { ReviewPorts } from '../ports';
import { toReviewNote, toReviewResponse } from './review-view';

export async function loadReview(
  ports: Pick<
    ReviewPorts,
    'reviews' | 'brands' | 'clock' | 'viewerLimit' | 'playback' | 'notePages' | 'ids' | 'log'
  >,
  input: ReviewCaller & { token: string; reread?: boolean },
): Promise<ReviewResponse> {
  const opened = await openAdmittedReview(ports, input.token, {
    countOpen: input.reread !== true,
    // A re-read follows the client's own write: it must show it.
    fresh: input.reread === true,
    session: input.session,
    viewer: input.viewer,
  });
  if (!opened.firstOpenNotified) await tellFirstOpen(ports, opened.token, opened.snapshot.project);
  // The project's workspace (its `userId`) names the brand and the viewing setting; asked on every load (review-api
  // keeps them as long as the payload, so a downgrade or a setting turned off shows within those seconds).
  const workspaceId = opened.snapshot.project.userId;
  const [review, { brand, collectViewing }] = await Promise.all([
    toReviewResponse(opened.snapshot, ports, opened.linkNoteCount),
    ports.brands.withViewingSetting(workspaceId),
  ]);
  // Both travel with the review: the page needs no other request before its first frame.
  return { ...review, brand, collectViewing };
}

/**
 * The next page of a current version's notes, oldest first, within the answer's notes budget. The token
 * reaches only the current versions of its own project's videos (404 otherwise).
 */
export async function listReviewNotes(
  ports: Pick<ReviewPorts, 'reviews' | 'clock' | 'viewerLimit' | 'notePages'>,
  input: ReviewCaller & { token: string; versionId: string; cursor?: string | undefined },
): Promise<ReviewNotesPage> {
  const { snapshot } = await openAdmittedReview(ports, input.token, {
    session: input.session,
    viewer: input.viewer,
  });
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

async function tellFirstOpen(
  ports: Pick<ReviewPorts, 'reviews' | 'clock' | 'ids' | 'log'>,
  token: string,
  project: { id: string; userId: string; name: string },
): Promise<void> {
  const event: DomainEvent = {
    type: 'link_opened',
    id: ports.ids.next(),
    at: ports.clock.now().toISOString(),
    ownerId: project.userId,
    projectId: project.id,
    projectName: project.name,
  };
  try {
    await ports.reviews.recordFirstOpen(token, event);
  } catch (error) {
    // Telling the owner never fails the client's request; the next open tries again.
    ports.log.error('link.first_open notification failed', {
      projectId: project.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
