import { MAIL_MESSAGES } from '../../../../shared/messages/mail-messages';
import type { MailContent } from './mail-content';
import { renderMail, type MailFooterLinks } from './mail-layout';

export interface VideoApprovedMailInput {
  ownerName: string | null;
  projectName: string;
  videoTitle: string;
  versionNumber: number;
  reviewerLabel: string;
  approvedCount: number;
  videoCount: number;
  projectUrl: string;
  footer?: MailFooterLinks;
}

export function videoApprovedMail(input: VideoApprovedMailInput): Promise<MailContent> {
  const t = MAIL_MESSAGES.videoApproved;
  return renderMail({
    subject: t.subject(input.reviewerLabel, input.videoTitle, input.projectName),
    recipientName: input.ownerName,
    paragraphs: [
      t.intro(input.reviewerLabel, input.videoTitle, input.versionNumber, input.projectName),
      t.progress(input.approvedCount, input.videoCount),
    ],
    action: { label: MAIL_MESSAGES.openProject, url: input.projectUrl },
    reason: MAIL_MESSAGES.why.clientActivity,
    ...(input.footer ? { footer: input.footer } : {}),
  });
}
