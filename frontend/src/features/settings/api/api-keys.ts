/** Settings › API's endpoints: the workspace's keys, a new key (its secret in that answer only), revoking. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointRequest } from '../../../../../shared/api/endpoint';
import { createApiKey, listApiKeys, revokeApiKey } from '../../../../../shared/api/endpoints/api-keys';
import { getCurrentWorkspace } from '../../../../../shared/api/endpoints/workspaces';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';
import { queryKeyOf } from '../../../lib/query-key';

/** The current workspace (its plan and the caller's permissions), on the same cache key as the switcher's. */
export function useWorkspaceAccess() {
  return useQuery({ queryKey: queryKeyOf(getCurrentWorkspace), queryFn: () => apiCall(getCurrentWorkspace) });
}

export const fetchApiKeys = () => apiCall(listApiKeys);

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: queryKeyOf(listApiKeys), queryFn: fetchApiKeys });

/** Read only where the caller may manage keys on a plan that has them (`enabled`). */
export function useApiKeys(enabled: boolean) {
  return useQuery({ ...apiKeysQueryOptions(), enabled });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: EndpointRequest<typeof createApiKey>) => apiCall(createApiKey, request),
    onSuccess: () => invalidateAfter(queryClient, createApiKey),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => apiCall(revokeApiKey, { params: { keyId } }),
    onSuccess: () => invalidateAfter(queryClient, revokeApiKey),
  });
}
