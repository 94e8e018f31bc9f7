/**
 * A webhook endpoint disabled after repeated failures: mailed to the workspace's Admins and Owner named in the
 * event (as they were when it was disabled). Claimed once per event, so a redelivered batch mails nobody twice.
 */
import { PRODUCT_NAME } from '../../../shared/config/product';
import type { DomainEventOf } from '../../../shared/domain/domain-events';
import { WEBHOOK_SETTINGS_LINK } from '../../../shared/domain/webhooks';
import { sendMailSafely } from '../mail/send-mail-safely';
import { webhookDisabledMail } from '../mail/templates/webhook-disabled-mail';
import type { NotifyPorts } from '../ports';
import { absoluteAppUrl } from './event-alerts';
import { MailNotSentError, type OwnerMailOutcome } from './owner-alerts';

export async function mailWebhookDisabled(
  ports: NotifyPorts,
  event: DomainEventOf<'webhook_disabled'>,
): Promise<OwnerMailOutcome> {
  const claim = await ports.store.claimMail(event.id, event.at);
  if (claim === 'done') return 'done-before';
  const content = await webhookDisabledMail({
    workspaceName: event.workspaceName,
    url: event.url,
    failures: event.failures,
    settingsUrl: absoluteAppUrl(ports.appUrl, WEBHOOK_SETTINGS_LINK),
  });
  let failed = 0;
  for (const to of event.recipients) {
    if (!(await sendMailSafely(ports.mail, { to, fromName: PRODUCT_NAME, ...content }, ports.log)))
      failed += 1;
  }
  if (failed === event.recipients.length) {
    await ports.store.releaseMail(event.id);
    throw new MailNotSentError('webhook-disabled mail not sent');
  }
  await ports.store.finishMail(event.id);
  return 'sent';
}
