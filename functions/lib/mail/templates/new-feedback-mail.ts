import { formatTimecode } from '../../../../shared/lib/timecode';
import { excerpt, renderMail } from './mail-layout';
import type { MailContent } from './mail-content';

export interface NewFeedbackMailInput {
  ownerName: string | null;
  projectName: string;
  clientDisplayName: string;
  reviewerLabel: string;
  notes: { videoTitle: string; timecodeMs: number; body: string }[];
  projectUrl: string;
}

/** At most this many note excerpts are listed; the rest are counted. */
export const NEW_FEEDBACK_MAX_LISTED = 10;

export function newFeedbackMail(input: NewFeedbackMailInput): MailContent {
  const count = input.notes.length;
  const noun = count === 1 ? 'note' : 'notes';
  const listed = input.notes
    .slice(0, NEW_FEEDBACK_MAX_LISTED)
    .map((n) => `${n.videoTitle} @ ${formatTimecode(n.timecodeMs)}: ${excerpt(n.body)}`);
  const more = count - listed.length;
  return renderMail({
    subject: `New feedback on ${input.projectName}: ${count} ${noun} from ${input.reviewerLabel}`,
    recipientName: input.ownerName,
    paragraphs: [
      `${input.reviewerLabel} (${input.clientDisplayName}) left ${count} ${noun} on "${input.projectName}".`,
      ...(more > 0 ? [`The first ${listed.length} are below; ${more} more are on the project page.`] : []),
    ],
    items: listed,
    action: { label: 'Open the project', url: input.projectUrl },
  });
}
