/**
 * Settings › Webhooks (`editor-api`, caller `owner`): the current workspace's outgoing webhook endpoints, their
 * signing secrets, the test event and the delivery log. Pro ('Premium integrations'; 403 PLAN_REQUIRED with the
 * plan reason below it); Admins and the Owner (`manageIntegrations`).
 */
import * as z from 'zod/mini';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMITS,
  webhookDeliverySchema,
  webhookEndpointSchema,
} from '../../domain/webhooks';
import { SLACK_LIMITS, slackConnectionSchema } from '../../domain/slack';
import { defineEndpoint } from '../endpoint';
import { entityIdParam } from './projects';

const params = z.object({ endpointId: entityIdParam });
const url = z.string().check(z.trim(), z.minLength(1), z.maxLength(WEBHOOK_LIMITS.maxUrlLength));
const description = z.string().check(z.maxLength(200));
const events = z.array(z.enum(WEBHOOK_EVENT_TYPES)).check(z.maxLength(WEBHOOK_EVENT_TYPES.length));
const withSecret = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });

export const listWebhooks = defineEndpoint({
  id: 'listWebhooks',
  method: 'GET',
  path: '/api/webhooks',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageIntegrations',
  plan: 'pro',
  response: z.object({ endpoints: z.array(webhookEndpointSchema) }),
  summary: "Settings › Webhooks: the workspace's endpoints (secrets shown by their prefix only).",
});

export const createWebhook = defineEndpoint({
  id: 'createWebhook',
  method: 'POST',
  path: '/api/webhooks',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageIntegrations',
  plan: 'pro',
  body: z.object({ url, description: z.optional(description), events }),
  response: withSecret,
  successStatus: 201,
  summary:
    'Adds an endpoint for the chosen events; the URL must pass the outbound guard (https, a public address after DNS). Answers its new secret.',
});

export const updateWebhook = defineEndpoint({
  id: 'updateWebhook',
  method: 'PATCH',
  path: '/api/webhooks/{endpointId}',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageIntegrations',
  plan: 'pro',
  params,
  body: z.object({
    url: z.optional(url),
    description: z.optional(description),
    events: z.optional(events),
    enabled: z.optional(z.boolean()),
  }),
  response: z.object({ endpoint: webhookEndpointSchema }),
  summary: 'Changes an endpoint (URL checked again), or turns it off or back on (its failure count reset).',
});

export const deleteWebhook = defineEndpoint({
  id: 'deleteWebhook',
  method: 'DELETE',
  path: '/api/webhooks/{endpointId}',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageIntegrations',
  plan: 'pro',
  params,
  response: z.object({ deleted: z.literal(true) }),
  summary: 'Deletes an endpoint: nothing more is sent to it.',
});

export const rotateWebhookSecret = defineEndpoint({
  id: 'rotateWebhookSecret',
  method: 'POST',
  path: '/api/webhooks/{endpointId}/rotate-secret',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageIntegrations',
  plan: 'pro',
  params,
  response: withSecret,
  summary: 'A new signing secret; the previous one keeps signing too for 24 hours.',
});

export const revealWebhookSecret = defineEndpoint({
  id: 'revealWebhookSecret',
  method: 'GET',
  path: '/api/webhooks/{endpointId}/secret',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageIntegrations',
  plan: 'pro',
  params,
  response: z.object({ secret: z.string() }),
  summary: "The endpoint's current signing secret.",
});

export const sendWebhookTest = defineEndpoint({
  id: 'sendWebhookTest',
  method: 'POST',
  path: '/api/webhooks/{endpointId}/test',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageIntegrations',
  plan: 'pro',
  params,
  response: z.object({ messageId: z.string() }),
  successStatus: 202,
  summary:
    "'Send test event': queues a `webhook.test` delivery (signed, retried and logged like every event).",
});

export const listWebhookDeliveries = defineEndpoint({
  id: 'listWebhookDeliveries',
  method: 'GET',
  path: '/api/webhooks/{endpointId}/deliveries',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageIntegrations',
  plan: 'pro',
  params,
  response: z.object({ deliveries: z.array(webhookDeliverySchema) }),
  summary:
    'The delivery log: the latest attempts, newest first (status, response time, attempt; kept 30 days).',
});

/** Settings › Integrations: Slack, for the whole workspace (`workspace`) or one project (its id). */
const slackParams = z.object({ scope: entityIdParam });

export const listSlackConnections = defineEndpoint({
  id: 'listSlackConnections',
  method: 'GET',
  path: '/api/integrations/slack',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageIntegrations',
  plan: 'pro',
  response: z.object({ connections: z.array(slackConnectionSchema) }),
  summary: "Settings › Integrations: the workspace's Slack connections (the URLs shown by a hint only).",
});

export const connectSlack = defineEndpoint({
  id: 'connectSlack',
  method: 'PUT',
  path: '/api/integrations/slack/{scope}',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageIntegrations',
  plan: 'pro',
  params: slackParams,
  body: z.object({ url: z.string().check(z.trim(), z.minLength(1), z.maxLength(SLACK_LIMITS.maxUrlLength)) }),
  response: z.object({ connection: slackConnectionSchema }),
  summary:
    'Connects a Slack incoming webhook for the workspace (`workspace`) or one project: notes and approvals post to its channel.',
});

export const disconnectSlack = defineEndpoint({
  id: 'disconnectSlack',
  method: 'DELETE',
  path: '/api/integrations/slack/{scope}',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageIntegrations',
  plan: 'pro',
  params: slackParams,
  response: z.object({ disconnected: z.literal(true) }),
  summary: 'Disconnects Slack for the workspace or the project: nothing more is posted there.',
});

export const sendSlackTest = defineEndpoint({
  id: 'sendSlackTest',
  method: 'POST',
  path: '/api/integrations/slack/{scope}/test',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageIntegrations',
  plan: 'pro',
  params: slackParams,
  response: z.object({ messageId: z.string() }),
  successStatus: 202,
  summary:
    "'Send test message': queues a test message to the connection's channel (posted, retried and logged like every Slack message).",
});

export const listSlackDeliveries = defineEndpoint({
  id: 'listSlackDeliveries',
  method: 'GET',
  path: '/api/integrations/slack/{scope}/deliveries',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'manageIntegrations',
  plan: 'pro',
  params: slackParams,
  response: z.object({ deliveries: z.array(webhookDeliverySchema) }),
  summary:
    "A Slack connection's delivery log: the latest attempts, newest first (status, response time, attempt; kept 30 days).",
});

export const webhookEndpoints = [
  listSlackConnections,
  connectSlack,
  disconnectSlack,
  sendSlackTest,
  listSlackDeliveries,
  listWebhooks,
  createWebhook,
  updateWebhook,
  deleteWebhook,
  rotateWebhookSecret,
  revealWebhookSecret,
  sendWebhookTest,
  listWebhookDeliveries,
];
