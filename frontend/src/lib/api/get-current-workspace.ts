/** GET /api/workspace: the current workspace, the caller's role in it, what that role may do, its plan. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCurrentWorkspace } from '../../../../shared/api/endpoints/workspaces';
import type { WorkspaceAction } from '../../../../shared/domain/workspace';
import { apiCall } from '../api-client';
import { queryKeyOf } from '../query-key';

export const fetchCurrentWorkspace = () => apiCall(getCurrentWorkspace);

export const currentWorkspaceQueryOptions = () =>
  queryOptions({ queryKey: queryKeyOf(getCurrentWorkspace), queryFn: fetchCurrentWorkspace });

export function useCurrentWorkspace() {
  return useQuery(currentWorkspaceQueryOptions());
}

/** Whether the caller's role here allows `action` (false while loading: controls appear once known). */
export function useMay(action: WorkspaceAction): boolean {
  const current = useCurrentWorkspace();
  return current.data?.permissions.includes(action) ?? false;
}
