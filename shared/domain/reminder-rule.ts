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

/**
 * When a project falls due for its next reminder (ISO), or null when it never will in its current status:
 * the later of quietDays after its last status change and repeatDays after its last reminder. The due index
 * (functions/notify/store) is keyed by this instant, so `isReminderDue(p, r, now)` ⇔ `reminderDueAt(p, r) <= now`.
 */
export function reminderDueAt(project: ReminderProject, lastRemindedAt: string | null): string | null {
  if (project.status !== 'active' && project.status !== 'pending') return null;
  const quietSince = Date.parse(project.lastStatusChangeAt);
  if (Number.isNaN(quietSince)) return null;
  const afterQuiet = quietSince + REMINDER_RULE.quietDays * DAY_MS;
  const reminded = lastRemindedAt === null ? Number.NaN : Date.parse(lastRemindedAt);
  const afterRepeat = Number.isNaN(reminded) ? afterQuiet : reminded + REMINDER_RULE.repeatDays * DAY_MS;
  return new Date(Math.max(afterQuiet, afterRepeat)).toISOString();
}

/** Reminders and link warnings reach the editor at this local hour (their browser's time zone, else UTC). */
export const REMINDER_DELIVERY = {
  localHour: 9,
  /** An active or pending project's review link expiring within this many hours is warned about. */
  linkWarningHours: 24,
} as const;

/** Whether the runtime knows this IANA time zone name (e.g. 'Europe/Berlin'). */
export function isKnownTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A time zone the runtime knows; anything else (or none) counts as UTC. */
export function knownTimeZone(timeZone: string | null | undefined): string {
  if (timeZone && formats.has(timeZone)) return timeZone;
  return timeZone && isKnownTimeZone(timeZone) ? timeZone : 'UTC';
}

/** One formatter per zone: building one costs far more than using it, and a run asks for thousands. */
const formats = new Map<string, Intl.DateTimeFormat>();
function localFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The hour (0-23) and calendar day (YYYY-MM-DD) at `now` in a time zone (UTC when unknown). */
export function localTime(now: Date, timeZone: string | null | undefined): { hour: number; day: string } {
  const parts = localFormat(knownTimeZone(timeZone)).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { hour: Number(part('hour')), day: `${part('year')}-${part('month')}-${part('day')}` };
}

/** Whether the hourly run at `now` is the editor's delivery hour (09:00 in their zone). */
export function isDeliveryHour(now: Date, timeZone: string | null | undefined): boolean {
  return localTime(now, timeZone).hour === REMINDER_DELIVERY.localHour;
}

/** Whether an active or pending project's review link expires within the warning window (and not yet). */
export function isLinkExpiringSoon(
  project: { readonly status: ProjectStatus; readonly shareExpiresAt: string | null },
  now: Date,
): boolean {
  if (project.status !== 'active' && project.status !== 'pending') return false;
  if (project.shareExpiresAt === null) return false;
  const left = Date.parse(project.shareExpiresAt) - now.getTime();
  return Number.isFinite(left) && left > 0 && left <= REMINDER_DELIVERY.linkWarningHours * 60 * 60 * 1000;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * When a reminder due at `dueAt` reaches the editor: the first hourly run (a top of the UTC hour) at or after
 * it whose local hour is the delivery hour in their zone — 09:00 in whole-hour zones, 09:30 or 09:45 in the
 * zones offset by a part of an hour, whose 09:00 no hourly run meets. Walking hour by hour through the zone's
 * own calendar keeps it right across daylight-saving changes (a 23- or 25-hour day moves 09:00 by an hour in
 * UTC). The due index is keyed by this instant, so a run reads only the editors whose morning it is.
 */
export function nextDeliveryAt(dueAt: Date, timeZone: string | null | undefined): Date {
  const from = dueAt.getTime();
  let at = Math.ceil(from / HOUR_MS) * HOUR_MS;
  // 49 hours cover any offset and a daylight-saving change; an unknown zone reads as UTC.
  for (let i = 0; i < 49; i += 1, at += HOUR_MS) {
    if (isDeliveryHour(new Date(at), timeZone)) return new Date(at);
  }
  return new Date(Math.ceil(from / HOUR_MS) * HOUR_MS);
}
