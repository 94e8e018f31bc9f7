/**
 * THE send decision for the owner's "new feedback" e-mail (issue 19, finding 2: every batch used to mail
 * the owner). At most one mail per batch, and at most one per project per `FEEDBACK_MAIL_WINDOW_MINUTES`:
 * the first batch of a window claims the project's mail gate and is mailed; later batches in the window are
 * not mailed (their in-app notification is still stored) and are folded into the next mail, which lists
 * every note since the previous one. Mail templates, preferences and digests live elsewhere; this function
 * only answers "send now, and which notes".
 */
import type { Note } from '../../../shared/domain/entities';
import { FEEDBACK_MAIL_WINDOW_MINUTES } from '../../../shared/domain/note-limits';
import type { ReviewPorts } from './review-ports';

export async function feedbackMailDecision(
  ports: Pick<ReviewPorts, 'reviews' | 'log'>,
  input: {
    projectId: string;
    now: Date;
    /** The notes of the project as read before the batch, and the batch's own. */
    storedBefore: readonly Note[];
    batchId: string;
    batch: readonly Note[];
  },
): Promise<
  | { send: false }
  | { send: true; notes: Note[]; claim?: { previousMailAt: string | null; previousBatchId: string | null } }
> {
  const windowStart = new Date(input.now.getTime() - FEEDBACK_MAIL_WINDOW_MINUTES * 60_000);
  let claim: Awaited<ReturnType<ReviewPorts['reviews']['claimFeedbackMail']>>;
  try {
    claim = await ports.reviews.claimFeedbackMail({
      projectId: input.projectId,
      now: input.now.toISOString(),
      windowStart: windowStart.toISOString(),
      batchId: input.batchId,
    });
  } catch (error) {
    // The gate could not be read: mail this batch alone (an extra mail beats a lost one).
    ports.log.warn('feedback mail gate failed; mailing this batch', {
      projectId: input.projectId,
      error: error instanceof Error ? error.message : String(error),
    });
    return { send: true, notes: [...input.batch] };
  }
  if (!claim.claimed) return { send: false };
  // Folded in: every note stored since the previous mail, except that mail's own batch and this one.
  const since = claim.previousMailAt;
  const folded = since
    ? input.storedBefore.filter(
        (n) =>
          n.createdAt >= since &&
          n.submitBatchId !== claim.previousBatchId &&
          n.submitBatchId !== input.batchId,
      )
    : [];
  return {
    send: true,
    notes: [...folded, ...input.batch],
    claim: { previousMailAt: claim.previousMailAt, previousBatchId: claim.previousBatchId },
  };
}

/**
 * The mail of a claimed window could not be sent: give the claim back (the gate as it was before), so the
 * next batch mails at once and folds these notes in. Never fails the client's request.
 */
export async function releaseFeedbackMail(
  ports: Pick<ReviewPorts, 'reviews' | 'log'>,
  input: {
    projectId: string;
    claimedAt: Date;
    previous: { previousMailAt: string | null; previousBatchId: string | null };
  },
): Promise<void> {
  try {
    await ports.reviews.releaseFeedbackMail({
      projectId: input.projectId,
      claimedAt: input.claimedAt.toISOString(),
      // Never mailed before: a time just outside the window, so the next batch claims at once and folds in
      // every note since (these among them).
      previousMailAt:
        input.previous.previousMailAt ??
        new Date(input.claimedAt.getTime() - FEEDBACK_MAIL_WINDOW_MINUTES * 60_000 - 1).toISOString(),
      previousBatchId: input.previous.previousBatchId,
    });
  } catch (error) {
    ports.log.warn('feedback mail gate release failed', {
      projectId: input.projectId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
