/**
 * One rendered sample of every e-mail the product sends (the template tests and the screenshots in
 * test/e2e/screenshots/mail use the same samples). Long names and a long note test wrapping at 375 px.
 */
import {
  contactConfirmationMail,
  contactSupportMail,
} from '../../functions/notify/mail/templates/contact-mails';
import { accountCodeMail } from '../../functions/notify/mail/templates/account-code-mail';
import { clientReplyMail } from '../../functions/notify/mail/templates/client-reply-mail';
import { digestMail } from '../../functions/notify/mail/templates/digest-mail';
import { linkExpiringMail } from '../../functions/notify/mail/templates/link-expiring-mail';
import type { MailContent } from '../../functions/notify/mail/templates/mail-content';
import { newFeedbackMail } from '../../functions/notify/mail/templates/new-feedback-mail';
import { projectApprovedMail } from '../../functions/notify/mail/templates/project-approved-mail';
import { projectReminderMail } from '../../functions/notify/mail/templates/project-reminder-mail';
import { videoApprovedMail } from '../../functions/notify/mail/templates/video-approved-mail';
import { MAIL_MESSAGES } from '../../shared/messages/mail-messages';

export const SAMPLE_APP = 'https://app.cutroom.test';
export const SAMPLE_PROJECT_URL = `${SAMPLE_APP}/Project?id=p-1`;
export const SAMPLE_FOOTER = {
  settingsUrl: `${SAMPLE_APP}/Settings?section=notifications`,
};

export async function renderSampleMails(): Promise<Record<string, MailContent>> {
  const form = {
    name: 'Dana Whitfield',
    email: 'dana@example.com',
    reason: 'billing' as const,
    message: 'Hello,\n\nI was charged twice this month. Could you look into it?',
  };
  return {
    'new-feedback': await newFeedbackMail({
      ownerName: 'Sam Editor',
      projectName: 'Spring campaign — 30s spot',
      clientDisplayName: 'Northwind Studios',
      reviewerLabel: 'Dana',
      notes: [
        { videoTitle: 'Intro cut', timecodeMs: 65_000, body: 'Logo too small in the first shot.' },
        {
          videoTitle: 'Intro cut',
          timecodeMs: 92_500,
          body: 'The music swells a bit too early here; could it start on the cut to the product close-up instead of the wide shot? Also the colour of the sky looks a little green compared to the previous version.',
        },
        { videoTitle: 'Outro', timecodeMs: 3_000, body: 'Use the new end card.' },
      ],
      projectUrl: SAMPLE_PROJECT_URL,
      footer: SAMPLE_FOOTER,
    }),
    'video-approved': await videoApprovedMail({
      ownerName: 'Sam Editor',
      projectName: 'Spring campaign — 30s spot',
      videoTitle: 'Intro cut',
      versionNumber: 3,
      reviewerLabel: 'Dana',
      approvedCount: 1,
      videoCount: 5,
      projectUrl: SAMPLE_PROJECT_URL,
      footer: SAMPLE_FOOTER,
    }),
    'project-approved': await projectApprovedMail({
      ownerName: null,
      projectName: 'Spring campaign — 30s spot',
      clientDisplayName: 'Northwind Studios',
      videoCount: 5,
      projectUrl: SAMPLE_PROJECT_URL,
      footer: SAMPLE_FOOTER,
    }),
    reminder: await projectReminderMail({
      ownerName: 'Sam Editor',
      projectName: 'Spring campaign — 30s spot',
      pendingNotes: 4,
      idleDays: 5,
      projectUrl: SAMPLE_PROJECT_URL,
      footer: SAMPLE_FOOTER,
    }),
    'link-expiring': await linkExpiringMail({
      ownerName: 'Sam Editor',
      projectName: 'Spring campaign — 30s spot',
      expiresAt: '2026-11-24T09:00:00.000Z',
      projectUrl: SAMPLE_PROJECT_URL,
      footer: SAMPLE_FOOTER,
    }),
    digest: await digestMail({
      ownerName: 'Sam Editor',
      window: 'hourly',
      entries: [
        {
          at: '2026-11-23T09:05:00.000Z',
          projectName: 'Spring campaign',
          videoTitle: 'Intro cut',
          timecodeMs: 65_000,
          reviewer: 'Dana',
          summary: 'Logo too small in the first shot.',
        },
        {
          at: '2026-11-23T09:20:00.000Z',
          projectName: 'Spring campaign',
          videoTitle: 'Outro',
          timecodeMs: null,
          reviewer: 'Dana',
          summary: 'Approved the video',
        },
        {
          at: '2026-11-23T09:40:00.000Z',
          projectName: 'Brand film',
          videoTitle: null,
          timecodeMs: null,
          reviewer: 'Lee',
          summary: 'Approved every video of the project',
        },
      ],
      dashboardUrl: `${SAMPLE_APP}/Dashboard`,
      reason: MAIL_MESSAGES.why.clientActivity,
      footer: SAMPLE_FOOTER,
    }),
    'approvals-bundle': await digestMail({
      ownerName: 'Sam Editor',
      window: 'bundle',
      entries: [
        ...['Intro cut', 'Product demo', 'Outro'].map((videoTitle, i) => ({
          kind: 'videoApproved' as const,
          at: `2026-11-23T09:0${i}:00.000Z`,
          projectName: 'Spring campaign',
          videoTitle,
          timecodeMs: null,
          reviewer: 'Dana',
          summary: MAIL_MESSAGES.digest.videoApproved,
        })),
        {
          kind: 'projectApproved' as const,
          at: '2026-11-23T09:03:00.000Z',
          projectName: 'Spring campaign',
          videoTitle: null,
          timecodeMs: null,
          reviewer: 'Dana',
          summary: MAIL_MESSAGES.digest.projectApproved,
        },
      ],
      dashboardUrl: `${SAMPLE_APP}/Dashboard`,
      reason: MAIL_MESSAGES.why.clientActivity,
      footer: SAMPLE_FOOTER,
    }),
    'approval-single': await digestMail({
      ownerName: 'Sam Editor',
      window: 'bundle',
      entries: [
        {
          kind: 'videoApproved',
          at: '2026-11-23T09:00:00.000Z',
          projectName: 'Spring campaign',
          videoTitle: 'Intro cut',
          timecodeMs: null,
          reviewer: 'Dana',
          summary: MAIL_MESSAGES.digest.videoApproved,
        },
      ],
      dashboardUrl: `${SAMPLE_APP}/Dashboard`,
      reason: MAIL_MESSAGES.why.clientActivity,
      footer: SAMPLE_FOOTER,
    }),
    'feedback-held': await digestMail({
      ownerName: 'Sam Editor',
      window: 'bundle',
      entries: [
        {
          kind: 'note',
          at: '2026-11-23T09:04:00.000Z',
          projectName: 'Spring campaign — 30s spot',
          videoTitle: 'Intro cut',
          timecodeMs: 12_000,
          reviewer: 'Dana',
          summary: 'One more: the logo sits too close to the edge on phones.',
        },
        {
          kind: 'note',
          at: '2026-11-23T09:04:00.000Z',
          projectName: 'Spring campaign — 30s spot',
          videoTitle: 'Outro',
          timecodeMs: 4_000,
          reviewer: 'Dana',
          summary: 'Hold the end card a second longer.',
        },
        {
          kind: 'reply',
          at: '2026-11-23T09:09:00.000Z',
          projectName: 'Spring campaign — 30s spot',
          videoTitle: 'Intro cut',
          timecodeMs: 65_000,
          reviewer: 'Dana',
          summary: MAIL_MESSAGES.digest.replied('Twice as big, please.'),
        },
      ],
      dashboardUrl: `${SAMPLE_APP}/Dashboard`,
      reason: MAIL_MESSAGES.why.clientActivity,
      footer: SAMPLE_FOOTER,
    }),
    'client-reply': await clientReplyMail({
      ownerName: 'Sam Editor',
      projectName: 'Spring campaign — 30s spot',
      videoTitle: 'Intro cut',
      note: { timecodeMs: 65_000, body: 'Logo too small in the first shot.' },
      reviewerLabel: 'Dana',
      reply: 'Twice as big, please, and keep it in the top left corner where it was in the previous version.',
      projectUrl: SAMPLE_PROJECT_URL,
      footer: SAMPLE_FOOTER,
    }),
    'account-code': await accountCodeMail({
      purpose: 'signUp',
      code: '482913',
      recipientName: 'Sam Editor',
      appUrl: SAMPLE_APP,
    }),
    'contact-support': await contactSupportMail(form, 'msg-123'),
    'contact-confirmation': await contactConfirmationMail(form, SAMPLE_APP),
  };
}
