/**
 * Scheduled handlers and their EventBridge cron expressions, declared once: the CDK stack creates the
 * schedules from this table and the local schedule runner fires the same handlers on the same expressions
 * (UTC). `handler` is the folder under functions/ whose handler.ts exports `handler`.
 */
export const SCHEDULES = [
  {
    id: 'reminders',
    /** Every hour: each run reminds the editors whose local time is 09:00 (shared/domain/reminder-rule.ts). */
    cron: 'cron(0 * * * ? *)',
    handler: 'reminders',
    summary:
      'Creates project_reminder notifications and e-mails (due projects, review links expiring within a day).',
    /** EventBridge Scheduler's retry policy: a failed run is retried this often, within this age. */
    retry: { maximumRetryAttempts: 2, maximumEventAgeSeconds: 3_000 },
  },
  {
    id: 'digests',
    /** Every hour: hourly digests, and daily ones at 09:00 in each editor's zone (shared/domain/digest.ts). */
    cron: 'cron(0 * * * ? *)',
    handler: 'digests',
    summary: 'Sends the hourly and daily client-activity digest mails that are due.',
    retry: { maximumRetryAttempts: 2, maximumEventAgeSeconds: 3_000 },
  },
] as const;

export type Schedule = (typeof SCHEDULES)[number];
