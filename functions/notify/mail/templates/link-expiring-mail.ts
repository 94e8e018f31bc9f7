import { MAIL_MESSAGES } from '../../../../shared/messages/mail-messages';
import type { MailContent } from './mail-content';
import { renderMail, type MailFooterLinks } from './mail-layout';

export interface LinkExpiringMailInput {
  ownerName: string | null;
  projectName: string;
  /** When the review link expires (ISO). */
  expiresAt: string;
  projectUrl: string;
  footer?: MailFooterLinks;
}

/** 'Tue, 24 Nov 2026 09:00 UTC'. */
export function mailDateTime(iso: string): string {
  return new Date(iso).toUTCString().replace(/:\d\d GMT$/, ' UTC');
}

/** The owner's warning that an active or pending project's review link expires within a day. */
export function linkExpiringMail(input: LinkExpiringMailInput): Promise<MailContent> {
  const t = MAIL_MESSAGES.linkExpiring;
  return renderMail({
    subject: t.subject(input.projectName),
    recipientName: input.ownerName,
    paragraphs: [t.when(input.projectName, mailDateTime(input.expiresAt)), t.next],
    action: { label: MAIL_MESSAGES.openProject, url: input.projectUrl },
    reason: MAIL_MESSAGES.why.linkExpiry,
    ...(input.footer ? { footer: input.footer } : {}),
  });
}
