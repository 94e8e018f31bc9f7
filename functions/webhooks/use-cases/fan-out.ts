/**
 * The webhooks' consumer of the domain events: each event an endpoint subscribes to becomes one delivery per
 * such endpoint of the event's workspace, on the delivery queue. A delivery is claimed per (endpoint, message)
 * first, so a redelivered stream batch queues nothing twice; a claim whose message could not be queued is
 * given back and the event fails (the stream hands it again).
 */
import type { DomainEvent } from '../../../shared/domain/domain-events';
import { planIncludes } from '../../../shared/domain/plan-features';
import { webhookEventTypeOf, webhookMessageId, webhookPayloadOf } from '../../../shared/domain/webhooks';
import type { WebhookPorts } from '../ports';

export async function fanOutEvent(
  ports: Pick<WebhookPorts, 'store' | 'queue' | 'clock' | 'appUrl' | 'log'>,
  event: DomainEvent,
): Promise<{ queued: number }> {
  const type = webhookEventTypeOf(event.type);
  if (!type) return { queued: 0 };
  const targets = (await ports.store.listEndpoints(event.ownerId)).filter(
    (endpoint) => endpoint.enabled && endpoint.events.includes(type),
  );
  if (targets.length === 0) return { queued: 0 };
  // A workspace that left Pro keeps its endpoints, but nothing is sent to them.
  if (!planIncludes(await ports.store.workspacePlan(event.ownerId), 'integrations')) return { queued: 0 };
  const payload = webhookPayloadOf(event, ports.appUrl);
  if (!payload) return { queued: 0 };
  const body = JSON.stringify(payload);
  const messageId = webhookMessageId(event.id);
  const at = ports.clock.now().toISOString();
  let queued = 0;
  for (const endpoint of targets) {
    if (!(await ports.store.claimDelivery(endpoint.endpointId, messageId, at))) continue;
    try {
      await ports.queue.enqueue(
        {
          messageId,
          workspaceId: event.ownerId,
          endpointId: endpoint.endpointId,
          eventType: type,
          body,
          attempt: 1,
          firstAttemptAt: at,
          dueAt: at,
        },
        0,
      );
      queued += 1;
    } catch (error) {
      await ports.store.releaseDelivery(endpoint.endpointId, messageId);
      throw error;
    }
  }
  return { queued };
}
