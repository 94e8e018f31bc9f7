/**
 * One message of the delivery queue: one event (or test event) for one endpoint, one attempt. A retry is a new
 * message with the next attempt number and the same `messageId` (the receiver's `webhook-id`) and body.
 */
import { retryDelaySeconds, WEBHOOK_RETRY_WINDOW_SECONDS } from '../../shared/domain/webhooks';
import * as z from '../platform/zod';

export const deliveryMessageSchema = z.object({
  messageId: z.string().check(z.minLength(1)),
  /** Where it goes: a webhook endpoint (signed, logged) or a Slack connection (`endpointId` is its scope). */
  target: z.optional(z.enum(['endpoint', 'slack'])),
  workspaceId: z.string().check(z.minLength(1)),
  endpointId: z.string().check(z.minLength(1)),
  eventType: z.string().check(z.minLength(1)),
  /** The JSON body, the same bytes on every attempt. */
  body: z.string(),
  attempt: z.int().check(z.positive()),
  firstAttemptAt: z.string(),
  /** Not sent before this (SQS delays at most 15 minutes: a longer wait is several hops). */
  dueAt: z.string(),
});
export type DeliveryMessage = z.infer<typeof deliveryMessageSchema>;

/** SQS's longest delay of a message (seconds). */
export const MAX_QUEUE_DELAY_SECONDS = 900;

/** What one delivery attempt came to. */
export type DeliveryOutcome = 'delivered' | 'failed' | 'retrying' | 'deferred' | 'dropped' | 'disabled';

/**
 * When a failed attempt is tried again (the webhooks' backoff, within 24 hours of the first attempt), or
 * null when no attempt is left: the same rule for endpoints and Slack.
 */
export function retryOf(message: DeliveryMessage, now: Date): { delaySeconds: number; at: string } | null {
  const delaySeconds = retryDelaySeconds(message.attempt + 1);
  const elapsed = (now.getTime() - Date.parse(message.firstAttemptAt)) / 1000;
  if (delaySeconds === null || elapsed + delaySeconds > WEBHOOK_RETRY_WINDOW_SECONDS) return null;
  return { delaySeconds, at: new Date(now.getTime() + delaySeconds * 1000).toISOString() };
}

/** Queues the next attempt of a message: the same id and body, the next attempt number. */
export function requeue(
  queue: { enqueue(message: DeliveryMessage, delaySeconds: number): Promise<void> },
  message: DeliveryMessage,
  retry: { delaySeconds: number; at: string },
): Promise<void> {
  return queue.enqueue(
    { ...message, attempt: message.attempt + 1, dueAt: retry.at },
    Math.min(retry.delaySeconds, MAX_QUEUE_DELAY_SECONDS),
  );
}
