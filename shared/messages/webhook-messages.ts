/** Settings › Webhooks and Settings › Integrations, the refusals of their routes, and the mail to the Admins. */
import { WEBHOOK_LIMITS } from '../domain/webhooks';

export const WEBHOOK_MESSAGES = {
  tab: 'Webhooks',
  title: 'Webhooks',
  intro:
    'Send the events of this workspace to your own tools. Each request is signed the Standard Webhooks way (webhook-id, webhook-timestamp, webhook-signature).',
  proOnly: 'Webhooks are part of Pro: your tracker hears of notes and approvals the moment they happen.',
  urlLabel: 'Endpoint URL',
  descriptionLabel: 'Description',
  eventsLabel: 'Events',
  add: 'Add endpoint',
  adding: 'Adding…',
  empty: 'No endpoints yet.',
  remove: 'Delete',
  enable: 'Enable',
  disable: 'Disable',
  rotate: 'Rotate secret',
  reveal: 'Show secret',
  sendTest: 'Send test event',
  testSent: 'Test event queued.',
  secretLabel: 'Signing secret',
  secretOverlap: (until: string) => `The previous secret signs too until ${until}.`,
  deliveries: 'Delivery log',
  noDeliveries: 'No deliveries yet.',
  noAnswer: 'No answer',
  attempt: (n: number) => `Attempt ${n}`,
  responseTime: (ms: number) => `${ms} ms`,
  disabledByFailures: `Disabled after ${WEBHOOK_LIMITS.maxConsecutiveFailures} failed deliveries in a row.`,
  disabled: 'Disabled',
  enabled: 'Enabled',
  chooseEvent: 'Choose at least one event.',
  tooMany: `A workspace has at most ${WEBHOOK_LIMITS.maxEndpoints} endpoints.`,
  notFound: 'Webhook endpoint not found.',
  urlRefused: (reason: string) => `This URL cannot receive webhooks: ${reason}.`,
  mail: {
    subject: (workspaceName: string) => `A webhook of ${workspaceName} was disabled`,
    intro: (url: string, failures: number) =>
      `We disabled the webhook endpoint ${url} after ${failures} failed deliveries in a row.`,
    action: 'Open Settings › Webhooks',
    next: 'Fix the receiver, then enable the endpoint again; new events are delivered from then on.',
    why: 'You get this e-mail because you are an Admin or the Owner of the workspace.',
  },
} as const;

/** Settings › Integrations (Slack). */
export const INTEGRATION_MESSAGES = {
  title: 'Integrations',
  slackTitle: 'Slack',
  slackIntro:
    "Post clients' notes and approvals to a Slack channel: one message per batch with the project, video, time code, reviewer and a link to the project. Create an incoming webhook in Slack and paste its URL.",
  proOnly: 'Slack is part of Pro: notes and approvals arrive in your channel as they happen.',
  urlLabel: 'Incoming webhook URL',
  projectLabel: 'Project',
  wholeWorkspace: 'Every project of the workspace',
  connect: 'Connect Slack',
  connecting: 'Connecting…',
  disconnect: 'Disconnect',
  connected: 'Connected',
  none: 'Slack is not connected.',
  connections: 'Slack connections',
  sendTest: 'Send test message',
  testSent: 'Test message queued.',
  notSlackUrl: 'Paste the incoming webhook URL Slack gave you (https://hooks.slack.com/services/…).',
  notFound: 'Slack connection not found.',
  projectNotFound: 'Project not found.',
} as const;
