/**
 * The e-mail templates (react-email): the texts of shared/messages/mail-messages, the HTML and plain-text
 * parts from one source, the greeting rule, escaping, the footer links, dark mode and the 600 px frame.
 */
import { describe, expect, it } from 'vitest';
import { contactSupportMail } from '../../../functions/notify/mail/templates/contact-mails';
import { newFeedbackMail } from '../../../functions/notify/mail/templates/new-feedback-mail';
import { videoApprovedMail } from '../../../functions/notify/mail/templates/video-approved-mail';
import { MAIL_MESSAGES, mailGreeting } from '../../../shared/messages/mail-messages';
import { renderSampleMails, SAMPLE_FOOTER, SAMPLE_PROJECT_URL } from '../../support/mail-samples';

describe('mail texts', () => {
  it('greets by name, else neutrally (never "Hi there")', () => {
    expect(mailGreeting('Sam')).toBe('Hi Sam,');
    expect(mailGreeting('  ')).toBe('Hello,');
    expect(mailGreeting(null)).toBe('Hello,');
  });

  it('counts approvals in good English', () => {
    const p = MAIL_MESSAGES.videoApproved.progress;
    expect(p(1, 5)).toBe('1 of 5 videos is approved.');
    expect(p(2, 5)).toBe('2 of 5 videos are approved.');
    expect(p(1, 1)).toBe('1 of 1 video is approved.');
  });

  it('words reminders and digests by count', () => {
    expect(MAIL_MESSAGES.reminder.idle('X', 1)).toBe('"X" has not moved for 1 day.');
    expect(MAIL_MESSAGES.reminder.pending(1)).toBe('1 note is still pending.');
    expect(MAIL_MESSAGES.reminder.pending(3)).toBe('3 notes are still pending.');
    expect(MAIL_MESSAGES.digest.subject(12, 'hourly')).toBe('Your hourly Cutroom digest: 12 updates');
    expect(MAIL_MESSAGES.digest.subject(2, 'bundle')).toBe('Client activity on your projects: 2 updates');
    expect(MAIL_MESSAGES.newFeedback.more(10, 1)).toBe(
      'The first 10 are below; 1 more is on the project page.',
    );
  });
});

describe('mail templates', () => {
  it('renders every mail with an HTML and a text part saying the same thing', async () => {
    const mails = await renderSampleMails();
    expect(Object.keys(mails).sort()).toEqual([
      'account-code',
      'approval-single',
      'approvals-bundle',
      'client-reply',
      'contact-confirmation',
      'contact-support',
      'digest',
      'feedback-held',
      'link-expiring',
      'new-feedback',
      'project-approved',
      'reminder',
      'video-approved',
    ]);
    for (const [name, mail] of Object.entries(mails)) {
      expect(mail.subject, name).not.toBe('');
      expect(mail.html, name).toMatch(/^<!DOCTYPE html/i);
      expect(mail.html, name).toContain('prefers-color-scheme: dark');
      expect(mail.html, name).toContain('max-width:600px');
      expect(mail.html, name).toContain('name="color-scheme"');
      expect(mail.text, name).toContain('Cutroom');
      expect(mail.text, name).toContain(MAIL_MESSAGES.signOff);
      expect(mail.text, name).not.toMatch(/Hi there/);
      expect(mail.text, name).not.toMatch(/<\/?[a-z]+[\s>]/i);
    }
    // A bundle of approvals says its news in the subject: here the project is approved.
    expect(mails['approvals-bundle']?.subject).toBe('"Spring campaign" is approved');
  });

  it('a single approval mail never says "a moment apart"; only a bundle of several videos does', async () => {
    const mails = await renderSampleMails();
    const single = mails['approval-single'];
    expect(single?.subject).toBe('Dana approved "Intro cut" (Spring campaign)');
    for (const part of [single?.text, single?.html]) {
      expect(part).toContain('Your client approved this video.');
      expect(part).not.toContain('a moment apart');
    }
    const several = mails['approvals-bundle'];
    expect(several?.text).toContain('Your client approved these a moment apart, so they come in one mail.');
    expect(MAIL_MESSAGES.digest.approvedIntro(1, true)).toBe(
      'Your client approved the last video, so the whole project is approved.',
    );
  });

  it('the mail of feedback held by the window names its project, its notes and replies, and lists them', async () => {
    const held = (await renderSampleMails())['feedback-held'];
    expect(held?.subject).toBe('New feedback on Spring campaign — 30s spot: 2 notes and 1 reply');
    expect(held?.text).toContain('Your client added 2 notes and 1 reply since your last mail:');
    expect(held?.text).toContain('Intro cut @ 00:12 · Dana: One more: the logo sits too close');
    expect(held?.text).toContain('Intro cut @ 01:05 · Dana: Replied: Twice as big, please.');
    expect(held?.text).not.toContain('approved');
    expect(MAIL_MESSAGES.digest.updates({ notes: 1, replies: 2, approvals: 1 })).toBe(
      '1 note, 2 replies and 1 approval',
    );
  });

  it("a client's reply mail to the editor quotes the note and the reply and links the project", async () => {
    const reply = (await renderSampleMails())['client-reply'];
    expect(reply?.subject).toBe('Dana replied on "Intro cut" (Spring campaign — 30s spot)');
    expect(reply?.text).toContain(
      'Dana replied to the note at 01:05 on "Intro cut" in "Spring campaign — 30s spot".',
    );
    expect(reply?.text).toContain('Note: Logo too small in the first shot.');
    expect(reply?.text).toContain('Reply: Twice as big, please');
    expect(reply?.text).toContain(`${MAIL_MESSAGES.openProject} ${SAMPLE_PROJECT_URL}`);
    expect(reply?.text).toContain(MAIL_MESSAGES.why.clientActivity);
  });

  it('puts the spec texts, the button and the footer links in both parts', async () => {
    const mail = await videoApprovedMail({
      ownerName: 'Sam',
      projectName: 'Spot',
      videoTitle: 'Intro',
      versionNumber: 2,
      reviewerLabel: 'Dana',
      approvedCount: 1,
      videoCount: 5,
      projectUrl: SAMPLE_PROJECT_URL,
      footer: SAMPLE_FOOTER,
    });
    expect(mail.subject).toBe('Dana approved "Intro" (Spot)');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Hi Sam,');
      expect(part).toContain('1 of 5 videos is approved.');
      expect(part).toContain(MAIL_MESSAGES.why.clientActivity);
      expect(part).toContain(MAIL_MESSAGES.notificationSettings);
    }
    expect(mail.text).toContain(`${MAIL_MESSAGES.openProject} ${SAMPLE_PROJECT_URL}`);
    expect(mail.html).toContain(`href="${SAMPLE_FOOTER.settingsUrl}"`);
  });

  it('escapes what clients and editors typed', async () => {
    const mail = await newFeedbackMail({
      ownerName: '<b>Sam</b>',
      projectName: 'A & B <script>alert(1)</script>',
      clientDisplayName: 'Client "quoted"',
      reviewerLabel: 'Dana',
      notes: [{ videoTitle: 'Intro', timecodeMs: 1000, body: '<img src=x onerror=alert(1)>' }],
      projectUrl: SAMPLE_PROJECT_URL,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<b>Sam</b>');
    expect(mail.html).toContain('&lt;script&gt;');
    // Plain text keeps the characters as typed.
    expect(mail.text).toContain('A & B <script>alert(1)</script>');
  });

  it('lists at most 10 notes and counts the rest', async () => {
    const notes = Array.from({ length: 12 }, (_, i) => ({
      videoTitle: 'V',
      timecodeMs: i * 1000,
      body: `Note ${i}`,
    }));
    const mail = await newFeedbackMail({
      ownerName: null,
      projectName: 'P',
      clientDisplayName: 'C',
      reviewerLabel: 'R',
      notes,
      projectUrl: SAMPLE_PROJECT_URL,
    });
    expect(mail.subject).toBe('New feedback on P: 12 notes from R');
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('Note 9');
    expect(mail.text).not.toContain('Note 10');
    expect(mail.text).toContain('The first 10 are below; 2 more are on the project page.');
    // No footer links when none are given (contact mails to people without an account).
    expect(mail.text).not.toContain(MAIL_MESSAGES.notificationSettings);
  });
});

describe("the support mail's Reply link", () => {
  const form = (email: string) => ({
    name: 'Probe',
    email,
    reason: 'billing' as const,
    message: 'Hello',
  });
  const mailtoHrefs = (html: string) =>
    [...html.matchAll(/href="(mailto:[^"]*)"/g)].map((m) =>
      (m[1] ?? '').replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
    );

  it("answers exactly the sender's address, with the subject encoded", async () => {
    const mail = await contactSupportMail(form("o'brien+reviews@mail.example.co.uk"), 'msg-1');
    const hrefs = mailtoHrefs(mail.html);
    expect(hrefs).toEqual(["mailto:o'brien%2Breviews@mail.example.co.uk?subject=Re%3A%20Billing%20Question"]);
    const url = new URL(hrefs[0] ?? '');
    expect(decodeURIComponent(url.pathname)).toBe("o'brien+reviews@mail.example.co.uk");
    expect([...url.searchParams.keys()]).toEqual(['subject']);
  });

  it('cannot carry cc or body headers smuggled in the address, even one that skipped the check', async () => {
    const hostile = 'x@probe.cutroom.local?cc=victim%40evil.example&body=pay%20here';
    const mail = await contactSupportMail(form(hostile), 'msg-2');
    const hrefs = mailtoHrefs(mail.html);
    expect(hrefs).toHaveLength(1);
    const url = new URL(hrefs[0] ?? '');
    // One header only (the subject), and the whole typed text stays inside the address.
    expect([...url.searchParams.keys()]).toEqual(['subject']);
    expect(decodeURIComponent(url.pathname)).toBe(hostile);
    expect(hrefs[0]).not.toMatch(/[?&](cc|bcc|body|to)=/i);
    expect(mail.text).not.toMatch(/mailto:[^\s]*\?cc=/);
  });
});
