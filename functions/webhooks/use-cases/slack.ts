/**
 * Settings › Integrations' Slack: connect an incoming-webhook URL for the whole workspace or one project (Pro;
 * Admins and the Owner), list and disconnect them; and the delivery of one queued Slack message (through
 * the outbound guard; retried with the webhooks' backoff within 24 hours).
 */
import {
  isSlackWebhookUrl,
  slackUrlHint,
  SLACK_WORKSPACE_SCOPE,
  type SlackConnectionView,
} from '../../../shared/domain/slack';
import { retryDelaySeconds, WEBHOOK_RETRY_WINDOW_SECONDS } from '../../../shared/domain/webhooks';
import { NotFoundError, ValidationError } from '../../../shared/errors/app-error';
import { INTEGRATION_MESSAGES, WEBHOOK_MESSAGES } from '../../../shared/messages/webhook-messages';
import { checkOutboundUrl, OutboundRefusedError } from '../../platform/http/outbound-guard';
import { MAX_QUEUE_DELAY_SECONDS, type DeliveryMessage, type DeliveryOutcome } from '../delivery-message';
import type { StoredSlackConnection, WebhookPorts } from '../ports';
import { requireIntegrations } from './endpoints';

const view = (c: StoredSlackConnection): SlackConnectionView => ({
  scope: c.scope,
  projectName: c.projectName,
  urlHint: slackUrlHint(c.url),
  connectedAt: c.connectedAt,
});

export async function listSlack(ports: WebhookPorts, input: { workspaceId: string }) {
  await requireIntegrations(ports, input.workspaceId);
  return { connections: (await ports.slack.listSlack(input.workspaceId)).map(view) };
}

export async function connectSlack(
  ports: WebhookPorts,
  input: { workspaceId: string; scope: string; url: string },
) {
  await requireIntegrations(ports, input.workspaceId);
  if (!isSlackWebhookUrl(input.url, ports.outbound.localOrigins))
    throw new ValidationError(INTEGRATION_MESSAGES.notSlackUrl, { url: 'not a Slack incoming webhook' });
  try {
    await checkOutboundUrl(input.url, ports.outbound);
  } catch (error) {
    if (error instanceof OutboundRefusedError)
      throw new ValidationError(WEBHOOK_MESSAGES.urlRefused(error.message), { url: error.message });
    throw error;
  }
  let projectName: string | null = null;
  if (input.scope !== SLACK_WORKSPACE_SCOPE) {
    projectName = await ports.slack.projectNameIn(input.workspaceId, input.scope);
    if (projectName === null) throw new NotFoundError(INTEGRATION_MESSAGES.projectNotFound);
  }
  const connection: StoredSlackConnection = {
    workspaceId: input.workspaceId,
    scope: input.scope,
    url: input.url,
    projectName,
    connectedAt: ports.clock.now().toISOString(),
  };
  await ports.slack.putSlack(connection);
  return { connection: view(connection) };
}

export async function disconnectSlack(ports: WebhookPorts, input: { workspaceId: string; scope: string }) {
  await requireIntegrations(ports, input.workspaceId);
  await ports.slack.deleteSlack(input.workspaceId, input.scope);
  return { disconnected: true as const };
}

/** One attempt of a queued Slack message; a failure is retried with the webhooks' backoff. */
export async function deliverSlack(
  ports: Pick<WebhookPorts, 'slack' | 'poster' | 'queue' | 'clock' | 'log'>,
  message: DeliveryMessage,
): Promise<DeliveryOutcome> {
  const connection = await ports.slack.getSlack(message.workspaceId, message.endpointId);
  if (!connection) return 'dropped';
  const now = ports.clock.now();
  let ok = false;
  let problem: string | null = null;
  try {
    const answer = await ports.poster.post(connection.url, message.body);
    ok = answer.status >= 200 && answer.status < 300;
    if (!ok) problem = `Slack answered ${answer.status}`;
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  if (ok) return 'delivered';
  ports.log.warn('slack message failed', { scope: connection.scope, attempt: message.attempt, problem });
  const delay = retryDelaySeconds(message.attempt + 1);
  const elapsed = (now.getTime() - Date.parse(message.firstAttemptAt)) / 1000;
  if (delay === null || elapsed + delay > WEBHOOK_RETRY_WINDOW_SECONDS) return 'failed';
  await ports.queue.enqueue(
    { ...message, attempt: message.attempt + 1, dueAt: new Date(now.getTime() + delay * 1000).toISOString() },
    Math.min(delay, MAX_QUEUE_DELAY_SECONDS),
  );
  return 'retrying';
}
