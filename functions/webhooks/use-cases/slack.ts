/**
 * Settings › Integrations' Slack: connect an incoming-webhook URL for the whole workspace or one project (Pro;
 * Admins and the Owner), list and disconnect them, send a test message and read a connection's delivery log;
 * and the delivery of one queued Slack message (through the outbound guard; logged like a webhook's attempt;
 * retried with the webhooks' backoff within 24 hours).
 */
import {
  isSlackWebhookUrl,
  slackTestMessage,
  slackUrlHint,
  SLACK_TEST_EVENT,
  SLACK_WORKSPACE_SCOPE,
  type SlackConnectionView,
} from '../../../shared/domain/slack';
import { WEBHOOK_LIMITS } from '../../../shared/domain/webhooks';
import { NotFoundError, ValidationError } from '../../../shared/errors/app-error';
import { INTEGRATION_MESSAGES, WEBHOOK_MESSAGES } from '../../../shared/messages/webhook-messages';
import { checkOutboundUrl, OutboundRefusedError } from '../../platform/http/outbound-guard';
import { requeue, type DeliveryMessage, type DeliveryOutcome } from '../delivery-message';
import type { StoredSlackConnection, WebhookPorts } from '../ports';
import { attemptDelivery } from './attempt';
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

/**
 * One attempt of a queued Slack message, logged in the connection's delivery log (status, response time,
 * attempt); a failure is retried with the webhooks' backoff.
 */
export async function deliverSlack(
  ports: Pick<WebhookPorts, 'slack' | 'poster' | 'queue' | 'clock' | 'log'>,
  message: DeliveryMessage,
): Promise<DeliveryOutcome> {
  const connection = await ports.slack.getSlack(message.workspaceId, message.endpointId);
  if (!connection) return 'dropped';
  const { attempt, retry } = await attemptDelivery(message, ports.clock.now(), () =>
    ports.poster.post(connection.url, message.body),
  );
  await ports.slack.recordSlackAttempt(connection.workspaceId, connection.scope, attempt);
  const { ok, status, error } = attempt;
  if (ok) return 'delivered';
  ports.log.warn('slack message failed', {
    scope: connection.scope,
    attempt: message.attempt,
    status,
    error,
  });
  if (!retry) return 'failed';
  await requeue(ports.queue, message, retry);
  return 'retrying';
}

/** 'Send test message': one message through the same queue, worker and log as every Slack message. */
export async function sendSlackTest(ports: WebhookPorts, input: { workspaceId: string; scope: string }) {
  await requireIntegrations(ports, input.workspaceId);
  const connection = await ports.slack.getSlack(input.workspaceId, input.scope);
  if (!connection) throw new NotFoundError(INTEGRATION_MESSAGES.notFound);
  const at = ports.clock.now().toISOString();
  const messageId = `msg_${ports.ids.next()}`;
  await ports.queue.enqueue(
    {
      messageId,
      target: 'slack',
      workspaceId: input.workspaceId,
      endpointId: connection.scope,
      eventType: SLACK_TEST_EVENT,
      body: JSON.stringify(slackTestMessage(connection.projectName)),
      attempt: 1,
      firstAttemptAt: at,
      dueAt: at,
    },
    0,
  );
  return { messageId };
}

export async function listSlackDeliveries(
  ports: WebhookPorts,
  input: { workspaceId: string; scope: string },
) {
  await requireIntegrations(ports, input.workspaceId);
  if (!(await ports.slack.getSlack(input.workspaceId, input.scope)))
    throw new NotFoundError(INTEGRATION_MESSAGES.notFound);
  return {
    deliveries: await ports.slack.listSlackDeliveries(
      input.workspaceId,
      input.scope,
      WEBHOOK_LIMITS.deliveryLogPage,
    ),
  };
}
