/**
 * Composition root of the reminders Lambda (the shape of functions/README.md): every port from the
 * environment, built once per container. Tests build their own with `buildRemindersDeps(overrides)` (their
 * clock, a mail port that crashes) and pass them to `makeRemindersHandler`.
 */
import { ENV } from '../../shared/config/env-names';
import { documentClient, sesClient } from '../lib/aws/clients';
import { appUrl, mailFrom, tableName } from '../lib/config/env';
import type { DbPort } from '../lib/db/db-port';
import { remindersRepository } from '../lib/db/reminder-repository';
import { sesMail } from '../lib/mail/ses-mail';
import { suppressingMail } from '../lib/mail/suppressing-mail';
import { mailSuppressionRepository } from '../lib/db/mail-suppression-repository';
import { mailLinkSecretsFromEnv } from '../lib/mail/mail-link-secret';
import { unsubscribeLinks } from '../lib/mail/unsubscribe-links';
import { memoDeps, runtimePorts } from '../lib/runtime/runtime-ports';
import type { ReminderPorts } from '../use-cases/reminders/reminder-ports';

export type RemindersDeps = ReminderPorts;

export function buildRemindersDeps(overrides: Partial<RemindersDeps> = {}): RemindersDeps {
  const runtime = runtimePorts(overrides, 'reminders');
  const db: DbPort = { doc: documentClient(), tableName: tableName() };
  const configurationSet = process.env[ENV.mailConfigurationSet]?.trim();
  return {
    ...runtime,
    reminders: remindersRepository(db),
    mail: suppressingMail(
      sesMail(sesClient(), {
        fromAddress: mailFrom(),
        ...(configurationSet ? { configurationSet } : {}),
      }),
      mailSuppressionRepository(db),
      runtime.log,
    ),
    appUrl: appUrl(),
    unsubscribeLinks: unsubscribeLinks(appUrl(), mailLinkSecretsFromEnv(), runtime.clock),
    ...overrides,
  };
}

/** Built once per container, on the first run. */
export const remindersDeps = memoDeps(() => buildRemindersDeps());
