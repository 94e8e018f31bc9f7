import type { AppliedBrand } from '../../../../shared/domain/brand';
import { formatTimecode } from '../../../../shared/lib/timecode';
import { excerpt, renderMail } from './mail-layout';
import type { MailContent } from './mail-content';
import { MAIL_MESSAGES } from '../../../../shared/messages/mail-messages';

export interface EditorReplyMailInput {
  projectName: string;
  videoTitle: string;
  /** The note replied to. */
  note: { timecodeMs: number; body: string };
  editorLabel: string;
  reply: string;
  /** The review page (the client's link). */
  reviewUrl: string;
  /** The sending workspace's brand in force; null: the product's look. */
  brand?: AppliedBrand | null;
}

/** To a client who left an address on a thread: the editor replied there. */
export function editorReplyMail(input: EditorReplyMailInput): Promise<MailContent> {
  return renderMail({
    subject: `${input.editorLabel} replied to your note on "${input.videoTitle}"`,
    recipientName: null,
    paragraphs: [
      `${input.editorLabel} replied to your note at ${formatTimecode(input.note.timecodeMs)} on "${input.videoTitle}" (${input.projectName}).`,
    ],
    items: [`Your note: ${excerpt(input.note.body)}`, `Reply: ${excerpt(input.reply)}`],
    action: { label: 'Open the review', url: input.reviewUrl },
    reason: MAIL_MESSAGES.why.replyThread,
    brand: input.brand ?? null,
  });
}
