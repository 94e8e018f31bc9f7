/**
 * Outgoing webhooks: a workspace's endpoints, the events they may subscribe to, the payload each domain event
 * becomes, and the delivery rules (Standard Webhooks: an id kept across retries, a timestamp, an HMAC
 * signature over both and the body; secrets `whsec_` + base64, rotated with an overlap in which both the old
 * and the new secret sign). One place: the server's use cases, the delivery worker and the Settings page read it.
 */
import * as z from 'zod/mini';
import type { DomainEvent, DomainEventType } from './domain-events';
import { projectLink } from './notification-texts';

/** Settings › Webhooks (linked from the mail that tells the Admins an endpoint was disabled). */
export const WEBHOOK_SETTINGS_LINK = '/Settings?section=webhooks';

/** The events an endpoint may choose, as they are named on the wire, and the domain event each one is. */
export const WEBHOOK_EVENTS = {
  'notes.submitted': 'notes_submitted',
  'reply.added': 'reply_added',
  'video.approved': 'video_approved',
  'project.approved': 'project_approved',
  'version.ready': 'version_ready',
  'import.failed': 'import_failed',
  'link.opened': 'link_opened',
} as const satisfies Record<string, DomainEventType>;
export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as [WebhookEventType, ...WebhookEventType[]];

/** The event 'Send test event' delivers (never subscribed to: every endpoint may receive it). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'notes.submitted': 'Notes submitted',
  'reply.added': 'Reply added',
  'video.approved': 'Video approved',
  'project.approved': 'Project approved',
  'version.ready': 'Version ready',
  'import.failed': 'Import failed',
  'link.opened': 'Link opened',
};

/** The wire name of a domain event, or null when no endpoint can subscribe to it. */
export function webhookEventTypeOf(type: DomainEventType): WebhookEventType | null {
  for (const name of WEBHOOK_EVENT_TYPES) if (WEBHOOK_EVENTS[name] === type) return name;
  return null;
}

export const WEBHOOK_LIMITS = {
  /** Endpoints per workspace. */
  maxEndpoints: 10,
  maxUrlLength: 2000,
  /** The receiver must answer within this (ms), else the attempt failed. */
  timeoutMs: 10_000,
  /** Consecutive failed attempts (any events) after which the endpoint is disabled and the Admins mailed. */
  maxConsecutiveFailures: 10,
  /** After a rotation the previous secret signs too, for this long (ms): receivers switch without a gap. */
  secretOverlapMs: 24 * 60 * 60 * 1000,
  /** Delivery log entries are kept this long (seconds, the item's TTL). */
  deliveryLogTtlSeconds: 30 * 24 * 60 * 60,
  /** Entries shown in the delivery log. */
  deliveryLogPage: 50,
  /** Random bytes of a secret (before base64). */
  secretBytes: 24,
  /** The part of a response body kept in the log. */
  responseExcerptChars: 300,
} as const;

/**
 * Seconds to wait before each retry after a failed attempt (exponential, ~23.6 h in all, inside the 24 hours
 * an event is retried): attempt 1 is immediate, attempt n+1 waits RETRY_DELAYS_SECONDS[n-1].
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 60, 300, 1800, 7200, 18000, 28800, 28800] as const;
/** An event is not retried once this long has passed since its first attempt. */
export const WEBHOOK_RETRY_WINDOW_SECONDS = 24 * 60 * 60;

/** The wait before attempt `nextAttempt` (2 = the first retry), or null when no attempt is left. */
export function retryDelaySeconds(nextAttempt: number): number | null {
  return WEBHOOK_RETRY_DELAYS_SECONDS[nextAttempt - 2] ?? null;
}

/** The secret's form (Standard Webhooks): `whsec_` then base64 of random bytes. */
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]+={0,2}$/;

/** A secret from random bytes (the caller supplies them: crypto lives outside shared/). */
export function webhookSecretOf(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `whsec_${btoa(binary)}`;
}

/** Is the previous secret still in its overlap window (it signs too)? */
export function previousSecretActive(rotatedAt: string | null | undefined, now: Date): boolean {
  if (!rotatedAt) return false;
  return now.getTime() - Date.parse(rotatedAt) < WEBHOOK_LIMITS.secretOverlapMs;
}

/** The message id of a domain event's deliveries: the same on every retry and for every endpoint. */
export function webhookMessageId(eventId: string): string {
  return `msg_${eventId}`;
}

export const WEBHOOK_DISABLED_REASONS = ['failures', 'manual'] as const;

export const webhookEndpointSchema = z.object({
  endpointId: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** Why it is off (absent while enabled). */
  disabledReason: z.optional(z.nullable(z.enum(WEBHOOK_DISABLED_REASONS))),
  consecutiveFailures: z.int(),
  /** The secret's first characters, to tell secrets apart (the whole one is shown on request). */
  secretPrefix: z.string(),
  /** Until when the previous secret signs too (null: no rotation in progress). */
  previousSecretUntil: z.nullable(z.string()),
  createdAt: z.string(),
  lastDeliveryAt: z.nullable(z.string()),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointSchema>;

export const webhookDeliverySchema = z.object({
  messageId: z.string(),
  eventType: z.string(),
  attempt: z.int(),
  /** HTTP status the receiver answered, null when it did not answer (timeout, refused address). */
  status: z.nullable(z.int()),
  ok: z.boolean(),
  durationMs: z.int(),
  /** Why an attempt failed without an answer (refused address, timeout, connection error). */
  error: z.nullable(z.string()),
  at: z.string(),
  /** When the next attempt is due (null: delivered, or no attempt left). */
  nextAttemptAt: z.nullable(z.string()),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliverySchema>;

/** The body POSTed to an endpoint (Standard Webhooks' recommended shape: type, timestamp, data). */
export interface WebhookPayload {
  type: WebhookEventType | typeof WEBHOOK_TEST_EVENT;
  timestamp: string;
  data: Record<string, unknown>;
}

/**
 * The payload of a domain event an endpoint subscribes to: what the event carries (names as they were at the
 * change), the workspace and an absolute link to the project page; never the internal owner field name.
 */
export function webhookPayloadOf(event: DomainEvent, appUrl: string): WebhookPayload | null {
  const type = webhookEventTypeOf(event.type);
  if (!type || event.type === 'member_invited' || event.type === 'webhook_disabled') return null;
  const { id: _id, at, type: _type, ownerId, ...rest } = event;
  return {
    type,
    timestamp: at,
    data: {
      eventId: event.id,
      workspaceId: ownerId,
      ...rest,
      projectUrl: new URL(projectLink(event.projectId), appUrl).toString(),
    },
  };
}

/** The test event's payload ('Send test event'). */
export function webhookTestPayload(input: {
  workspaceId: string;
  endpointId: string;
  at: string;
}): WebhookPayload {
  return {
    type: WEBHOOK_TEST_EVENT,
    timestamp: input.at,
    data: { workspaceId: input.workspaceId, endpointId: input.endpointId, message: 'This is a test event.' },
  };
}
