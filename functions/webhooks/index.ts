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
export { deliverWebhook } from './use-cases/deliver';
export {
  connectSlack,
  disconnectSlack,
  listSlack,
  listSlackDeliveries,
  sendSlackTest,
} from './use-cases/slack';
export { type DeliveryOutcome } from './delivery-message';
