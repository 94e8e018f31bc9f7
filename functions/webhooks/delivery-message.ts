/**
 * One message of the delivery queue: one event (or test event) for one endpoint, one attempt. A retry is a new
 * message with the next attempt number and the same `messageId` (the receiver's `webhook-id`) and body.
 */
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
