/**
 * What each domain event says to the owner: the in-app notification's text (shared/domain/notification-texts),
 * the mail (rendered here, in the notify Lambda, never inside an API request), the digest lines it becomes for
 * an owner who chose a digest (or whose instant mail has to wait), and how an instant mail waits.
 */
import { digestSummary, type DigestEntry } from '../../../shared/domain/digest';
import type { DomainEventOf, ProjectEvent } from '../../../shared/domain/domain-events';
import type { MailCategory } from '../../../shared/domain/mail-preferences';
import {
  importFailedNotification,
  linkOpenedNotification,
  newFeedbackNotification,
  noteReplyNotification,
  projectApprovedNotification,
  projectLink,
  projectReminderNotification,
  reviewLinkExpiringNotification,
  versionReadyNotification,
  videoApprovedNotification,
  type NotificationText,
} from '../../../shared/domain/notification-texts';
import { MAIL_MESSAGES } from '../../../shared/messages/mail-messages';
import { clientReplyMail } from '../mail/templates/client-reply-mail';
import { linkExpiringMail } from '../mail/templates/link-expiring-mail';
import type { MailContent } from '../mail/templates/mail-content';
import type { MailFooterLinks } from '../mail/templates/mail-layout';
import { newFeedbackMail } from '../mail/templates/new-feedback-mail';
import { projectApprovedMail } from '../mail/templates/project-approved-mail';
import { projectReminderMail } from '../mail/templates/project-reminder-mail';
import { videoApprovedMail } from '../mail/templates/video-approved-mail';

/** The project page's absolute URL (e-mails); the in-app link is shared/domain/notification-texts `projectLink`. */
export function absoluteProjectUrl(appUrl: string, projectId: string): string {
  return absoluteAppUrl(appUrl, projectLink(projectId));
}

/** An absolute URL of an SPA path (`/Settings?section=notifications`). */
export function absoluteAppUrl(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/$/, '')}${path}`;
}

export interface OwnerAlert {
  text: NotificationText;
  /** Which of the owner's mail preferences decides the mail. */
  category: MailCategory;
  /** Built once the owner's name (greeting) and the footer's links are known; null = no mail. */
  mail: ((ownerName: string | null, footer: MailFooterLinks) => Promise<MailContent>) | null;
  /** The event as digest lines (client activity only): a digest's, or a waiting (or failed) mail's. */
  digest: readonly DigestEntry[];
  /**
   * For an instant owner: 'bundle' = an approval, waits BUNDLE_SECONDS for the next ones and goes as one
   * mail; 'feedbackWindow' = notes or a reply, mailed now when the project's feedback mail window is open,
   * else held until it closes (./feedback-mail-gate). Absent: mailed now.
   */
  wait?: 'bundle' | 'feedbackWindow';
}

type OwnerEvent = Exclude<ProjectEvent, { type: 'editor_replied' }>;

export function ownerAlertOf(event: OwnerEvent, appUrl: string): OwnerAlert {
  const projectUrl = absoluteProjectUrl(appUrl, event.projectId);
  const where = { projectId: event.projectId, projectName: event.projectName };
  switch (event.type) {
    case 'notes_submitted':
      return notesAlert(event, projectUrl);
    case 'reply_added':
      return {
        text: noteReplyNotification({ ...where, videoTitle: event.videoTitle, reviewer: event.reviewer }),
        category: 'clientActivity',
        mail: (ownerName, footer) =>
          clientReplyMail({
            ownerName,
            projectName: event.projectName,
            videoTitle: event.videoTitle,
            note: event.note,
            reviewerLabel: event.reviewer,
            reply: event.reply,
            projectUrl,
            footer,
          }),
        digest: [
          {
            kind: 'reply',
            at: event.at,
            projectName: event.projectName,
            videoTitle: event.videoTitle || null,
            timecodeMs: event.note.timecodeMs,
            reviewer: event.reviewer,
            summary: MAIL_MESSAGES.digest.replied(digestSummary(event.reply)),
          },
        ],
        wait: 'feedbackWindow',
      };
    case 'video_approved':
      return {
        text: videoApprovedNotification({ ...where, videoTitle: event.videoTitle, reviewer: event.reviewer }),
        category: 'clientActivity',
        mail: (ownerName, footer) =>
          videoApprovedMail({
            ownerName,
            projectName: event.projectName,
            videoTitle: event.videoTitle,
            versionNumber: event.versionNumber,
            reviewerLabel: event.reviewer,
            approvedCount: event.approvedCount,
            videoCount: event.videoCount,
            projectUrl,
            footer,
          }),
        digest: [approvalLine(event, event.videoTitle, MAIL_MESSAGES.digest.videoApproved, 'videoApproved')],
        wait: 'bundle',
      };
    case 'project_approved':
      return {
        text: projectApprovedNotification(where),
        category: 'clientActivity',
        mail: (ownerName, footer) =>
          projectApprovedMail({
            ownerName,
            projectName: event.projectName,
            clientDisplayName: event.clientDisplayName,
            videoCount: event.videoCount,
            projectUrl,
            footer,
          }),
        digest: [approvalLine(event, null, MAIL_MESSAGES.digest.projectApproved, 'projectApproved')],
        wait: 'bundle',
      };
    case 'link_opened':
      // In-app only: opening a link is news on the bell, not worth a mail.
      return { text: linkOpenedNotification(where), category: 'clientActivity', mail: null, digest: [] };
    case 'reminder_due':
      return {
        text: projectReminderNotification({ ...where, daysWaiting: event.idleDays }),
        category: 'reminders',
        mail: (ownerName, footer) =>
          projectReminderMail({
            ownerName,
            projectName: event.projectName,
            pendingNotes: event.pendingNotes,
            idleDays: event.idleDays,
            projectUrl,
            footer,
          }),
        digest: [],
      };
    case 'link_expiring':
      return {
        text: reviewLinkExpiringNotification(where),
        category: 'linkExpiry',
        mail: (ownerName, footer) =>
          linkExpiringMail({
            ownerName,
            projectName: event.projectName,
            expiresAt: event.expiresAt,
            projectUrl,
            footer,
          }),
        digest: [],
      };
    case 'version_ready':
    case 'import_failed':
      return mediaAlert(event);
  }
}

/**
 * A version's processing ended: in-app only (the spec names no mail for it; the editor who imported is
 * usually looking at the project page, and the bell tells one who is not).
 */
function mediaAlert(event: DomainEventOf<'version_ready' | 'import_failed'>): OwnerAlert {
  const what = {
    projectId: event.projectId,
    projectName: event.projectName,
    videoTitle: event.videoTitle,
    versionNumber: event.versionNumber,
  };
  return {
    text:
      event.type === 'version_ready'
        ? versionReadyNotification(what)
        : importFailedNotification({ ...what, outcome: event.outcome }),
    category: 'clientActivity',
    mail: null,
    digest: [],
  };
}

function notesAlert(event: DomainEventOf<'notes_submitted'>, projectUrl: string): OwnerAlert {
  return {
    text: newFeedbackNotification({
      projectId: event.projectId,
      projectName: event.projectName,
      noteCount: event.notes.length,
      reviewer: event.reviewer,
    }),
    category: 'clientActivity',
    mail: (ownerName, footer) =>
      newFeedbackMail({
        ownerName,
        projectName: event.projectName,
        clientDisplayName: event.clientDisplayName,
        reviewerLabel: event.reviewer,
        notes: event.notes,
        projectUrl,
        footer,
      }),
    // Every note of the batch: a digest's lines, or the window's mail when this batch has to wait for it.
    digest: event.notes.map((n) => ({
      kind: 'note' as const,
      at: n.at,
      projectName: event.projectName,
      videoTitle: n.videoTitle || null,
      timecodeMs: n.timecodeMs,
      reviewer: n.reviewer,
      summary: digestSummary(n.body),
    })),
    wait: 'feedbackWindow',
  };
}

function approvalLine(
  event: DomainEventOf<'video_approved' | 'project_approved'>,
  videoTitle: string | null,
  summary: string,
  kind: 'videoApproved' | 'projectApproved',
): DigestEntry {
  return {
    kind,
    at: event.at,
    projectName: event.projectName,
    videoTitle,
    timecodeMs: null,
    reviewer: event.reviewer,
    summary,
  };
}
