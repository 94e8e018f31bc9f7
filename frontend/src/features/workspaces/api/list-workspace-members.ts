/** GET /api/workspace/members: the current workspace's members with their roles. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listWorkspaceMembers } from '../../../../../shared/api/endpoints/workspaces';
import { apiCall } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-key';

export const fetchWorkspaceMembers = () => apiCall(listWorkspaceMembers);

export const workspaceMembersQueryOptions = () =>
  queryOptions({ queryKey: queryKeyOf(listWorkspaceMembers), queryFn: fetchWorkspaceMembers });

export function useWorkspaceMembers() {
  return useQuery(workspaceMembersQueryOptions());
}
