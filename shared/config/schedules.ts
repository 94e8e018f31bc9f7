/**
 * Scheduled handlers and their EventBridge cron expressions, declared once: the CDK stack creates the
 * schedules from this table and the local schedule runner fires the same handlers on the same expressions
 * (UTC). `handler` is the folder under functions/ whose handler.ts exports `handler`.
 */
export const SCHEDULES = [
  {
    id: 'reminders',
    /** Every day at 09:00 UTC. */
    cron: 'cron(0 9 * * ? *)',
    handler: 'reminders',
    summary: 'Creates project_reminder notifications and e-mails.',
  },
] as const;

export type Schedule = (typeof SCHEDULES)[number];
