/** The public contact form. */
import { COMMON_MESSAGES } from './common-messages';

export const CONTACT_MESSAGES = {
  requiredFields: COMMON_MESSAGES.requiredFields,
  sendFailed: 'Failed to send message. Please try again or email us directly.',
  sent: 'Message sent successfully! Check your email for confirmation.',
  nameLabel: 'Name',
  emailLabel: 'Email',
  reasonLabel: 'Reason',
  messageLabel: 'Message',
  send: 'Send Message',
} as const;
