/**
 * The local stand-in for EventBridge schedules: every minute (UTC) it fires the handlers of
 * shared/config/schedules.ts whose cron expression matches, with a ScheduledEvent like EventBridge's.
 * A schedule whose handler module does not exist yet is skipped with one log line.
 */
import type { Context, ScheduledEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { SCHEDULES } from '../../shared/config/schedules';
import { lambdaContext } from './lambda-context';

export type ScheduledHandler = (event: ScheduledEvent, context: Context) => Promise<unknown>;

const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
const MONTH_NAMES = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
] as const;

function fieldMatches(field: string, value: number, names: readonly string[] = [], nameBase = 1): boolean {
  if (field === '*' || field === '?') return true;
  return field.split(',').some((part) => {
    const [range = '*', stepText] = part.split('/');
    const step = stepText ? Number(stepText) : 1;
    const toNumber = (text: string) => {
      const index = names.indexOf(text.toUpperCase());
      return index >= 0 ? index + nameBase : Number(text);
    };
    let low: number;
    let high: number;
    if (range === '*') {
      low = Number.NEGATIVE_INFINITY;
      high = Number.POSITIVE_INFINITY;
    } else if (range.includes('-')) {
      const [a = '', b = ''] = range.split('-');
      low = toNumber(a);
      high = toNumber(b);
    } else {
      low = toNumber(range);
      high = stepText ? Number.POSITIVE_INFINITY : low;
    }
    if (value < low || value > high) return false;
    const start = Number.isFinite(low) ? low : 0;
    return (value - start) % step === 0;
  });
}

/**
 * Whether an EventBridge `cron(min hour day-of-month month day-of-week year)` expression fires at this
 * minute (UTC). Supports `*`, `?`, lists, ranges, steps and day/month names (enough for our schedules;
 * `L`, `W` and `#` are not supported and never match).
 */
export function cronMatches(expression: string, at: Date): boolean {
  const inner = /^cron\((.+)\)$/.exec(expression.trim())?.[1];
  if (!inner) throw new Error(`Not a cron expression: ${expression}`);
  const fields = inner.trim().split(/\s+/);
  if (fields.length !== 6) throw new Error(`A cron expression has 6 fields: ${expression}`);
  const [minute = '', hour = '', dayOfMonth = '', month = '', dayOfWeek = '', year = ''] = fields;
  if (/[LW#]/.test(dayOfMonth + dayOfWeek)) return false;
  return (
    fieldMatches(minute, at.getUTCMinutes()) &&
    fieldMatches(hour, at.getUTCHours()) &&
    fieldMatches(dayOfMonth, at.getUTCDate()) &&
    fieldMatches(month, at.getUTCMonth() + 1, MONTH_NAMES) &&
    // EventBridge numbers days 1-7 from Sunday.
    fieldMatches(dayOfWeek, at.getUTCDay() + 1, DAY_NAMES) &&
    fieldMatches(year, at.getUTCFullYear())
  );
}

export function scheduledEvent(scheduleId: string, at: Date): ScheduledEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: 'us-east-1',
    resources: [`arn:aws:events:us-east-1:000000000000:rule/${scheduleId}`],
    detail: {},
  };
}

export interface ScheduleRunnerOptions {
  /** Loads the handler exported by functions/<name>/handler.ts (undefined when the module is absent). */
  loadHandler: (name: string) => Promise<ScheduledHandler | undefined>;
  log?: (message: string) => void;
  now?: () => Date;
}

export interface ScheduleRunner {
  /** Fires every schedule matching this minute (exposed for tests and manual runs). */
  tick(at?: Date): Promise<void>;
  stop(): void;
}

export function startScheduleRunner(options: ScheduleRunnerOptions): ScheduleRunner {
  const log = options.log ?? ((message: string) => console.log(`[schedules] ${message}`));
  const now = options.now ?? (() => new Date());
  const skipped = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const tick = async (at = now()) => {
    for (const schedule of SCHEDULES) {
      if (!cronMatches(schedule.cron, at)) continue;
      const handler = await options.loadHandler(schedule.handler);
      if (!handler) {
        if (!skipped.has(schedule.id))
          log(`${schedule.id}: functions/${schedule.handler} is not there yet, skipped`);
        skipped.add(schedule.id);
        continue;
      }
      log(`${schedule.id}: running (${schedule.cron})`);
      try {
        await handler(scheduledEvent(schedule.id, at), lambdaContext(schedule.handler));
      } catch (error) {
        log(
          `${schedule.id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
      }
    }
  };

  const scheduleNext = () => {
    if (stopped) return;
    const current = now();
    const msToNextMinute = 60_000 - (current.getTime() % 60_000) + 50;
    timer = setTimeout(() => {
      const at = new Date(Math.floor(now().getTime() / 60_000) * 60_000);
      void tick(at).finally(scheduleNext);
    }, msToNextMinute);
    timer.unref();
  };
  scheduleNext();

  return {
    tick,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
