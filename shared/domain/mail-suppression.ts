/**
 * An address the product no longer mails: SES reported a permanent bounce or a complaint for it.
 * Addresses are compared lower-cased and trimmed. The editor sees a banner while their own address is
 * suppressed, and can ask for delivery to be tried again once the mailbox is fixed.
 */
import * as z from 'zod/mini';

export const MAIL_SUPPRESSION_REASONS = ['bounce', 'complaint'] as const;
export type MailSuppressionReason = (typeof MAIL_SUPPRESSION_REASONS)[number];

export const mailSuppressionSchema = z.object({
  address: z.string(),
  reason: z.enum(MAIL_SUPPRESSION_REASONS),
  at: z.iso.datetime({ offset: true }),
});
export type MailSuppression = z.infer<typeof mailSuppressionSchema>;

export function normalizeMailAddress(address: string): string {
  return address.trim().toLowerCase();
}
