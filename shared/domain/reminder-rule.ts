/**
 * Follow-up reminders (the daily schedule creates `project_reminder` notifications and e-mails). The spec
 * names the notification type and the dashboard card but not when one is due; our rule: a project waiting on
 * someone (active: on the client's feedback; pending: on the editor's changes) whose status has not changed
 * for {@link REMINDER_RULE.quietDays} days, and that has not been reminded in the last
 * {@link REMINDER_RULE.repeatDays} days. Approved and archived projects are never reminded.
 */
import type { ProjectStatus } from './status-values';

const DAY_MS = 24 * 60 * 60 * 1000;

export const REMINDER_RULE = {
  /** Days without a status change before the first reminder. */
  quietDays: 3,
  /** Days between two reminders of the same project. */
  repeatDays: 3,
} as const;

export interface ReminderProject {
  readonly status: ProjectStatus;
  readonly lastStatusChangeAt: string;
}

/** Whole days (rounded down) from an ISO instant to `now`; 0 for invalid or future instants. */
export function wholeDaysSince(iso: string, now: Date): number {
  const elapsed = now.getTime() - Date.parse(iso);
  return Number.isFinite(elapsed) && elapsed > 0 ? Math.floor(elapsed / DAY_MS) : 0;
}

/**
 * Whether a project is due for a reminder at `now`, given when it was last reminded (`null`: never).
 * Boundaries are inclusive: exactly 3 days of quiet (and 3 days since the last reminder) is due.
 */
export function isReminderDue(project: ReminderProject, lastRemindedAt: string | null, now: Date): boolean {
  if (project.status !== 'active' && project.status !== 'pending') return false;
  const quietSince = Date.parse(project.lastStatusChangeAt);
  if (Number.isNaN(quietSince) || now.getTime() - quietSince < REMINDER_RULE.quietDays * DAY_MS) return false;
  if (lastRemindedAt === null) return true;
  const reminded = Date.parse(lastRemindedAt);
  return Number.isNaN(reminded) || now.getTime() - reminded >= REMINDER_RULE.repeatDays * DAY_MS;
}
