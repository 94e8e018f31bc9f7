import { formatTimecode } from '../../../../shared/lib/timecode';
import { MAIL_MESSAGES } from '../../../../shared/messages/mail-messages';
import type { MailContent } from './mail-content';
import { excerpt, renderMail, type MailFooterLinks } from './mail-layout';

/** One event of a digest: what happened, where (project, video, time code) and who did it. */
export interface DigestMailEntry {
  kind?: 'note' | 'videoApproved' | 'projectApproved' | undefined;
  at: string;
  projectName: string;
  videoTitle: string | null;
  timecodeMs: number | null;
  reviewer: string | null;
  summary: string;
}

export interface DigestMailInput {
  ownerName: string | null;
  /** hourly / daily: the editor's digest; bundle: approvals that came close together. */
  window: 'hourly' | 'daily' | 'bundle';
  /** Every event since the last digest, oldest first (all are listed: a digest is the full record). */
  entries: readonly DigestMailEntry[];
  dashboardUrl: string;
  reason: string;
  footer?: MailFooterLinks;
}

/** A bundle's subject says its news: the project approved, or the one video approved, else the count. */
function subjectOf(input: DigestMailInput): string {
  const entries = input.entries;
  if (input.window === 'bundle') {
    const project = entries.find((e) => e.kind === 'projectApproved');
    if (project) return MAIL_MESSAGES.projectApproved.subject(project.projectName);
    const only = entries.length === 1 ? entries[0] : undefined;
    if (only?.kind === 'videoApproved' && only.videoTitle) {
      return MAIL_MESSAGES.videoApproved.subject(
        only.reviewer ?? MAIL_MESSAGES.digest.someone,
        only.videoTitle,
        only.projectName,
      );
    }
  }
  return MAIL_MESSAGES.digest.subject(entries.length, input.window);
}

export function digestMail(input: DigestMailInput): Promise<MailContent> {
  const t = MAIL_MESSAGES.digest;
  const count = input.entries.length;
  return renderMail({
    subject: subjectOf(input),
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
