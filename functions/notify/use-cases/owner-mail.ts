/**
 * THE one way a mail to an owner goes out, whoever decided it (an event's channel, the digests job): the
 * one-click unsubscribe link of its kind signed, the template rendered with the footer's settings link, sent
 * from the product's name through the mail port (suppression and SES behind it). False when it did not go
 * (the render or the send failed; logged): the caller keeps what it must send again.
 */
import { PRODUCT_NAME } from '../../../shared/config/product';
import type { MailCategory } from '../../../shared/domain/mail-preferences';
import { NOTIFICATION_SETTINGS_LINK } from '../../../shared/domain/notification-texts';
import { sendMailSafely } from '../mail/send-mail-safely';
import type { MailContent } from '../mail/templates/mail-content';
import type { MailFooterLinks } from '../mail/templates/mail-layout';
import { unsubscribeUrlOrNull } from '../mail/unsubscribe-links';
import type { NotifyPorts } from '../ports';
import { absoluteAppUrl } from './event-alerts';

/** What sending an owner's mail needs of notify's ports (the digests job has the same). */
export type OwnerMailPorts = Pick<NotifyPorts, 'mail' | 'log' | 'appUrl' | 'unsubscribeLinks'>;

export async function sendOwnerMailOf(
  ports: OwnerMailPorts,
  input: {
    userId: string;
    to: string;
    category: MailCategory;
    render: (footer: MailFooterLinks) => Promise<MailContent>;
    /** Logged with a render failure (never the address). */
    about: Record<string, unknown>;
  },
): Promise<boolean> {
  const listUnsubscribeUrl = await unsubscribeUrlOrNull(
    ports.unsubscribeLinks,
    input.userId,
    input.category,
    ports.log,
  );
  let content: MailContent;
  try {
    content = await input.render({ settingsUrl: absoluteAppUrl(ports.appUrl, NOTIFICATION_SETTINGS_LINK) });
  } catch (error) {
    ports.log.error('mail.render failed', {
      ...input.about,
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
  return sendMailSafely(
    ports.mail,
    {
      to: input.to,
      fromName: PRODUCT_NAME,
      ...content,
      ...(listUnsubscribeUrl ? { listUnsubscribeUrl } : {}),
    },
    ports.log,
  );
}
