import * as z from 'zod/mini';
import { contactFormSchema } from '../../forms/contact-form';
import { defineEndpoint } from '../endpoint';

/** Public contact form: one message per IP and window beyond which the endpoint answers 429. */
export const CONTACT_LIMITS = {
  /** Messages one IP may send per window. */
  messagesPerWindow: 5,
  windowSeconds: 600,
} as const;

/**
 * The form (name, e-mail, reason, message) plus:
 * - `submissionId`: made once per message by the browser; a retry of the same message stores it once;
 * - `homepage`: the honeypot, a field people never see; anything in it marks a bot (answered like a
 *   success, nothing stored or sent).
 */
export const contactRequestSchema = z.extend(contactFormSchema, {
  submissionId: z.uuid(),
  homepage: z.optional(z.string().check(z.maxLength(2000))),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ status: z.literal('sent') });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const sendContactMessage = defineEndpoint({
  id: 'sendContactMessage',
  method: 'POST',
  path: '/api/contact',
  caller: 'public',
  lambda: 'public-api',
  body: contactRequestSchema,
  response: contactResponseSchema,
  summary: 'Contact form: stores the message, e-mails support and sends the sender a confirmation.',
});

export const contactEndpoints = [sendContactMessage] as const;
