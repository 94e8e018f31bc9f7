/**
 * The product's mail port as every Lambda builds it: SES (the configuration set that reports bounces when
 * the stack sets one), behind the suppression check (a bounced or complaining address is never mailed again).
 */
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { ENV } from '../../../shared/config/env-names';
import { sesClient } from '../../platform/aws/clients';
import { mailFrom } from '../../platform/config/env';
import type { DbPort } from '../../platform/db/db-port';
import { mailSuppressionRepository } from '../store/mail-suppression-repository';
import type { MailPort } from '../mail/mail-port';
import { sesMail } from './ses-mail';
import { suppressingMail } from './suppressing-mail';

export function productMailFromEnv(
  db: DbPort,
  log: { info(message: string, details?: Record<string, unknown>): void },
  ses: SESv2Client = sesClient(),
): MailPort {
  const configurationSet = process.env[ENV.mailConfigurationSet]?.trim();
  return suppressingMail(
    sesMail(ses, { fromAddress: mailFrom(), ...(configurationSet ? { configurationSet } : {}) }),
    mailSuppressionRepository(db),
    log,
  );
}
