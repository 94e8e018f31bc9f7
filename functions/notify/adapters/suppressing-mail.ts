/**
 * The one gate of the send path: every product mail goes through this port, which never sends to
 * a suppressed address (a permanent bounce or a complaint, recorded by the mail-events handler). A skipped
 * mail is logged (recipient's domain only) and counts as handled: retrying it would be skipped again.
 */
import type { MailMessage, MailPort } from '../mail/mail-port';

export interface SuppressionCheck {
  find(address: string): Promise<unknown>;
}

export function suppressingMail(
  inner: MailPort,
  suppressions: SuppressionCheck,
  log: { info(message: string, details?: Record<string, unknown>): void },
): MailPort {
  return {
    async send(message: MailMessage): Promise<void> {
      if (await suppressions.find(message.to)) {
        log.info('mail.suppressed', { toDomain: message.to.split('@')[1] ?? '', subject: message.subject });
        return;
      }
      await inner.send(message);
    },
  };
}
