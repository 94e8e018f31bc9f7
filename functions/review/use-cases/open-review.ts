/**
 * The gate of every review call: the share token is the caller's only capability. A blank token is
 * refused with 'No review token provided'; a malformed or unknown one, or the link of an archived (or
 * vanished) project, or a link its owner turned off, with 'Review link not found'; an expired one with 'This review link has expired'.
 * Each viewer of a link (its review session, else its address) has a limit of its own, checked first in
 * memory; a write call then counts against the link's write window (in the same request that resolves the
 * token), a read counts nothing per link, before the project is read: two requests in all. A link with a password needs a valid review session
 * (`x-review-session`, earned by `unlockReview`); without one it answers PASSWORD_REQUIRED before the project
 * is read, so nothing about it leaks.
 */
import { SHARE_TOKEN_PATTERN } from '../../../shared/domain/review-link-rules';
import { isShareLinkExpired } from '../../../shared/domain/review-link-expiry';
import {
  ERROR_CODES,
  GoneError,
  NotFoundError,
  RateLimitedError,
  ReviewPasswordError,
  ValidationError,
} from '../../../shared/errors/app-error';
import { isValidReviewSession } from '../../projects';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import type { ReviewPorts, ReviewSnapshot } from '../ports';

export type OpenReviewPorts = Pick<ReviewPorts, 'reviews' | 'clock' | 'viewerLimit'>;

/** Who is calling on a link: the review session it carried and the viewer it is limited as. */
export interface ReviewCaller {
  session?: string | undefined;
  /** The viewer's key (its review session, else its address); none: not limited per viewer. */
  viewer?: string | undefined;
}

/** A write call's gate: counted in the link's write window; the project read afresh. */
export async function openReview(
  ports: OpenReviewPorts,
  rawToken: string,
  caller: ReviewCaller = {},
): Promise<ReviewSnapshot> {
  return (await openAdmittedReview(ports, rawToken, { ...caller, write: true })).snapshot;
}

/** What an opened review knows about its link besides the project. */
export interface OpenedReview {
  snapshot: ReviewSnapshot;
  token: string;
  /** Notes sent through this link so far (its cap's counter). */
  linkNoteCount: number;
  /** With countOpen: the link's opens so far, this one included. */
  openCount: number | null;
  firstOpenNotified: boolean;
  /** The link's password hash (null: none). */
  passwordHash: string | null;
}

export interface OpenReviewOptions extends ReviewCaller {
  /** Count an open of the link in the admission write (the review load). */
  countOpen?: boolean;
  /** A write call: counted in the link's write window, the project read afresh. */
  write?: boolean;
  /** Read the project afresh (a re-read after the client's own write). */
  fresh?: boolean;
  /** The unlock call itself: the password is what it checks, so no session is asked for. */
  unlocking?: boolean;
}

/** {@link openReview}, optionally counting an open of the link in the same admission write. */
export async function openAdmittedReview(
  ports: OpenReviewPorts,
  rawToken: string,
  options: OpenReviewOptions = {},
): Promise<OpenedReview> {
  const token = rawToken.trim();
  if (token === '')
    throw new ValidationError(REVIEW_MESSAGES.missingToken, { token: REVIEW_MESSAGES.missingToken });
  if (!SHARE_TOKEN_PATTERN.test(token)) throw new NotFoundError(REVIEW_MESSAGES.notFound);

  const now = ports.clock.now();
  if (options.viewer !== undefined) {
    const turn = ports.viewerLimit.consume(`${token}|${options.viewer}`, now.getTime());
    if (!turn.allowed) throw new RateLimitedError(COMMON_MESSAGES.rateLimitTryAgain, turn.retryAfterSeconds);
  }
  const admission = await ports.reviews.admit(token, now, {
    countOpen: options.countOpen === true,
    write: options.write === true,
  });
  if (!admission) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  if (!admission.allowed) {
    throw new RateLimitedError(COMMON_MESSAGES.rateLimitTryAgain, admission.retryAfterSeconds);
  }
  if (
    admission.passwordHash !== null &&
    !options.unlocking &&
    !isValidReviewSession(admission.passwordHash, token, options.session, now)
  ) {
    // The visit counts once, when the review shows, not for the prompt too.
    if (options.countOpen) await ports.reviews.uncountOpen(token);
    throw new ReviewPasswordError(REVIEW_MESSAGES.password.required, ERROR_CODES.passwordRequired);
  }

  const snapshot = await ports.reviews.loadProject(admission.projectId, {
    fresh: options.write === true || options.fresh === true,
  });
  const project = snapshot?.project;
  // The token item may outlive a regenerated link: the project's own token must still be this one.
  if (
    !snapshot ||
    !project ||
    project.shareToken !== token ||
    project.status === 'archived' ||
    project.archivedAt ||
    project.shareRevokedAt
  ) {
    throw new NotFoundError(REVIEW_MESSAGES.notFound);
  }
  if (isShareLinkExpired(project.shareExpiresAt, now)) throw new GoneError(REVIEW_MESSAGES.expired);
  return {
    snapshot,
    token,
    linkNoteCount: admission.linkNoteCount,
    openCount: admission.openCount,
    firstOpenNotified: admission.firstOpenNotified,
    passwordHash: admission.passwordHash,
  };
}
