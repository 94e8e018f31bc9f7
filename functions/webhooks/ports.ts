/** What the webhook use cases get their side effects through (the store, the delivery queue, the sender). */
import type { PlanLevel } from '../../shared/domain/status-values';
import type { WebhookEventType } from '../../shared/domain/webhooks';
import type { OutboundPolicy, OutboundResponse } from '../platform/http/outbound-guard';
import type { Clock, IdSource, Logger } from '../platform/ports';
import type { DeliveryMessage } from './delivery-message';

/** An endpoint as stored (the secrets included: the server signs with them). */
export interface StoredEndpoint {
  workspaceId: string;
  endpointId: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  disabledReason: 'failures' | 'manual' | null;
  consecutiveFailures: number;
  secret: string;
  previousSecret: string | null;
  rotatedAt: string | null;
  createdAt: string;
  createdBy: string;
  lastDeliveryAt: string | null;
}

export interface DeliveryAttempt {
  messageId: string;
  eventType: string;
  attempt: number;
  status: number | null;
  ok: boolean;
  durationMs: number;
  error: string | null;
  at: string;
  nextAttemptAt: string | null;
}

export interface EndpointChange {
  url?: string;
  description?: string;
  events?: WebhookEventType[];
  enabled?: boolean;
}

export interface WebhookStore {
  /** The plan in force of the workspace (its profile's). */
  workspacePlan(workspaceId: string): Promise<PlanLevel>;
  listEndpoints(workspaceId: string): Promise<StoredEndpoint[]>;
  getEndpoint(workspaceId: string, endpointId: string): Promise<StoredEndpoint | null>;
  /** Adds it unless the workspace already has `max` endpoints (a concurrent add cannot pass the cap). */
  createEndpoint(endpoint: StoredEndpoint, max: number): Promise<void>;
  updateEndpoint(workspaceId: string, endpointId: string, change: EndpointChange): Promise<StoredEndpoint>;
  rotateSecret(workspaceId: string, endpointId: string, secret: string, at: string): Promise<StoredEndpoint>;
  deleteEndpoint(workspaceId: string, endpointId: string): Promise<void>;
  /** Claims the one delivery of a message to an endpoint (false: claimed before, by a redelivered event). */
  claimDelivery(endpointId: string, messageId: string, at: string): Promise<boolean>;
  releaseDelivery(endpointId: string, messageId: string): Promise<void>;
  /**
   * Logs an attempt and counts it on the endpoint: a success resets the consecutive failures, a failure adds
   * one; the count after it is answered.
   */
  recordAttempt(endpoint: StoredEndpoint, attempt: DeliveryAttempt): Promise<{ consecutiveFailures: number }>;
  /**
   * Disables the endpoint for its failures and stores the event that mails the Admins, in one transaction;
   * false when it was off already (another worker disabled it).
   */
  disableForFailures(
    endpoint: StoredEndpoint,
    failures: number,
    eventId: string,
    at: string,
  ): Promise<boolean>;
  listDeliveries(endpointId: string, limit: number): Promise<DeliveryAttempt[]>;
}

/** A Slack connection as stored (its URL is a secret: whoever has it posts to the channel). */
export interface StoredSlackConnection {
  workspaceId: string;
  /** `workspace` or a project id. */
  scope: string;
  url: string;
  projectName: string | null;
  connectedAt: string;
}

export interface SlackStore {
  listSlack(workspaceId: string): Promise<StoredSlackConnection[]>;
  getSlack(workspaceId: string, scope: string): Promise<StoredSlackConnection | null>;
  putSlack(connection: StoredSlackConnection): Promise<void>;
  deleteSlack(workspaceId: string, scope: string): Promise<void>;
  /** A project's name when it belongs to the workspace (a project's `userId` is its workspace), else null. */
  projectNameIn(workspaceId: string, projectId: string): Promise<string | null>;
  /** Logs one attempt in the connection's delivery log (the webhooks' log, its own partition). */
  recordSlackAttempt(workspaceId: string, scope: string, attempt: DeliveryAttempt): Promise<void>;
  listSlackDeliveries(workspaceId: string, scope: string, limit: number): Promise<DeliveryAttempt[]>;
}

export interface DeliveryQueue {
  enqueue(message: DeliveryMessage, delaySeconds: number): Promise<void>;
}

/** POSTs one signed request; throws OutboundRefusedError or a network error when there is no answer. */
export interface WebhookSender {
  send(
    url: string,
    request: { messageId: string; timestamp: Date; body: string; secrets: string[] },
  ): Promise<OutboundResponse>;
}

/** POSTs a JSON body through the outbound guard (Slack's incoming webhooks: no signature). */
export interface JsonPoster {
  post(url: string, body: string): Promise<OutboundResponse>;
}

export interface WebhookPorts {
  store: WebhookStore;
  slack: SlackStore;
  poster: JsonPoster;
  queue: DeliveryQueue;
  sender: WebhookSender;
  clock: Clock;
  ids: IdSource;
  log: Logger;
  /** A new `whsec_` secret. */
  newSecret: () => string;
  /** The guard's policy when a URL is saved (and the sender's when it is sent). */
  outbound: OutboundPolicy;
  appUrl: string;
}
