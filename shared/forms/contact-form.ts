/**
 * The contact form: name, e-mail, reason (one of seven) and message, all required
 * ('Please fill in all required fields'); the e-mail must also look like x@y.z.
 */
import { z } from 'zod';
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
  name: z.string().trim().min(1, { error: required }).max(CONTACT_LIMITS.name),
  email: z
    .string()
    .trim()
    .min(1, { error: required })
    .regex(EMAIL_PATTERN, { error: AUTH_MESSAGES.emailInvalid })
    .max(EMAIL_MAX_LENGTH, { error: AUTH_MESSAGES.emailInvalid }),
  reason: z.enum(CONTACT_REASONS, { error: required }),
  message: z.string().trim().min(1, { error: required }).max(CONTACT_LIMITS.message),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
