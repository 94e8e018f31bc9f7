import { renderMail } from './mail-layout';
import type { MailContent } from './mail-content';

export interface ProjectReminderMailInput {
  ownerName: string | null;
  projectName: string;
  /** Notes still pending on the project. */
  pendingNotes: number;
  /** Whole days since the project's last status change. */
  idleDays: number;
  projectUrl: string;
}

export function projectReminderMail(input: ProjectReminderMailInput): MailContent {
  const days = input.idleDays === 1 ? '1 day' : `${input.idleDays} days`;
  const pending =
    input.pendingNotes === 0
      ? 'No notes are waiting for you.'
      : `${input.pendingNotes} ${input.pendingNotes === 1 ? 'note is' : 'notes are'} still pending.`;
  return renderMail({
    subject: `Reminder: "${input.projectName}" is waiting`,
    recipientName: input.ownerName,
    paragraphs: [`"${input.projectName}" has not moved for ${days}.`, pending],
    action: { label: 'Open the project', url: input.projectUrl },
  });
}
