/**
 * The delivery worker's one attempt: sign (Standard Webhooks, the current secret and, during a rotation's
 * overlap, the previous one too), POST through the outbound guard with a timeout, log the attempt, count it
 * on the endpoint, and either schedule the next attempt (exponential backoff within 24 hours, the same
 * message id and body) or, after too many consecutive failures, disable the endpoint and mail the Admins
 * (an outbox event in the same transaction as the disabling).
 */
import {
  WEBHOOK_LIMITS,
  WEBHOOK_RETRY_WINDOW_SECONDS,
  previousSecretActive,
  retryDelaySeconds,
} from '../../../shared/domain/webhooks';
import { MAX_QUEUE_DELAY_SECONDS, type DeliveryMessage, type DeliveryOutcome } from '../delivery-message';
import type { WebhookPorts } from '../ports';
import { deliverSlack } from './slack';

function errorText(error: unknown): string {
  if (error instanceof Error)
    return error.name === 'OutboundRefusedError' ? error.message : `${error.name}: ${error.message}`;
  return String(error);
}

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
  const started = Date.now();
  let status: number | null = null;
  let error: string | null = null;
  let durationMs: number;
  try {
    const answer = await ports.sender.send(endpoint.url, {
      messageId: message.messageId,
      timestamp: now,
      body: message.body,
      secrets,
    });
    status = answer.status;
    durationMs = answer.durationMs;
  } catch (failure) {
    error = errorText(failure);
    durationMs = Date.now() - started;
  }
  const ok = status !== null && status >= 200 && status < 300;

  const delay = ok ? null : retryDelaySeconds(message.attempt + 1);
  const elapsedSeconds = (now.getTime() - Date.parse(message.firstAttemptAt)) / 1000;
  const nextAt =
    delay !== null && elapsedSeconds + delay <= WEBHOOK_RETRY_WINDOW_SECONDS
      ? new Date(now.getTime() + delay * 1000).toISOString()
      : null;

  const { consecutiveFailures } = await ports.store.recordAttempt(endpoint, {
    messageId: message.messageId,
    eventType: message.eventType,
    attempt: message.attempt,
    status,
    ok,
    durationMs,
    error,
    at: now.toISOString(),
    nextAttemptAt: nextAt,
  });
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
  if (!nextAt || delay === null) return 'failed';
  await ports.queue.enqueue(
    { ...message, attempt: message.attempt + 1, dueAt: nextAt },
    Math.min(delay, MAX_QUEUE_DELAY_SECONDS),
  );
  return 'retrying';
}
