/**
 * Composition root of the reminder sender (SQS consumer of the reminders fan-out): the reminders' store and
 * notify's own channels, whose mail keeps to this container's share of SES's sending rate. Tests build their
 * own with `buildReminderSenderDeps(overrides)` and pass them to `makeReminderSenderHandler`.
 */
import { ENV } from '../../shared/config/env-names';
import { REMINDER_QUEUE } from '../../shared/config/queues';
import { mailLinkSecretsFromEnv } from '../notify/adapters/mail-link-secret';
import { productMailFromEnv } from '../notify/adapters/product-mail-from-env';
import { notifyStore } from '../notify/store/notify-store';
import { pacedMail } from '../notify/adapters/paced-mail';
import { remindersRepository } from '../notify/store/reminder-repository';
import { documentClient } from '../platform/aws/clients';
import { appUrl, tableName } from '../platform/config/env';
import type { DbPort } from '../platform/db/db-port';
import { memoDeps, runtimePorts } from '../platform/runtime/runtime-ports';
import { unsubscribeLinks, type NotifyPorts, type ReminderSenderPorts } from '../notify';

/** This container's share of the account's SES rate (every sender at once stays within it). */
export function senderMailRate(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env[ENV.sesMaxSendRate]);
  const rate = Number.isFinite(configured) && configured > 0 ? configured : REMINDER_QUEUE.sesMaxSendRate;
  return rate / REMINDER_QUEUE.maxConcurrency;
}

export function buildReminderSenderDeps(overrides: Partial<ReminderSenderPorts> = {}): ReminderSenderPorts {
  const runtime = runtimePorts(
    {
      ...(overrides.log ? { log: overrides.log } : {}),
      ...(overrides.clock ? { clock: overrides.clock } : {}),
    },
    'reminder-sender',
  );
  const db: DbPort = { doc: documentClient(), tableName: tableName() };
  // notify's own channels (the notify Lambda's ports, over the same table), built here for this Lambda.
  const notify: NotifyPorts = overrides.notify ?? {
    log: runtime.log,
    store: notifyStore(db),
    mail: productMailFromEnv(db, runtime.log),
    appUrl: appUrl(),
    unsubscribeLinks: unsubscribeLinks(appUrl(), mailLinkSecretsFromEnv(), runtime.clock),
  };
  return {
    log: runtime.log,
    clock: runtime.clock,
    reminders: remindersRepository(db),
    notify: { ...notify, mail: pacedMail(notify.mail, senderMailRate()) },
    ...overrides,
  };
}

/** Built once per container, on the first batch (the pace is per container, so it is built once too). */
export const reminderSenderDeps = memoDeps(() => buildReminderSenderDeps());
