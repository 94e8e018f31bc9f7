/**
 * The contact form: name, e-mail, reason (one of seven) and message, all required
 * ('Please fill in all required fields'); the e-mail must also look like x@y.z.
 */
import { z } from 'zod';
import { AUTH_MESSAGES } from '../messages/auth-messages';
import { CONTACT_MESSAGES } from '../messages/contact-messages';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email';

export const CONTACT_REASONS = [
  'pricing',
  'billing',
  'technical',
  'partnership',
  'feature',
  'general',
  'other',
] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

export const CONTACT_REASON_LABELS = {
  pricing: 'Pricing Inquiry',
  billing: 'Billing Question',
  technical: 'Technical Support',
  partnership: 'Partnership Inquiry',
  feature: 'Feature Request',
  general: 'General Inquiry',
  other: 'Other',
} as const satisfies Record<ContactReason, string>;

export const CONTACT_LIMITS = { name: 100, message: 5000 } as const;

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
