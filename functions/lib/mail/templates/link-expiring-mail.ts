import { renderMail } from './mail-layout';
import type { MailContent } from './mail-content';

export interface LinkExpiringMailInput {
  ownerName: string | null;
  projectName: string;
  /** When the review link expires (ISO). */
  expiresAt: string;
  projectUrl: string;
}

/** The owner's warning that an active or pending project's review link expires within a day. */
export function linkExpiringMail(input: LinkExpiringMailInput): MailContent {
  const when = new Date(input.expiresAt).toUTCString().replace(/:\d\d GMT$/, ' UTC');
  return renderMail({
    subject: `The review link of "${input.projectName}" expires soon`,
    recipientName: input.ownerName,
    paragraphs: [
      `The review link of "${input.projectName}" expires on ${when}.`,
      'If your client still needs it, extend the link from the project page.',
    ],
    action: { label: 'Open the project', url: input.projectUrl },
  });
}
