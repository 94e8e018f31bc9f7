/**
 * Settings › Webhooks: a workspace's endpoints (Pro; Admins and the Owner, by the route's action). A URL is
 * checked by THE outbound guard when it is saved (and again by the sender each time it is sent).
 */
import { planFeatureReason, planIncludes } from '../../../shared/domain/plan-features';
import {
  WEBHOOK_LIMITS,
  previousSecretActive,
  webhookTestPayload,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookEventType,
} from '../../../shared/domain/webhooks';
import { NotFoundError, PlanRequiredError, ValidationError } from '../../../shared/errors/app-error';
import { WEBHOOK_MESSAGES } from '../../../shared/messages/webhook-messages';
import { checkOutboundUrl, OutboundRefusedError } from '../../platform/http/outbound-guard';
import type { StoredEndpoint, WebhookPorts } from '../ports';

/** The plan rule of every webhook route: Pro's 'Premium integrations'. */
export async function requireIntegrations(ports: Pick<WebhookPorts, 'store'>, workspaceId: string) {
  if (!planIncludes(await ports.store.workspacePlan(workspaceId), 'integrations'))
    throw new PlanRequiredError(planFeatureReason('integrations'));
}

async function guardedUrl(ports: WebhookPorts, url: string): Promise<string> {
  try {
    return (await checkOutboundUrl(url, ports.outbound)).toString();
  } catch (error) {
    if (error instanceof OutboundRefusedError)
      throw new ValidationError(WEBHOOK_MESSAGES.urlRefused(error.message), { url: error.message });
    throw error;
  }
}

function eventsOf(events: WebhookEventType[]): WebhookEventType[] {
  const unique = [...new Set(events)];
  if (unique.length === 0) throw new ValidationError(WEBHOOK_MESSAGES.chooseEvent, { events: 'required' });
  return unique;
}

export function endpointView(endpoint: StoredEndpoint, now: Date): WebhookEndpointView {
  const overlap = previousSecretActive(endpoint.rotatedAt, now) && endpoint.rotatedAt;
  return {
    endpointId: endpoint.endpointId,
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason,
    consecutiveFailures: endpoint.consecutiveFailures,
    secretPrefix: endpoint.secret.slice(0, 12),
    previousSecretUntil: overlap
      ? new Date(Date.parse(overlap) + WEBHOOK_LIMITS.secretOverlapMs).toISOString()
      : null,
    createdAt: endpoint.createdAt,
    lastDeliveryAt: endpoint.lastDeliveryAt,
  };
}

async function existing(ports: WebhookPorts, workspaceId: string, endpointId: string) {
  const endpoint = await ports.store.getEndpoint(workspaceId, endpointId);
  if (!endpoint) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
  return endpoint;
}

export async function listWebhooks(ports: WebhookPorts, input: { workspaceId: string }) {
  await requireIntegrations(ports, input.workspaceId);
  const now = ports.clock.now();
  const endpoints = await ports.store.listEndpoints(input.workspaceId);
  return { endpoints: endpoints.map((e) => endpointView(e, now)) };
}

export async function createWebhook(
  ports: WebhookPorts,
  input: {
    workspaceId: string;
    userId: string;
    url: string;
    description: string;
    events: WebhookEventType[];
  },
) {
  await requireIntegrations(ports, input.workspaceId);
  const url = await guardedUrl(ports, input.url);
  const now = ports.clock.now();
  const endpoint: StoredEndpoint = {
    workspaceId: input.workspaceId,
    endpointId: ports.ids.next(),
    url,
    description: input.description.trim(),
    events: eventsOf(input.events),
    enabled: true,
    disabledReason: null,
    consecutiveFailures: 0,
    secret: ports.newSecret(),
    previousSecret: null,
    rotatedAt: null,
    createdAt: now.toISOString(),
    createdBy: input.userId,
    lastDeliveryAt: null,
  };
  await ports.store.createEndpoint(endpoint, WEBHOOK_LIMITS.maxEndpoints);
  return { endpoint: endpointView(endpoint, now), secret: endpoint.secret };
}

export async function updateWebhook(
  ports: WebhookPorts,
  input: {
    workspaceId: string;
    endpointId: string;
    url?: string | undefined;
    description?: string | undefined;
    events?: WebhookEventType[] | undefined;
    enabled?: boolean | undefined;
  },
) {
  await requireIntegrations(ports, input.workspaceId);
  const updated = await ports.store.updateEndpoint(input.workspaceId, input.endpointId, {
    ...(input.url !== undefined ? { url: await guardedUrl(ports, input.url) } : {}),
    ...(input.description !== undefined ? { description: input.description.trim() } : {}),
    ...(input.events !== undefined ? { events: eventsOf(input.events) } : {}),
    ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
  });
  return { endpoint: endpointView(updated, ports.clock.now()) };
}

export async function deleteWebhook(ports: WebhookPorts, input: { workspaceId: string; endpointId: string }) {
  await requireIntegrations(ports, input.workspaceId);
  await ports.store.deleteEndpoint(input.workspaceId, input.endpointId);
  return { deleted: true as const };
}

/** A new secret; the previous one keeps signing for the overlap window, so receivers switch without a gap. */
export async function rotateWebhookSecret(
  ports: WebhookPorts,
  input: { workspaceId: string; endpointId: string },
) {
  await requireIntegrations(ports, input.workspaceId);
  const now = ports.clock.now();
  const rotated = await ports.store.rotateSecret(
    input.workspaceId,
    input.endpointId,
    ports.newSecret(),
    now.toISOString(),
  );
  return { endpoint: endpointView(rotated, now), secret: rotated.secret };
}

export async function revealWebhookSecret(
  ports: WebhookPorts,
  input: { workspaceId: string; endpointId: string },
) {
  await requireIntegrations(ports, input.workspaceId);
  return { secret: (await existing(ports, input.workspaceId, input.endpointId)).secret };
}

/** 'Send test event': one delivery of `webhook.test` through the same queue, signer and log as every event. */
export async function sendWebhookTest(
  ports: WebhookPorts,
  input: { workspaceId: string; endpointId: string },
) {
  await requireIntegrations(ports, input.workspaceId);
  const endpoint = await existing(ports, input.workspaceId, input.endpointId);
  const at = ports.clock.now().toISOString();
  const messageId = `msg_${ports.ids.next()}`;
  const payload = webhookTestPayload({ workspaceId: input.workspaceId, endpointId: endpoint.endpointId, at });
  await ports.queue.enqueue(
    {
      messageId,
      workspaceId: input.workspaceId,
      endpointId: endpoint.endpointId,
      eventType: payload.type,
      body: JSON.stringify(payload),
      attempt: 1,
      firstAttemptAt: at,
      dueAt: at,
    },
    0,
  );
  return { messageId };
}

export async function listWebhookDeliveries(
  ports: WebhookPorts,
  input: { workspaceId: string; endpointId: string },
): Promise<{ deliveries: WebhookDeliveryView[] }> {
  await requireIntegrations(ports, input.workspaceId);
  await existing(ports, input.workspaceId, input.endpointId);
  return { deliveries: await ports.store.listDeliveries(input.endpointId, WEBHOOK_LIMITS.deliveryLogPage) };
}
