/** The public contact form. */
export const CONTACT_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  sendFailed: 'Failed to send message. Please try again or email us directly.',
  sent: 'Message sent successfully! Check your email for confirmation.',
  nameLabel: 'Name',
  emailLabel: 'Email',
  reasonLabel: 'Reason',
  messageLabel: 'Message',
  send: 'Send Message',
} as const;
