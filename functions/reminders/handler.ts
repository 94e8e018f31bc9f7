/**
 * The reminders Lambda: EventBridge Scheduler fires it every hour (shared/config/schedules.ts; the local
 * schedule runner fires the same handler). One project's failure is logged and the others go on; a failure
 * of the whole run (e.g. the table unreachable) is thrown, so the scheduler's retry policy runs it again —
 * the sender's claims make that retry tell nobody twice.
 */
import type { Context, ScheduledEvent } from 'aws-lambda';
import { withRequestContext } from '../platform/runtime/request-context';
import { runReminders, type RemindersRunSummary } from '../notify';
import { remindersDeps, type RemindersDeps } from './deps';

export function makeRemindersHandler(deps: () => RemindersDeps | Promise<RemindersDeps>) {
  return async (_event?: ScheduledEvent, context?: Context): Promise<RemindersRunSummary> =>
    withRequestContext({ requestId: context?.awsRequestId ?? 'local', caller: 'worker' }, async () =>
      runReminders(await deps()),
    );
}

export const handler = makeRemindersHandler(remindersDeps);
