/**
 * Composition root of the reminders Lambda (the shape of functions/README.md): every port from the
 * environment, built once per container. Tests build their own with `buildRemindersDeps(overrides)` (their
 * clock, a dispatch that hands the owners' messages straight to the sender) and pass them to
 * `makeRemindersHandler`.
 */
import { ENV } from '../../shared/config/env-names';
import { sqsReminderDispatch } from '../notify/adapters/sqs-reminder-dispatch';
import { remindersRepository } from '../notify/store/reminder-repository';
import { documentClient, sqsClient } from '../platform/aws/clients';
import { requireEnv, tableName } from '../platform/config/env';
import type { DbPort } from '../platform/db/db-port';
import { memoDeps, runtimePorts } from '../platform/runtime/runtime-ports';
import type { ReminderPorts } from '../notify';

export type RemindersDeps = ReminderPorts;

export function buildRemindersDeps(overrides: Partial<RemindersDeps> = {}): RemindersDeps {
  const runtime = runtimePorts(overrides, 'reminders');
  const db: DbPort = { doc: documentClient(), tableName: tableName() };
  return {
    clock: runtime.clock,
    log: runtime.log,
    reminders: remindersRepository(db),
    dispatch:
      overrides.dispatch ??
      sqsReminderDispatch(sqsClient(), requireEnv(ENV.reminderQueueUrl)[ENV.reminderQueueUrl]),
    ...overrides,
  };
}

/** Built once per container, on the first run. */
export const remindersDeps = memoDeps(() => buildRemindersDeps());
