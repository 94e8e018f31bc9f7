/**
 * The gate of every review call: the share token is the caller's only capability. A blank token is
 * refused with 'No review token provided'; a malformed or unknown one, or the link of an archived (or
 * vanished) project, or a link its owner turned off, with 'Review link not found'; an expired one with 'This review link has expired'.
 * A valid token then counts against its rate-limit window (in the same request that resolves it) before the
 * project is read: two requests in all.
 */
import { SHARE_TOKEN_PATTERN } from '../../../shared/domain/review-link-rules';
import { isShareLinkExpired } from '../../../shared/domain/review-link-expiry';
import {
  GoneError,
  NotFoundError,
  RateLimitedError,
  ValidationError,
} from '../../../shared/errors/app-error';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import type { ReviewPorts, ReviewSnapshot } from './review-ports';

export type OpenReviewPorts = Pick<ReviewPorts, 'reviews' | 'clock'>;

export async function openReview(ports: OpenReviewPorts, rawToken: string): Promise<ReviewSnapshot> {
  return (await openAdmittedReview(ports, rawToken)).snapshot;
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
}

/** {@link openReview}, optionally counting an open of the link in the same admission write. */
export async function openAdmittedReview(
  ports: OpenReviewPorts,
  rawToken: string,
  options: { countOpen?: boolean } = {},
): Promise<OpenedReview> {
  const token = rawToken.trim();
  if (token === '')
    throw new ValidationError(REVIEW_MESSAGES.missingToken, { token: REVIEW_MESSAGES.missingToken });
  if (!SHARE_TOKEN_PATTERN.test(token)) throw new NotFoundError(REVIEW_MESSAGES.notFound);

  const now = ports.clock.now();
  const admission = await ports.reviews.admit(token, now, options);
  if (!admission) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  if (!admission.allowed) {
    throw new RateLimitedError(COMMON_MESSAGES.rateLimitTryAgain, admission.retryAfterSeconds);
  }

  const snapshot = await ports.reviews.loadProject(admission.projectId);
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
  };
}
