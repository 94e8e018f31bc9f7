/**
 * Settings › Webhooks' routes (shared/api/endpoints/webhooks.ts): each one an owner route of the serving
 * Lambda (functions/platform/http/owner-route.ts), then one webhook use case in the current workspace.
 */
import {
  connectSlack as connectSlackEndpoint,
  disconnectSlack as disconnectSlackEndpoint,
  listSlackConnections as listSlackConnectionsEndpoint,
  listSlackDeliveries as listSlackDeliveriesEndpoint,
  sendSlackTest as sendSlackTestEndpoint,
  createWebhook as createWebhookEndpoint,
  deleteWebhook as deleteWebhookEndpoint,
  listWebhookDeliveries as listWebhookDeliveriesEndpoint,
  listWebhooks as listWebhooksEndpoint,
  revealWebhookSecret as revealWebhookSecretEndpoint,
  rotateWebhookSecret as rotateWebhookSecretEndpoint,
  sendWebhookTest as sendWebhookTestEndpoint,
  updateWebhook as updateWebhookEndpoint,
} from '../../shared/api/endpoints/webhooks';
import type { OwnerRouteFactory } from '../platform/http/owner-route';
import type { Route } from '../platform/http/route';
import {
  connectSlack,
  createWebhook,
  deleteWebhook,
  disconnectSlack,
  listSlack,
  listSlackDeliveries,
  listWebhookDeliveries,
  listWebhooks,
  revealWebhookSecret,
  rotateWebhookSecret,
  sendSlackTest,
  sendWebhookTest,
  updateWebhook,
} from './index';
import type { WebhookPorts } from './ports';

export function webhookRoutes<D extends { webhooks: () => WebhookPorts }>(
  ownerRoute: OwnerRouteFactory<D>,
): Route<D>[] {
  const one = (caller: { workspaceId: string }, req: { params: { endpointId: string } }) => ({
    workspaceId: caller.workspaceId,
    endpointId: req.params.endpointId,
  });
  const slackOne = (caller: { workspaceId: string }, req: { params: { scope: string } }) => ({
    workspaceId: caller.workspaceId,
    scope: req.params.scope,
  });
  return [
    ownerRoute(listWebhooksEndpoint, (caller, _req, deps) =>
      listWebhooks(deps.webhooks(), { workspaceId: caller.workspaceId }),
    ),
    ownerRoute(createWebhookEndpoint, (caller, req, deps) =>
      createWebhook(deps.webhooks(), {
        workspaceId: caller.workspaceId,
        userId: caller.userId,
        url: req.body.url,
        description: req.body.description ?? '',
        events: req.body.events,
      }),
    ),
    ownerRoute(updateWebhookEndpoint, (caller, req, deps) =>
      updateWebhook(deps.webhooks(), { ...one(caller, req), ...req.body }),
    ),
    ownerRoute(deleteWebhookEndpoint, (caller, req, deps) =>
      deleteWebhook(deps.webhooks(), one(caller, req)),
    ),
    ownerRoute(rotateWebhookSecretEndpoint, (caller, req, deps) =>
      rotateWebhookSecret(deps.webhooks(), one(caller, req)),
    ),
    ownerRoute(revealWebhookSecretEndpoint, (caller, req, deps) =>
      revealWebhookSecret(deps.webhooks(), one(caller, req)),
    ),
    ownerRoute(sendWebhookTestEndpoint, (caller, req, deps) =>
      sendWebhookTest(deps.webhooks(), one(caller, req)),
    ),
    ownerRoute(listWebhookDeliveriesEndpoint, (caller, req, deps) =>
      listWebhookDeliveries(deps.webhooks(), one(caller, req)),
    ),
    ownerRoute(listSlackConnectionsEndpoint, (caller, _req, deps) =>
      listSlack(deps.webhooks(), { workspaceId: caller.workspaceId }),
    ),
    ownerRoute(connectSlackEndpoint, (caller, req, deps) =>
      connectSlack(deps.webhooks(), {
        workspaceId: caller.workspaceId,
        scope: req.params.scope,
        url: req.body.url,
      }),
    ),
    ownerRoute(disconnectSlackEndpoint, (caller, req, deps) =>
      disconnectSlack(deps.webhooks(), slackOne(caller, req)),
    ),
    ownerRoute(sendSlackTestEndpoint, (caller, req, deps) =>
      sendSlackTest(deps.webhooks(), slackOne(caller, req)),
    ),
    ownerRoute(listSlackDeliveriesEndpoint, (caller, req, deps) =>
      listSlackDeliveries(deps.webhooks(), slackOne(caller, req)),
    ),
  ];
}
