/**
 * The notify capability's public module: THE one owner of telling someone. A domain event (written as an
 * outbox item in its change's transaction, functions/platform/db/outbox.ts) becomes the owner's in-app
 * notification and mail here (the `notify` Lambda, fed by the table's stream); the scheduled reminders and
 * digests, the mail suppression of bounces and complaints and the one-click unsubscribe live here too, and
 * so do the product's mail templates and sending (the contact form's mails, from its `contact_received`
 * event; the Cognito code mails). The API Lambdas import ./api.ts only (no mail rendering). It knows the
 * projects capability (profiles, notifications), never the reverse.
 */
export { type MailMessage, type MailPort } from './mail/mail-port';
export { sendMailSafely, type MailLogger } from './mail/send-mail-safely';
export { unsubscribeLinks, type UnsubscribeLinks } from './mail/unsubscribe-links';
export { accountCodeMail, type AccountCodePurpose } from './mail/templates/account-code-mail';
export { type NotifyPorts, type NotifyStore } from './ports';
export { type ReminderPorts, type RemindersRepository } from './reminder-ports';
export { notifyEvent, type NotifyOutcome } from './use-cases/notify-event';
export { recordMailEvent, type MailEventPorts } from './use-cases/record-mail-event';
export { runReminders, type RemindersRunSummary } from './use-cases/run-reminders';
export {
  sendDigests,
  type DigestPorts,
  type DigestQueue,
  type DigestRunSummary,
} from './use-cases/send-digests';
export { unsubscribe, type UnsubscribePorts } from './use-cases/unsubscribe';
