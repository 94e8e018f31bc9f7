/** GET /api/projects/{projectId}/activity: the project's activity, newest first, a page at a time. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listProjectActivity } from '../../../../../shared/api/endpoints/activity';
import { apiCall } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-key';

export const fetchProjectActivity = (projectId: string, cursor: string | undefined) =>
  apiCall(listProjectActivity, { params: { projectId }, query: cursor ? { cursor } : {} });

export const projectActivityQueryOptions = (projectId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeyOf(listProjectActivity, projectId),
    queryFn: ({ pageParam }) => fetchProjectActivity(projectId, pageParam || undefined),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useProjectActivity(projectId: string) {
  return useInfiniteQuery(projectActivityQueryOptions(projectId));
}
