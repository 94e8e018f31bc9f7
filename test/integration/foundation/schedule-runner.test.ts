import { describe, expect, it } from 'vitest';
import {
  cronMatches,
  startScheduleRunner,
  type ScheduledHandler,
} from '../../../infra/local/schedule-runner';
import { SCHEDULES } from '../../../shared/config/schedules';

describe('schedule runner', () => {
  it('matches EventBridge cron expressions in UTC', () => {
    const reminders = 'cron(0 9 * * ? *)';
    expect(cronMatches(reminders, new Date('2026-11-22T09:00:00Z'))).toBe(true);
    expect(cronMatches(reminders, new Date('2026-11-22T09:01:00Z'))).toBe(false);
    expect(cronMatches(reminders, new Date('2026-11-22T10:00:00Z'))).toBe(false);
    // Mondays to Fridays (2-6; 2026-11-22 is a Sunday), every 15 minutes.
    expect(cronMatches('cron(0/15 * ? * MON-FRI *)', new Date('2026-11-23T10:45:00Z'))).toBe(true);
    expect(cronMatches('cron(0/15 * ? * MON-FRI *)', new Date('2026-11-22T10:45:00Z'))).toBe(false);
    expect(cronMatches('cron(0/15 * ? * 2-6 *)', new Date('2026-11-23T10:50:00Z'))).toBe(false);
    expect(cronMatches('cron(30 8 1 JAN,JUL ? 2027)', new Date('2027-07-01T08:30:00Z'))).toBe(true);
    expect(() => cronMatches('rate(5 minutes)', new Date())).toThrow();
  });

  it('fires the declared handlers with a ScheduledEvent at their minute and skips missing ones', async () => {
    const calls: { name: string; time: string; source: string }[] = [];
    const logs: string[] = [];
    const runner = startScheduleRunner({
      loadHandler: async (name) => {
        if (name !== 'reminders') return undefined;
        const handler: ScheduledHandler = async (event) => {
          calls.push({ name, time: event.time, source: event.source });
        };
        return handler;
      },
      log: (m) => logs.push(m),
    });
    try {
      await runner.tick(new Date('2026-11-22T09:00:00Z'));
      await runner.tick(new Date('2026-11-22T09:05:00Z'));
    } finally {
      runner.stop();
    }
    expect(SCHEDULES.map((s) => s.id)).toContain('reminders');
    expect(calls).toEqual([{ name: 'reminders', time: '2026-11-22T09:00:00Z', source: 'aws.events' }]);

    const missing = startScheduleRunner({ loadHandler: async () => undefined, log: (m) => logs.push(m) });
    await missing.tick(new Date('2026-11-22T09:00:00Z'));
    missing.stop();
    expect(logs.some((l) => l.includes('not there yet'))).toBe(true);
  });
});
