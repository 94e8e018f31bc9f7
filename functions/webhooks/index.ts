/** Outgoing webhooks: the endpoints of Settings › Webhooks, the events' fan-out and the delivery worker. */
export { type DeliveryMessage, deliveryMessageSchema } from './delivery-message';
export { type WebhookPorts, type WebhookStore } from './ports';
export {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  requireIntegrations,
  revealWebhookSecret,
  rotateWebhookSecret,
  sendWebhookTest,
  updateWebhook,
} from './use-cases/endpoints';
export { fanOutEvent } from './use-cases/fan-out';
export { deliverWebhook, type DeliveryOutcome } from './use-cases/deliver';
