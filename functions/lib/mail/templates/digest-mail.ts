import { formatTimecode } from '../../../../shared/lib/timecode';
import { MAIL_MESSAGES } from '../../../../shared/messages/mail-messages';
import type { MailContent } from './mail-content';
import { excerpt, renderMail, type MailFooterLinks } from './mail-layout';

/** One event of a digest: what happened, where (project, video, time code) and who did it. */
export interface DigestMailEntry {
  at: string;
  projectName: string;
  videoTitle: string | null;
  timecodeMs: number | null;
  reviewer: string | null;
  summary: string;
}

export interface DigestMailInput {
  ownerName: string | null;
  window: 'hourly' | 'daily';
  /** Every event since the last digest, oldest first (all are listed: a digest is the full record). */
  entries: readonly DigestMailEntry[];
  dashboardUrl: string;
  reason: string;
  footer?: MailFooterLinks;
}

export function digestMail(input: DigestMailInput): Promise<MailContent> {
  const t = MAIL_MESSAGES.digest;
  const count = input.entries.length;
  return renderMail({
    subject: t.subject(count, input.window),
    recipientName: input.ownerName,
    paragraphs: [t.intro(count, input.window)],
    items: input.entries.map((e) =>
      t.item({
        projectName: e.projectName,
        videoTitle: e.videoTitle,
        timecode: e.timecodeMs === null ? null : formatTimecode(e.timecodeMs),
        reviewer: e.reviewer,
        summary: excerpt(e.summary),
      }),
    ),
    action: { label: t.openDashboard, url: input.dashboardUrl },
    reason: input.reason,
    ...(input.footer ? { footer: input.footer } : {}),
  });
}
