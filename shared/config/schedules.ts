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
      "Decides the reminders due at the owners' 09:00 (quiet projects, review links expiring within a day) and queues one message per owner for the reminder sender.",
    /** EventBridge Scheduler's retry policy: a failed run is retried this often, within this age. */
    retry: { maximumRetryAttempts: 2, maximumEventAgeSeconds: 3_000 },
  },
  {
    id: 'digests',
    /**
     * Every minute: bundled approvals a minute after the first, the feedback held by a project's mail window
     * when it closes, hourly digests at the top of the hour, daily ones at 09:00 in each editor's zone
     * (shared/domain/digest.ts). A run with nothing due is 8 index queries.
     */
    cron: 'cron(* * * * ? *)',
    handler: 'digests',
    summary:
      "Sends the client-activity mails that are due: bundled approvals, the feedback a project's mail window held, hourly and daily digests.",
    retry: { maximumRetryAttempts: 2, maximumEventAgeSeconds: 300 },
  },
] as const;

export type Schedule = (typeof SCHEDULES)[number];
