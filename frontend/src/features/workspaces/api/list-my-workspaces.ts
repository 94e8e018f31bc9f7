/** GET /api/workspaces: the workspaces the caller belongs to, with the caller's role in each (the switcher). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listMyWorkspaces } from '../../../../../shared/api/endpoints/workspaces';
import { apiCall } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-key';

export const fetchMyWorkspaces = () => apiCall(listMyWorkspaces);

export const myWorkspacesQueryOptions = () =>
  queryOptions({ queryKey: queryKeyOf(listMyWorkspaces), queryFn: fetchMyWorkspaces });

export function useMyWorkspaces() {
  return useQuery(myWorkspacesQueryOptions());
}
