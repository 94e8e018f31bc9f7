import { formatTimecode } from '../../../../shared/lib/timecode';
import { MAIL_MESSAGES } from '../../../../shared/messages/mail-messages';
import type { MailContent } from './mail-content';
import { excerpt, renderMail, type MailFooterLinks } from './mail-layout';

export interface NewFeedbackMailInput {
  ownerName: string | null;
  projectName: string;
  clientDisplayName: string;
  reviewerLabel: string;
  notes: { videoTitle: string; timecodeMs: number; body: string }[];
  projectUrl: string;
  footer?: MailFooterLinks;
}

/** At most this many note excerpts are listed; the rest are counted. */
export const NEW_FEEDBACK_MAX_LISTED = 10;

/** One mail per submitted batch of notes (the client's 'Submit feedback'). */
export function newFeedbackMail(input: NewFeedbackMailInput): Promise<MailContent> {
  const t = MAIL_MESSAGES.newFeedback;
  const count = input.notes.length;
  const listed = input.notes
    .slice(0, NEW_FEEDBACK_MAX_LISTED)
    .map((n) => t.item(n.videoTitle, formatTimecode(n.timecodeMs), excerpt(n.body)));
  const more = count - listed.length;
  return renderMail({
    subject: t.subject(input.projectName, count, input.reviewerLabel),
    recipientName: input.ownerName,
    paragraphs: [
      t.intro(input.reviewerLabel, input.clientDisplayName, count, input.projectName),
      ...(more > 0 ? [t.more(listed.length, more)] : []),
    ],
    items: listed,
    action: { label: MAIL_MESSAGES.openProject, url: input.projectUrl },
    reason: MAIL_MESSAGES.why.clientActivity,
    ...(input.footer ? { footer: input.footer } : {}),
  });
}
