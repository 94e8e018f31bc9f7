import { WEBHOOK_MESSAGES } from '../../../../shared/messages/webhook-messages';
import type { MailContent } from './mail-content';
import { renderMail } from './mail-layout';

export interface WebhookDisabledMailInput {
  workspaceName: string;
  url: string;
  failures: number;
  settingsUrl: string;
}

/** To the Admins and the Owner: which endpoint was disabled, why, and where to turn it back on. */
export function webhookDisabledMail(input: WebhookDisabledMailInput): Promise<MailContent> {
  const t = WEBHOOK_MESSAGES.mail;
  return renderMail({
    subject: t.subject(input.workspaceName),
    recipientName: null,
    paragraphs: [t.intro(input.url, input.failures), t.next],
    action: { label: t.action, url: input.settingsUrl },
    reason: t.why,
  });
}
