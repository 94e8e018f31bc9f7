/**
 * The contact form's use case: guard, store, tell support, confirm to the sender.
 *
 * - The honeypot (a field people never see) filled in: answered like a success, nothing stored or sent.
 * - More than CONTACT_LIMITS.messagesPerWindow messages from one IP in a window: 429, nothing stored.
 * - The message is stored first (keyed by the browser's submission id, so a retry stores it once), then
 *   e-mailed to support. If that e-mail fails the request fails (the sender is told to try again or write
 *   directly) but the message is already kept: nothing is lost.
 * - The sender's confirmation is best effort: its failure is only logged.
 */
import { CONTACT_LIMITS, type ContactRequest } from '../../../shared/api/endpoints/contact';
import { RateLimitedError } from '../../../shared/errors/app-error';
import type { ContactForm } from '../../../shared/forms/contact-form';
import { truncateIp } from '../../../shared/lib/ip-truncation';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages';
import type { ContactMessage } from '../store/contact-message-repository';
import type { MailPort } from '../../notify';
import { sendMailSafely, type MailLogger } from '../../notify';
import { contactConfirmationMail, contactSupportMail } from '../../notify';

export interface ContactPorts {
  /** Stores a message; the same id twice stores it once. */
  storeMessage(message: ContactMessage): Promise<void>;
  mail: MailPort;
  /** A fixed-window counter per key. */
  rateLimit: { consume(key: string, now: Date): Promise<{ allowed: boolean; retryAfterSeconds: number }> };
  clock: { now(): Date };
  log: MailLogger & { warn(message: string, details?: Record<string, unknown>): void };
  /** Where support reads contact messages. */
  supportEmail: string;
  /** From name of both e-mails. */
  fromName: string;
  appUrl: string;
}

export interface ContactInput {
  request: ContactRequest;
  sourceIp: string;
  /** The signed-in sender, when the request carried a verified identity (never from the body). */
  userId: string | null;
}

export type ContactOutcome = 'sent' | 'ignored';

export async function sendContactMessage(ports: ContactPorts, input: ContactInput): Promise<ContactOutcome> {
  const { request } = input;
  if (request.homepage && request.homepage.trim() !== '') {
    ports.log.warn('contact.honeypot', { ip: truncateIp(input.sourceIp) });
    return 'ignored';
  }

  const now = ports.clock.now();
  const decision = await ports.rateLimit.consume(`CONTACT#${input.sourceIp}`, now);
  if (!decision.allowed)
    throw new RateLimitedError(COMMON_MESSAGES.tooManyRequests, decision.retryAfterSeconds);

  const form: ContactForm = {
    name: request.name,
    email: request.email,
    reason: request.reason,
    message: request.message,
  };
  await ports.storeMessage({
    id: request.submissionId,
    ...form,
    userId: input.userId,
    senderIp: truncateIp(input.sourceIp),
    createdAt: now.toISOString(),
  });

  const support = await contactSupportMail(form, request.submissionId);
  await ports.mail.send({ to: ports.supportEmail, fromName: ports.fromName, ...support });

  const confirmation = await contactConfirmationMail(form, ports.appUrl);
  await sendMailSafely(ports.mail, { to: form.email, fromName: ports.fromName, ...confirmation }, ports.log);
  return 'sent';
}

/** Default window settings of the per-IP limit. */
export const CONTACT_RATE_LIMIT = {
  limit: CONTACT_LIMITS.messagesPerWindow,
  windowSeconds: CONTACT_LIMITS.windowSeconds,
} as const;
