/**
 * Settings › Webhooks' endpoints: the workspace's endpoints, their changes, the secret, the test event and
 * the delivery log (polled while shown: the worker writes it after the request); Settings › Integrations'
 * Slack connections, their test message and delivery log.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endpoint, EndpointRequest } from '../../../../../shared/api/endpoint';
import { listProjects } from '../../../../../shared/api/endpoints/projects';
import {
  connectSlack,
  createWebhook,
  deleteWebhook,
  disconnectSlack,
  listSlackConnections,
  listSlackDeliveries,
  listWebhookDeliveries,
  listWebhooks,
  revealWebhookSecret,
  rotateWebhookSecret,
  sendSlackTest,
  sendWebhookTest,
  updateWebhook,
} from '../../../../../shared/api/endpoints/webhooks';
import { getCurrentWorkspace } from '../../../../../shared/api/endpoints/workspaces';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';
import { queryKeyOf } from '../../../lib/query-key';

/**
 * The current workspace (the same cached read as the workspace switcher's): whether the caller's role may
 * manage integrations, and the plan that decides whether they are included.
 */
export function useIntegrationsAccess() {
  const current = useQuery({
    queryKey: queryKeyOf(getCurrentWorkspace),
    queryFn: () => apiCall(getCurrentWorkspace),
  });
  if (!current.data) return null;
  return {
    may: current.data.permissions.includes('manageIntegrations'),
    planLevel: current.data.planLevel,
  };
}

/** How often the delivery log is read again while it is open (ms). */
const DELIVERY_LOG_REFRESH_MS = 3000;

export const fetchWebhooks = () => apiCall(listWebhooks);

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: queryKeyOf(listWebhooks), queryFn: fetchWebhooks, retry: false });

export function useWebhooks(enabled: boolean) {
  return useQuery({ ...webhooksQueryOptions(), enabled });
}

export const fetchWebhookDeliveries = (endpointId: string) =>
  apiCall(listWebhookDeliveries, { params: { endpointId } });

export const webhookDeliveriesQueryOptions = (endpointId: string) =>
  queryOptions({
    queryKey: queryKeyOf(listWebhookDeliveries, endpointId),
    queryFn: () => fetchWebhookDeliveries(endpointId),
    refetchInterval: DELIVERY_LOG_REFRESH_MS,
  });

export function useWebhookDeliveries(endpointId: string) {
  return useQuery(webhookDeliveriesQueryOptions(endpointId));
}

function useWebhookChange<E extends Endpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: EndpointRequest<E>) => apiCall(endpoint, request),
    onSuccess: () => invalidateAfter(queryClient, endpoint),
  });
}

export const useCreateWebhook = () => useWebhookChange(createWebhook);
export const useUpdateWebhook = () => useWebhookChange(updateWebhook);
export const useDeleteWebhook = () => useWebhookChange(deleteWebhook);
export const useRotateWebhookSecret = () => useWebhookChange(rotateWebhookSecret);
export const useRevealWebhookSecret = () => useWebhookChange(revealWebhookSecret);
export const useSendWebhookTest = () => useWebhookChange(sendWebhookTest);

// ---- Settings › Integrations (Slack) ------------------------------------------------------------------

export const fetchSlackConnections = () => apiCall(listSlackConnections);

export function useSlackConnections(enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(listSlackConnections),
    queryFn: fetchSlackConnections,
    retry: false,
    enabled,
  });
}

/** The workspace's live projects (the first page), to choose one for its own Slack channel. */
export function useProjectChoices(enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(listProjects, 'all', 'choices'),
    queryFn: () => apiCall(listProjects, { query: { filter: 'all' } }),
    enabled,
  });
}

export const useConnectSlack = () => useWebhookChange(connectSlack);
export const useDisconnectSlack = () => useWebhookChange(disconnectSlack);
export const useSendSlackTest = () => useWebhookChange(sendSlackTest);

/** A Slack connection's delivery log (polled while shown, as an endpoint's: the worker writes it). */
export function useSlackDeliveries(scope: string) {
  return useQuery({
    queryKey: queryKeyOf(listSlackDeliveries, scope),
    queryFn: () => apiCall(listSlackDeliveries, { params: { scope } }),
    refetchInterval: DELIVERY_LOG_REFRESH_MS,
  });
}
