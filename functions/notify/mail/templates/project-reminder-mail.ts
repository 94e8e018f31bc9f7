import { MAIL_MESSAGES } from '../../../../shared/messages/mail-messages';
import type { MailContent } from './mail-content';
import { renderMail, type MailFooterLinks } from './mail-layout';

export interface ProjectReminderMailInput {
  ownerName: string | null;
  projectName: string;
  /** Notes still pending on the project. */
  pendingNotes: number;
  /** Whole days since the project's last status change. */
  idleDays: number;
  projectUrl: string;
  footer?: MailFooterLinks;
}

export function projectReminderMail(input: ProjectReminderMailInput): Promise<MailContent> {
  const t = MAIL_MESSAGES.reminder;
  return renderMail({
    subject: t.subject(input.projectName),
    recipientName: input.ownerName,
    paragraphs: [t.idle(input.projectName, input.idleDays), t.pending(input.pendingNotes)],
    action: { label: MAIL_MESSAGES.openProject, url: input.projectUrl },
    reason: MAIL_MESSAGES.why.reminders,
    ...(input.footer ? { footer: input.footer } : {}),
  });
}
