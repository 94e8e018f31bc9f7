import { formatTimecode } from '../../../../shared/lib/timecode';
import { MAIL_MESSAGES } from '../../../../shared/messages/mail-messages';
import type { MailContent } from './mail-content';
import { excerpt, renderMail, type MailFooterLinks } from './mail-layout';

/** One event of a digest: what happened, where (project, video, time code) and who did it. */
export interface DigestMailEntry {
  kind?: 'note' | 'reply' | 'videoApproved' | 'projectApproved' | undefined;
  at: string;
  projectName: string;
  videoTitle: string | null;
  timecodeMs: number | null;
  reviewer: string | null;
  summary: string;
}

export interface DigestMailInput {
  ownerName: string | null;
  /**
   * hourly / daily: the editor's digest; bundle: an instant editor's approvals that came close together, and
   * the notes and replies held by a feedback mail window.
   */
  window: 'hourly' | 'daily' | 'bundle';
  /** Every event since the last digest, oldest first (all are listed: a digest is the full record). */
  entries: readonly DigestMailEntry[];
  dashboardUrl: string;
  reason: string;
  footer?: MailFooterLinks;
}

/** What a bundle holds: notes and replies (held by a feedback window) and approvals. */
function bundleCounts(entries: readonly DigestMailEntry[]) {
  const notes = entries.filter((e) => e.kind === undefined || e.kind === 'note').length;
  const replies = entries.filter((e) => e.kind === 'reply').length;
  const approvals = entries.filter((e) => e.kind === 'videoApproved').length;
  const projectApproved = entries.some((e) => e.kind === 'projectApproved');
  return { notes, replies, approvals, projectApproved };
}

/**
 * A bundle's subject says its news: the project approved, or the one video approved, or the feedback held by
 * the window (with its project when there is one), else the count.
 */
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
    const counts = bundleCounts(entries);
    if (counts.notes + counts.replies > 0) {
      const projects = new Set(entries.map((e) => e.projectName));
      const projectName = projects.size === 1 ? (entries[0]?.projectName ?? null) : null;
      return MAIL_MESSAGES.digest.heldSubject(projectName, MAIL_MESSAGES.digest.updates(counts));
    }
  }
  return MAIL_MESSAGES.digest.subject(entries.length, input.window);
}

function introOf(input: DigestMailInput): string {
  const t = MAIL_MESSAGES.digest;
  if (input.window !== 'bundle') return t.intro(input.entries.length, input.window);
  const counts = bundleCounts(input.entries);
  return counts.notes + counts.replies > 0
    ? t.heldIntro(t.updates(counts))
    : t.approvedIntro(counts.approvals, counts.projectApproved);
}

export function digestMail(input: DigestMailInput): Promise<MailContent> {
  const t = MAIL_MESSAGES.digest;
  return renderMail({
    subject: subjectOf(input),
    recipientName: input.ownerName,
    paragraphs: [introOf(input)],
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
