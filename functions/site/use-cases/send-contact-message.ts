/**
 * The contact form's use case: guard, then store the message with its `contact_received` event.
 *
 * - The honeypot (a field people never see) filled in: answered like a success, nothing stored or sent.
 * - More than CONTACT_LIMITS.messagesPerWindow messages from one IP in a window: 429, nothing stored.
 * - The message and its event are one write, keyed by the browser's submission id (a retry stores it once).
 *   The mails (to support, and the sender's confirmation) are the notify Lambda's, from the event: no mail is
 *   rendered or sent inside the request, so a slow or failing mail service neither delays nor fails it.
 */
import { CONTACT_LIMITS, type ContactRequest } from '../../../shared/api/endpoints/contact';
import { RateLimitedError } from '../../../shared/errors/app-error';
import type { ContactForm } from '../../../shared/forms/contact-form';
import { truncateIp } from '../../../shared/lib/ip-truncation';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages';
import type { ContactReceived } from '../../../shared/domain/domain-events';
import type { ContactMessage } from '../store/contact-message-repository';
import type { Clock, IdSource, Logger } from '../../platform/ports';

export interface ContactPorts {
  /** Stores a message with its event (one write); the same id twice stores it once. */
  storeMessage(message: ContactMessage, event: ContactReceived): Promise<void>;
  /** A fixed-window counter per key. */
  rateLimit: { consume(key: string, now: Date): Promise<{ allowed: boolean; retryAfterSeconds: number }> };
  clock: Clock;
  ids: IdSource;
  log: Pick<Logger, 'warn'>;
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
  const at = now.toISOString();
  await ports.storeMessage(
    {
      id: request.submissionId,
      ...form,
      userId: input.userId,
      senderIp: truncateIp(input.sourceIp),
      createdAt: at,
    },
    { type: 'contact_received', id: ports.ids.next(), at, messageId: request.submissionId, ...form },
  );
  return 'sent';
}

/** Default window settings of the per-IP limit. */
export const CONTACT_RATE_LIMIT = {
  limit: CONTACT_LIMITS.messagesPerWindow,
  windowSeconds: CONTACT_LIMITS.windowSeconds,
} as const;
