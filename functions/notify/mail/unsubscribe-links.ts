/**
 * Builds the one-click unsubscribe URL of a mail (List-Unsubscribe): the public route on the app's origin
 * with a token signed for this editor and this kind of mail (./unsubscribe-token.ts).
 */
import { unsubscribeFromMail } from '../../../shared/api/endpoints/mail';
import type { MailCategory } from '../../../shared/domain/mail-preferences';
import type { MailLinkSecrets } from '../adapters/mail-link-secret';
import { signUnsubscribeToken } from './unsubscribe-token';

export interface UnsubscribeLinks {
  url(userId: string, category: MailCategory): Promise<string>;
}

export function unsubscribeLinks(
  appUrl: string,
  secrets: MailLinkSecrets,
  clock: { now(): Date },
): UnsubscribeLinks {
  return {
    async url(userId, category) {
      const [current] = await secrets();
      if (!current) throw new Error('mail link secret: none configured');
      const token = signUnsubscribeToken(current, { userId, category, now: clock.now() });
      return `${appUrl.replace(/\/$/, '')}${unsubscribeFromMail.path}?token=${encodeURIComponent(token)}`;
    },
  };
}

/** The URL, or null (logged) when it cannot be signed: the mail then goes without the header, never not at all. */
export async function unsubscribeUrlOrNull(
  links: UnsubscribeLinks,
  userId: string,
  category: MailCategory,
  log: { error(message: string, details?: Record<string, unknown>): void },
): Promise<string | null> {
  try {
    return await links.url(userId, category);
  } catch (error) {
    log.error('unsubscribe link failed', {
      category,
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}
