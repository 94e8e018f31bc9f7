import { MAIL_MESSAGES } from '../../../../shared/messages/mail-messages';
import type { MailContent } from './mail-content';
import { renderMail, type MailFooterLinks } from './mail-layout';

export interface ProjectApprovedMailInput {
  ownerName: string | null;
  projectName: string;
  clientDisplayName: string;
  videoCount: number;
  projectUrl: string;
  footer?: MailFooterLinks;
}

export function projectApprovedMail(input: ProjectApprovedMailInput): Promise<MailContent> {
  const t = MAIL_MESSAGES.projectApproved;
  return renderMail({
    subject: t.subject(input.projectName),
    recipientName: input.ownerName,
    paragraphs: [t.intro(input.clientDisplayName, input.projectName, input.videoCount), t.next],
    action: { label: MAIL_MESSAGES.openProject, url: input.projectUrl },
    reason: MAIL_MESSAGES.why.clientActivity,
    ...(input.footer ? { footer: input.footer } : {}),
  });
}
