/**
 * The delivery worker's one attempt: sign (Standard Webhooks, the current secret and, during a rotation's
 * overlap, the previous one too), POST through the outbound guard with a timeout, log the attempt, count it
 * on the endpoint, and either schedule the next attempt (exponential backoff within 24 hours, the same
 * message id and body) or, after too many consecutive failures, disable the endpoint and mail the Admins
 * (an outbox event in the same transaction as the disabling).
 */
import { WEBHOOK_LIMITS, previousSecretActive } from '../../../shared/domain/webhooks';
import {
  MAX_QUEUE_DELAY_SECONDS,
  requeue,
  type DeliveryMessage,
  type DeliveryOutcome,
} from '../delivery-message';
import type { WebhookPorts } from '../ports';
import { attemptDelivery } from './attempt';
import { deliverSlack } from './slack';

export async function deliverWebhook(
  ports: Pick<WebhookPorts, 'store' | 'slack' | 'poster' | 'queue' | 'sender' | 'clock' | 'ids' | 'log'>,
  message: DeliveryMessage,
): Promise<DeliveryOutcome> {
  const now = ports.clock.now();
  const waitMs = Date.parse(message.dueAt) - now.getTime();
  if (waitMs > 1000) {
    // Longer than SQS delays a message: another hop on the queue.
    await ports.queue.enqueue(message, Math.min(Math.ceil(waitMs / 1000), MAX_QUEUE_DELAY_SECONDS));
    return 'deferred';
  }
  if (message.target === 'slack') return deliverSlack(ports, message);
  const endpoint = await ports.store.getEndpoint(message.workspaceId, message.endpointId);
  if (!endpoint || !endpoint.enabled) return 'dropped';

  const secrets = [
    endpoint.secret,
    ...(endpoint.previousSecret && previousSecretActive(endpoint.rotatedAt, now)
      ? [endpoint.previousSecret]
      : []),
  ];
  const { attempt, retry } = await attemptDelivery(message, now, () =>
    ports.sender.send(endpoint.url, {
      messageId: message.messageId,
      timestamp: now,
      body: message.body,
      secrets,
    }),
  );
  const { consecutiveFailures } = await ports.store.recordAttempt(endpoint, attempt);
  const { ok, status, error } = attempt;
  if (ok) return 'delivered';
  ports.log.warn('webhook attempt failed', {
    endpointId: endpoint.endpointId,
    messageId: message.messageId,
    attempt: message.attempt,
    status,
    error,
  });
  if (consecutiveFailures >= WEBHOOK_LIMITS.maxConsecutiveFailures) {
    await ports.store.disableForFailures(endpoint, consecutiveFailures, ports.ids.next(), now.toISOString());
    return 'disabled';
  }
  if (!retry) return 'failed';
  await requeue(ports.queue, message, retry);
  return 'retrying';
}
