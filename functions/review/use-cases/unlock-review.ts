/**
 * A client gives a protected review link's password. Each attempt counts in the link's fixed
 * window first (atomic, so concurrent guessing cannot pass the limit); a wrong password is answered after a
 * delay; a right one answers a review session for `x-review-session`, valid for a few hours and only for this
 * link and this password. A link without a password answers no session (nothing to unlock).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { UnlockReviewResponse } from '../../../shared/api/endpoints/review';
import { REVIEW_PASSWORD_LIMITS } from '../../../shared/domain/review-password';
import { ERROR_CODES, PasswordLockedError, ReviewPasswordError } from '../../../shared/errors/app-error';
import { REVIEW_MESSAGES } from '../../../shared/messages/review-messages';
import { issueReviewSession, verifyReviewPassword } from '../../projects';
import { openAdmittedReview } from './open-review';
import type { ReviewPorts } from '../ports';

export async function unlockReview(
  ports: Pick<ReviewPorts, 'reviews' | 'clock' | 'viewerLimit'> & { wrongPasswordDelayMs?: number },
  input: { token: string; password: string; viewer?: string | undefined },
): Promise<UnlockReviewResponse> {
  const opened = await openAdmittedReview(ports, input.token, {
    unlocking: true,
    write: true,
    viewer: input.viewer,
  });
  if (opened.passwordHash === null) return { session: null, expiresAt: null };

  const now = ports.clock.now();
  const attempt = await ports.reviews.consumePasswordAttempt(opened.token, now);
  if (!attempt.allowed) {
    const minutes = Math.max(1, Math.ceil(attempt.retryAfterSeconds / 60));
    throw new PasswordLockedError(REVIEW_MESSAGES.password.locked(minutes), attempt.retryAfterSeconds);
  }
  if (!(await verifyReviewPassword(input.password, opened.passwordHash))) {
    await sleep(ports.wrongPasswordDelayMs ?? REVIEW_PASSWORD_LIMITS.wrongPasswordDelayMs);
    throw new ReviewPasswordError(REVIEW_MESSAGES.password.wrong, ERROR_CODES.wrongPassword);
  }
  const expiresAtSeconds = Math.floor(now.getTime() / 1000) + REVIEW_PASSWORD_LIMITS.sessionSeconds;
  return {
    session: issueReviewSession(opened.passwordHash, opened.token, expiresAtSeconds),
    expiresAt: new Date(expiresAtSeconds * 1000).toISOString(),
  };
}
