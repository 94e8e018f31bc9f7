/**
 * The one-click unsubscribe (RFC 8058): a signed link turns exactly one kind of mail off for
 * exactly one editor, without signing in. Refused when the signature does not match (tampered, forged,
 * another secret) or the link expired; repeating a valid link answers the same and changes nothing more.
 */
import type { MailCategory } from '../../../shared/domain/mail-preferences';
import { ForbiddenError, GoneError, NotFoundError } from '../../../shared/errors/app-error';
import { MAIL_MESSAGES } from '../../../shared/messages/mail-messages';
import { verifyUnsubscribeToken } from '../mail/unsubscribe-token';
import type { Clock, Logger } from '../../platform/ports';

export interface UnsubscribePorts {
  /** Sets this kind to 'off' (idempotent). */
  turnOff(userId: string, category: MailCategory): Promise<void>;
  /** The signing key(s), current first. */
  secrets(): Promise<string[]>;
  clock: Clock;
  log: Pick<Logger, 'info' | 'warn'>;
}

export async function unsubscribe(
  ports: UnsubscribePorts,
  token: string,
): Promise<{ status: 'unsubscribed'; category: MailCategory }> {
  const verdict = verifyUnsubscribeToken(await ports.secrets(), token, ports.clock.now());
  if (!verdict.ok) {
    ports.log.warn('unsubscribe refused', { reason: verdict.reason });
    if (verdict.reason === 'expired') throw new GoneError(MAIL_MESSAGES.unsubscribeLink.expired);
    throw new ForbiddenError(MAIL_MESSAGES.unsubscribeLink.invalid);
  }
  const { userId, category } = verdict.claim;
  try {
    await ports.turnOff(userId, category);
  } catch (error) {
    // An erased account gets no mail at all: the link's promise holds.
    if (!(error instanceof NotFoundError)) throw error;
  }
  ports.log.info('unsubscribed', { category });
  return { status: 'unsubscribed', category };
}
