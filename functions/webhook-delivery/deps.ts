/** Composition root of the webhook-delivery worker: the webhook ports from the environment, once per container. */
import { memoDeps, runtimePorts } from '../platform/runtime/runtime-ports';
import type { WebhookPorts } from '../webhooks';
import { webhookPortsFromEnv } from '../webhooks/adapters/webhook-ports-from-env';

export function buildWebhookDeliveryDeps(overrides: Partial<WebhookPorts> = {}): WebhookPorts {
  return { ...webhookPortsFromEnv(runtimePorts({}, 'webhook-delivery')), ...overrides };
}

export const webhookDeliveryDeps = memoDeps(() => buildWebhookDeliveryDeps());
