/**
 * The mail-events Lambda: SES (configuration set event destination) → SNS → here. Every record is an SES
 * event; bounces (permanent) and complaints suppress the address (functions/notify). A failure to
 * write is thrown, so SNS retries the delivery; the write is idempotent.
 */
import type { SNSEvent } from 'aws-lambda';
import { recordMailEvent, type MailEventPorts } from '../notify';
import { mailEventDeps } from './deps';

export function makeMailEventsHandler(deps: () => MailEventPorts | Promise<MailEventPorts>) {
  return async (event: SNSEvent): Promise<{ suppressed: number }> => {
    const ports = await deps();
    let suppressed = 0;
    for (const record of event.Records) suppressed += await recordMailEvent(ports, record.Sns.Message);
    return { suppressed };
  };
}

export const handler = makeMailEventsHandler(mailEventDeps);
