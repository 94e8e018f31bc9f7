/**
 * A contact-form message, told from its outbox event (never inside the visitor's request, so a slow or
 * failing mail service costs the form nothing): support is mailed the message (with the sender's address to
 * reply to), then the sender a confirmation. The mail is claimed by the event's id, so a redelivered event
 * mails nobody twice. Support's mail must go: when it fails the claim is given back and the record fails, so
 * the stream delivers the event again (the message is stored already: nothing is lost). The sender's
 * confirmation is best effort: its failure is only logged.
 */
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../shared/config/product';
import type { ContactReceived } from '../../../shared/domain/domain-events';
import { sendMailSafely } from '../mail/send-mail-safely';
import { contactConfirmationMail, contactSupportMail } from '../mail/templates/contact-mails';
import type { NotifyPorts } from '../ports';
import type { OwnerMailOutcome } from './owner-alerts';

export async function mailContactMessage(
  ports: Pick<NotifyPorts, 'store' | 'mail' | 'log' | 'appUrl'>,
  event: ContactReceived,
): Promise<OwnerMailOutcome> {
  const claim = await ports.store.claimMail(event.id, event.at);
  if (claim === 'done') return 'done-before';
  const form = { name: event.name, email: event.email, reason: event.reason, message: event.message };
  try {
    const support = await contactSupportMail(form, event.messageId);
    await ports.mail.send({ to: SUPPORT_EMAIL, fromName: PRODUCT_NAME, ...support });
  } catch (error) {
    await ports.store.releaseMail(event.id);
    throw error;
  }
  const confirmation = await contactConfirmationMail(form, ports.appUrl);
  await sendMailSafely(ports.mail, { to: form.email, fromName: PRODUCT_NAME, ...confirmation }, ports.log);
  await ports.store.finishMail(event.id);
  return 'sent';
}
