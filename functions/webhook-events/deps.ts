/** Composition root of the webhook-events Lambda: the webhook ports from the environment, once per container. */
import { memoDeps, runtimePorts } from '../platform/runtime/runtime-ports';
import type { WebhookPorts } from '../webhooks';
import { webhookPortsFromEnv } from '../webhooks/adapters/webhook-ports-from-env';

export function buildWebhookEventsDeps(overrides: Partial<WebhookPorts> = {}): WebhookPorts {
  return { ...webhookPortsFromEnv(runtimePorts({}, 'webhook-events')), ...overrides };
}

export const webhookEventsDeps = memoDeps(() => buildWebhookEventsDeps());
