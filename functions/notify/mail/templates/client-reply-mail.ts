import { formatTimecode } from '../../../../shared/lib/timecode';
import { MAIL_MESSAGES } from '../../../../shared/messages/mail-messages';
import type { MailContent } from './mail-content';
import { excerpt, renderMail, type MailFooterLinks } from './mail-layout';

export interface ClientReplyMailInput {
  ownerName: string | null;
  projectName: string;
  videoTitle: string;
  /** The note replied to. */
  note: { timecodeMs: number; body: string };
  reviewerLabel: string;
  reply: string;
  projectUrl: string;
  footer?: MailFooterLinks;
}

/** To the editor: a client replied on a note's thread (the replies held by the feedback window follow later). */
export function clientReplyMail(input: ClientReplyMailInput): Promise<MailContent> {
  const t = MAIL_MESSAGES.clientReply;
  return renderMail({
    subject: t.subject(input.reviewerLabel, input.videoTitle, input.projectName),
    recipientName: input.ownerName,
    paragraphs: [
      t.intro(
        input.reviewerLabel,
        formatTimecode(input.note.timecodeMs),
        input.videoTitle,
        input.projectName,
      ),
    ],
    items: [t.note(excerpt(input.note.body)), t.reply(excerpt(input.reply))],
    action: { label: MAIL_MESSAGES.openProject, url: input.projectUrl },
    reason: MAIL_MESSAGES.why.clientActivity,
    ...(input.footer ? { footer: input.footer } : {}),
  });
}
