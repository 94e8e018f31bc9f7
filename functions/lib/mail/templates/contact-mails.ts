/**
 * The contact form's two e-mails: the message for support (with the sender's address to reply to) and the
 * confirmation for the sender (when to expect an answer).
 */
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../../shared/config/product';
import { PUBLIC_SITE } from '../../../../shared/config/public-site';
import { CONTACT_REASON_LABELS, type ContactForm } from '../../../../shared/forms/contact-form';
import type { MailContent } from './mail-content';
import { excerpt, renderMail } from './mail-layout';

export function contactSupportMail(form: ContactForm, messageId: string): MailContent {
  const reason = CONTACT_REASON_LABELS[form.reason];
  return renderMail({
    subject: `[Contact] ${reason}: ${excerpt(form.name, 60)}`,
    recipientName: `${PRODUCT_NAME} support`,
    paragraphs: [
      `${form.name} <${form.email}> sent a message through the contact form (${reason}, reference ${messageId}):`,
      ...form.message.split(/\n{2,}/),
    ],
    action: {
      label: `Reply to ${form.name}`,
      url: `mailto:${form.email}?subject=${encodeURIComponent(`Re: ${reason}`)}`,
    },
  });
}

export function contactConfirmationMail(form: ContactForm, appUrl: string): MailContent {
  const reason = CONTACT_REASON_LABELS[form.reason];
  return renderMail({
    subject: `We received your message (${reason})`,
    recipientName: form.name,
    paragraphs: [
      `Thanks for contacting ${PRODUCT_NAME}. We received your message and will reply to this address within ${PUBLIC_SITE.contactReplyHours} hours.`,
      // The message itself is not echoed: the form must not become a way to mail any text to anyone.
      `Subject: ${reason}. Anything to add? Write to ${SUPPORT_EMAIL}.`,
    ],
    action: { label: `Visit ${PRODUCT_NAME}`, url: appUrl },
  });
}
