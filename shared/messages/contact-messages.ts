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
  sending: 'Sending...',
  reasonPlaceholder: 'Choose a reason',
  /** The honeypot's label (the field is hidden from people; bots fill it in). */
  honeypotLabel: 'Leave this field empty',
  emailUsDirectly: 'Or e-mail us directly at',
} as const;
