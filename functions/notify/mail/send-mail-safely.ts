/**
 * Sends an e-mail whose failure must never fail the user's request (spec: an e-mail failure is only
 * logged). The error is logged with the recipient's domain only (no full address in logs).
 */
import type { MailMessage, MailPort } from './mail-port';

export interface MailLogger {
  error(message: string, details?: Record<string, unknown>): void;
}

export async function sendMailSafely(
  mail: MailPort,
  message: MailMessage,
  log: MailLogger,
): Promise<boolean> {
  try {
    await mail.send(message);
    return true;
  } catch (error) {
    log.error('mail.send failed', {
      subject: message.subject,
      toDomain: message.to.split('@')[1] ?? '',
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}
