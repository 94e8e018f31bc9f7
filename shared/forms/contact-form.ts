/**
 * The contact form: name, e-mail, reason (one of seven) and message, all required
 * ('Please fill in all required fields'); the e-mail must also look like x@y.z.
 */
import * as z from 'zod/mini';
import { AUTH_MESSAGES } from '../messages/auth-messages';
import { CONTACT_MESSAGES } from '../messages/contact-messages';
import { CONTACT_LIMITS, CONTACT_REASONS } from './contact-reasons';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email';

export {
  CONTACT_LIMITS,
  CONTACT_REASON_LABELS,
  CONTACT_REASONS,
  type ContactReason,
} from './contact-reasons';

const required = CONTACT_MESSAGES.requiredFields;

export const contactFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: required }), z.maxLength(CONTACT_LIMITS.name)),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: required }),
      z.regex(EMAIL_PATTERN, { error: AUTH_MESSAGES.emailInvalid }),
      z.maxLength(EMAIL_MAX_LENGTH, { error: AUTH_MESSAGES.emailInvalid }),
    ),
  reason: z.enum(CONTACT_REASONS, { error: required }),
  message: z
    .string()
    .check(z.trim(), z.minLength(1, { error: required }), z.maxLength(CONTACT_LIMITS.message)),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
