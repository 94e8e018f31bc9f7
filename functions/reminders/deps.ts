/**
 * Composition root of the reminders Lambda (the shape of functions/README.md): every port from the
 * environment, built once per container. Tests build their own with `buildRemindersDeps(overrides)` (their
 * clock, a mail port that crashes) and pass them to `makeRemindersHandler`.
 */
import { productMailFromEnv } from '../notify/adapters/product-mail-from-env';
import { documentClient } from '../platform/aws/clients';
import { appUrl, tableName } from '../platform/config/env';
import type { DbPort } from '../platform/db/db-port';
import { remindersRepository } from '../notify/store/reminder-repository';
import { mailLinkSecretsFromEnv } from '../notify/adapters/mail-link-secret';
import { unsubscribeLinks } from '../notify';
import { memoDeps, runtimePorts } from '../platform/runtime/runtime-ports';
import type { ReminderPorts } from '../notify';

export type RemindersDeps = ReminderPorts;

export function buildRemindersDeps(overrides: Partial<RemindersDeps> = {}): RemindersDeps {
  const runtime = runtimePorts(overrides, 'reminders');
  const db: DbPort = { doc: documentClient(), tableName: tableName() };
  return {
    ...runtime,
    reminders: remindersRepository(db),
    mail: productMailFromEnv(db, runtime.log),
    appUrl: appUrl(),
    unsubscribeLinks: unsubscribeLinks(appUrl(), mailLinkSecretsFromEnv(), runtime.clock),
    ...overrides,
  };
}

/** Built once per container, on the first run. */
export const remindersDeps = memoDeps(() => buildRemindersDeps());
