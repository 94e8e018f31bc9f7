/**
 * Every text of the product's e-mails, once. The templates (functions/notify/mail/templates) only lay
 * these out; the plain-text and HTML parts come from the same template, so they say the same thing.
 */
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../config/product';
import { PUBLIC_SITE } from '../config/public-site';
import { countOf, plural as agree } from '../lib/plural';

const plural = countOf;

/** Display name, then full name, then a neutral greeting (never 'Hi there,' when a name exists). */
export function mailGreeting(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `Hi ${trimmed},` : 'Hello,';
}

export const MAIL_MESSAGES = {
  signOff: `— The ${PRODUCT_NAME} team`,
  /** A studio's client or invitee mail is signed by the studio. */
  brandSignOff: (studio: string) => `— ${studio}`,
  openProject: 'Open the project',
  notificationSettings: 'Notification settings',
  /** Footer line: why this mail was sent. */
  why: {
    clientActivity: `You get this e-mail because a client reviewed one of your ${PRODUCT_NAME} projects.`,
    reminders: `You get this e-mail because you turned on project reminders in ${PRODUCT_NAME}.`,
    linkExpiry: `You get this e-mail because a review link of one of your ${PRODUCT_NAME} projects is about to expire.`,
    contact: `You get this e-mail because this address was entered in the ${PRODUCT_NAME} contact form.`,
    support: `Sent by the contact form of ${PRODUCT_NAME}.`,
    replyThread: `You get this e-mail because you left this address with a reply on a ${PRODUCT_NAME} review.`,
    account: `You get this e-mail because this address was used to sign up for or sign in to ${PRODUCT_NAME}. If that was not you, ignore it: nothing changes without the code.`,
  },
  /** The user pool's code mails (sign-up, password reset, address change): Cognito's CustomMessage trigger. */
  accountCode: {
    subject: {
      signUp: `Your ${PRODUCT_NAME} confirmation code`,
      forgotPassword: `Your ${PRODUCT_NAME} password reset code`,
      verify: `Your ${PRODUCT_NAME} verification code`,
    },
    intro: {
      signUp: 'Use this code to confirm your account:',
      forgotPassword: 'Use this code to reset your password:',
      verify: 'Use this code to verify your e-mail address:',
    },
    validity: {
      signUp: 'The code is valid for 24 hours.',
      forgotPassword: 'The code is valid for 1 hour.',
      verify: 'The code is valid for 24 hours.',
    },
    open: `Open ${PRODUCT_NAME}`,
  },
  newFeedback: {
    subject: (projectName: string, count: number, reviewer: string) =>
      `New feedback on ${projectName}: ${plural(count, 'note', 'notes')} from ${reviewer}`,
    intro: (reviewer: string, client: string, count: number, projectName: string) =>
      `${reviewer} (${client}) left ${plural(count, 'note', 'notes')} on "${projectName}".`,
    more: (listed: number, more: number) =>
      `The first ${listed} are below; ${more} more ${agree(more, 'is', 'are')} on the project page.`,
    item: (videoTitle: string, timecode: string, body: string) => `${videoTitle} @ ${timecode}: ${body}`,
  },
  videoApproved: {
    subject: (reviewer: string, videoTitle: string, projectName: string) =>
      `${reviewer} approved "${videoTitle}" (${projectName})`,
    intro: (reviewer: string, videoTitle: string, version: number, projectName: string) =>
      `${reviewer} approved "${videoTitle}" (version ${version}) in "${projectName}".`,
    /** '1 of 5 videos is approved', '2 of 5 videos are approved', '1 of 1 video is approved'. */
    progress: (approved: number, total: number) =>
      `${approved} of ${countOf(total, 'video', 'videos')} ${agree(approved, 'is', 'are')} approved.`,
  },
  projectApproved: {
    subject: (projectName: string) => `"${projectName}" is approved`,
    intro: (client: string, projectName: string, videoCount: number) =>
      `${client} approved every video of "${projectName}" (${plural(videoCount, 'video', 'videos')}).`,
    next: 'The project is ready to archive.',
  },
  /** To the editor: a client replied on a note's thread (the first of a feedback mail window). */
  clientReply: {
    subject: (reviewer: string, videoTitle: string, projectName: string) =>
      `${reviewer} replied on "${videoTitle}" (${projectName})`,
    intro: (reviewer: string, timecode: string, videoTitle: string, projectName: string) =>
      `${reviewer} replied to the note at ${timecode} on "${videoTitle}" in "${projectName}".`,
    note: (body: string) => `Note: ${body}`,
    reply: (body: string) => `Reply: ${body}`,
  },
  reminder: {
    subject: (projectName: string) => `Reminder: "${projectName}" is waiting`,
    idle: (projectName: string, days: number) =>
      `"${projectName}" has not moved for ${plural(days, 'day', 'days')}.`,
    pending: (notes: number) =>
      notes === 0
        ? 'No notes are waiting for you.'
        : `${plural(notes, 'note is', 'notes are')} still pending.`,
  },
  linkExpiring: {
    subject: (projectName: string) => `The review link of "${projectName}" expires soon`,
    when: (projectName: string, when: string) => `The review link of "${projectName}" expires on ${when}.`,
    next: 'If your client still needs it, extend the link from the project page.',
  },
  digest: {
    subject: (count: number, window: 'hourly' | 'daily' | 'bundle') =>
      window === 'bundle'
        ? `Client activity on your projects: ${plural(count, 'update', 'updates')}`
        : `Your ${window} ${PRODUCT_NAME} digest: ${plural(count, 'update', 'updates')}`,
    intro: (count: number, window: 'hourly' | 'daily') =>
      `Here ${agree(count, 'is', 'are')} ${plural(count, 'update', 'updates')} on your projects since your last ${window} digest.`,
    /**
     * A bundle of approvals only: 'a moment apart' only when several videos were approved; one video that
     * also completed the project says so.
     */
    approvedIntro: (videos: number, projectApproved: boolean) =>
      videos > 1
        ? 'Your client approved these a moment apart, so they come in one mail.'
        : projectApproved
          ? 'Your client approved the last video, so the whole project is approved.'
          : 'Your client approved this video.',
    /** '3 notes', '2 notes and 1 reply', '1 note, 1 reply and 2 approvals' (the kinds that are there). */
    updates: (counts: { notes: number; replies: number; approvals: number }) => {
      const parts = [
        counts.notes > 0 ? plural(counts.notes, 'note', 'notes') : null,
        counts.replies > 0 ? plural(counts.replies, 'reply', 'replies') : null,
        counts.approvals > 0 ? plural(counts.approvals, 'approval', 'approvals') : null,
      ].filter((part): part is string => part !== null);
      const last = parts.pop() ?? '';
      return parts.length > 0 ? `${parts.join(', ')} and ${last}` : last;
    },
    /**
     * The mail of notes and replies held while a project's feedback mail window was closed (or whose own mail
     * failed and is sent again).
     */
    heldSubject: (projectName: string | null, updates: string) =>
      projectName
        ? `New feedback on ${projectName}: ${updates}`
        : `New feedback on your projects: ${updates}`,
    heldIntro: (updates: string) => `Your client added ${updates} since your last mail:`,
    openDashboard: 'Open the dashboard',
    /** What an approval says in a digest line. */
    videoApproved: 'Approved the video',
    projectApproved: 'Approved every video of the project',
    /** What a client's reply on a note's thread says in a digest line. */
    replied: (reply: string) => `Replied: ${reply}`,
    /** A line's reviewer when none was given. */
    someone: 'Your client',
    /** 'Launch film · Intro cut @ 00:01:05 · Dana: Tighten the cut' (the parts that are known). */
    item: (e: {
      projectName: string;
      videoTitle: string | null;
      timecode: string | null;
      reviewer: string | null;
      summary: string;
    }) => {
      const where = [
        e.projectName,
        e.videoTitle ? `${e.videoTitle}${e.timecode ? ` @ ${e.timecode}` : ''}` : null,
      ]
        .filter(Boolean)
        .join(' · ');
      return `${where}${e.reviewer ? ` · ${e.reviewer}` : ''}: ${e.summary}`;
    },
  },
  /** Settings → Notifications. */
  settings: {
    title: 'Notifications',
    intro: 'Choose which e-mails you get. In-app notifications are always kept.',
    categories: {
      clientActivity: {
        label: 'Client activity',
        help: 'New feedback, replies and approvals on your projects.',
      },
      reminders: { label: 'Reminders', help: 'Projects that have been waiting for a while.' },
      linkExpiry: { label: 'Review link expiring', help: 'A review link expires within a day.' },
    },
    deliveries: { instant: 'E-mail me', hourly: 'Hourly digest', daily: 'Daily digest', off: 'Off' },
    save: 'Save',
    saved: 'Notification settings saved.',
    saveFailed: "Couldn't save your notification settings. Please try again.",
  },
  /** The app's banner while the editor's address is suppressed (bounce or complaint). */
  suppressionBanner: {
    bounce: (address: string) =>
      `We couldn't deliver e-mail to ${address}. Check that the mailbox exists and accepts mail, then try again.`,
    complaint: (address: string) =>
      `E-mail to ${address} was marked as spam, so we stopped sending it. Try again to receive Cutroom e-mails.`,
    retry: 'Try again',
    retried: 'We will send e-mail to your address again.',
    retryFailed: "Couldn't turn e-mail back on. Please try again.",
  },
  /** Answers of the one-click unsubscribe route. */
  unsubscribeLink: {
    invalid: 'This unsubscribe link is not valid. Change your e-mail settings in Cutroom instead.',
    expired: 'This unsubscribe link has expired. Change your e-mail settings in Cutroom instead.',
  },
  contactSupport: {
    subject: (reason: string, name: string) => `[Contact] ${reason}: ${name}`,
    intro: (name: string, email: string, reason: string, reference: string) =>
      `${name} <${email}> sent a message through the contact form (${reason}, reference ${reference}):`,
    reply: (name: string) => `Reply to ${name}`,
  },
  contactConfirmation: {
    subject: (reason: string) => `We received your message (${reason})`,
    thanks: `Thanks for contacting ${PRODUCT_NAME}. We received your message and will reply to this address within ${PUBLIC_SITE.contactReplyHours} hours.`,
    // The message itself is not echoed: the form must not become a way to mail any text to anyone.
    subjectLine: (reason: string) => `Subject: ${reason}. Anything to add? Write to ${SUPPORT_EMAIL}.`,
    visit: `Visit ${PRODUCT_NAME}`,
  },
} as const;
