/**
 * The webhooks' consumer of the domain events: each event an endpoint subscribes to becomes one delivery per
 * such endpoint of the event's workspace, on the delivery queue. A delivery is claimed per (endpoint, message)
 * first, so a redelivered stream batch queues nothing twice; a claim whose message could not be queued is
 * given back and the event fails (the stream hands it again).
 */
import type { DomainEvent } from '../../../shared/domain/domain-events';
import { slackMessageOf, SLACK_WORKSPACE_SCOPE } from '../../../shared/domain/slack';
import { planIncludes } from '../../../shared/domain/plan-features';
import { webhookEventTypeOf, webhookMessageId, webhookPayloadOf } from '../../../shared/domain/webhooks';
import type { DeliveryMessage } from '../delivery-message';
import type { WebhookPorts } from '../ports';

type FanOutPorts = Pick<WebhookPorts, 'store' | 'slack' | 'queue' | 'clock' | 'appUrl' | 'log'>;

/** Claims then queues one delivery; a claim whose message could not be queued is given back. */
async function queueOnce(ports: FanOutPorts, claimKey: string, message: DeliveryMessage): Promise<boolean> {
  if (!(await ports.store.claimDelivery(claimKey, message.messageId, message.firstAttemptAt))) return false;
  try {
    await ports.queue.enqueue(message, 0);
    return true;
  } catch (error) {
    await ports.store.releaseDelivery(claimKey, message.messageId);
    throw error;
  }
}

/** The event's Slack message to the workspace's channel and to its project's, once each. */
async function fanOutToSlack(ports: FanOutPorts, event: DomainEvent, at: string): Promise<number> {
  if (event.type === 'member_invited' || event.type === 'webhook_disabled') return 0;
  const message = slackMessageOf(event, ports.appUrl);
  if (!message) return 0;
  const scopes = [SLACK_WORKSPACE_SCOPE, event.projectId];
  const connections = (
    await Promise.all(scopes.map((scope) => ports.slack.getSlack(event.ownerId, scope)))
  ).filter((c) => c !== null);
  if (connections.length === 0) return 0;
  if (!planIncludes(await ports.store.workspacePlan(event.ownerId), 'integrations')) return 0;
  let queued = 0;
  for (const connection of connections) {
    const sent = await queueOnce(ports, `SLACK#${event.ownerId}#${connection.scope}`, {
      messageId: webhookMessageId(event.id),
      target: 'slack',
      workspaceId: event.ownerId,
      endpointId: connection.scope,
      eventType: event.type,
      body: JSON.stringify(message),
      attempt: 1,
      firstAttemptAt: at,
      dueAt: at,
    });
    if (sent) queued += 1;
  }
  return queued;
}

export async function fanOutEvent(ports: FanOutPorts, event: DomainEvent): Promise<{ queued: number }> {
  const at = ports.clock.now().toISOString();
  const slack = await fanOutToSlack(ports, event, at);
  return { queued: slack + (await fanOutToEndpoints(ports, event, at)) };
}

async function fanOutToEndpoints(ports: FanOutPorts, event: DomainEvent, at: string): Promise<number> {
  const type = webhookEventTypeOf(event.type);
  if (!type) return 0;
  const targets = (await ports.store.listEndpoints(event.ownerId)).filter(
    (endpoint) => endpoint.enabled && endpoint.events.includes(type),
  );
  if (targets.length === 0) return 0;
  // A workspace that left Pro keeps its endpoints, but nothing is sent to them.
  if (!planIncludes(await ports.store.workspacePlan(event.ownerId), 'integrations')) return 0;
  const payload = webhookPayloadOf(event, ports.appUrl);
  if (!payload) return 0;
  const body = JSON.stringify(payload);
  let queued = 0;
  for (const endpoint of targets) {
    const sent = await queueOnce(ports, endpoint.endpointId, {
      messageId: webhookMessageId(event.id),
      workspaceId: event.ownerId,
      endpointId: endpoint.endpointId,
      eventType: type,
      body,
      attempt: 1,
      firstAttemptAt: at,
      dueAt: at,
    });
    if (sent) queued += 1;
  }
  return queued;
}
