/**
 * The contact form's two e-mails: the message for support (with the sender's address to reply to) and the
 * confirmation for the sender (when to expect an answer).
 */
import { PRODUCT_NAME } from '../../../../shared/config/product';
import { CONTACT_REASON_LABELS, type ContactForm } from '../../../../shared/forms/contact-form';
import { MAIL_MESSAGES } from '../../../../shared/messages/mail-messages';
import type { MailContent } from './mail-content';
import { excerpt, renderMail } from './mail-layout';
import { mailtoUrl } from './mailto';

export function contactSupportMail(form: ContactForm, messageId: string): Promise<MailContent> {
  const t = MAIL_MESSAGES.contactSupport;
  const reason = CONTACT_REASON_LABELS[form.reason];
  return renderMail({
    subject: t.subject(reason, excerpt(form.name, 60)),
    recipientName: `${PRODUCT_NAME} support`,
    paragraphs: [t.intro(form.name, form.email, reason, messageId), ...form.message.split(/\n{2,}/)],
    action: {
      label: t.reply(form.name),
      url: mailtoUrl(form.email, { subject: `Re: ${reason}` }),
    },
    reason: MAIL_MESSAGES.why.support,
  });
}

export function contactConfirmationMail(form: ContactForm, appUrl: string): Promise<MailContent> {
  const t = MAIL_MESSAGES.contactConfirmation;
  const reason = CONTACT_REASON_LABELS[form.reason];
  return renderMail({
    subject: t.subject(reason),
    recipientName: form.name,
    paragraphs: [t.thanks, t.subjectLine(reason)],
    action: { label: t.visit, url: appUrl },
    reason: MAIL_MESSAGES.why.contact,
  });
}
