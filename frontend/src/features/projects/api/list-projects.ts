/**
 * GET /api/projects?filter=…: the caller's projects for a filter (all = non-archived), newest first; with `q`,
 * only those whose name contains it.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listProjects } from '../../../../../shared/api/endpoints/projects';
import type { Project } from '../../../../../shared/domain/entities';
import { apiCall } from '../../../lib/api-client';
import type { ProjectFilter } from '../../../config/paths';
import { queryKeyOf } from '../../../lib/query-key';
import { mineQuery } from '../../../../../shared/domain/mine-filter';

/** One page of the list; a workspace may hold thousands of projects, so the next page is read on demand. */
export const PROJECTS_PAGE_SIZE = 48;

export interface ProjectsPage {
  items: Project[];
  nextCursor: string | null;
}

export function fetchProjectsPage(
  filter: ProjectFilter,
  mine: boolean,
  cursor: string | undefined,
  q = '',
): Promise<ProjectsPage> {
  return apiCall(listProjects, {
    query: {
      filter,
      limit: PROJECTS_PAGE_SIZE,
      ...mineQuery(mine),
      ...(q ? { q } : {}),
      ...(cursor ? { cursor } : {}),
    },
  });
}

/**
 * `mine`: only the projects the caller created in the current workspace; `q`: a search (trimmed; '' none).
 * Each is its own cache entry under the list's key, so what invalidates the list invalidates them too.
 */
export const projectsQueryOptions = (filter: ProjectFilter, mine = false, q = '') =>
  infiniteQueryOptions({
    queryKey: queryKeyOf(listProjects, filter, ...(mine ? ['mine'] : []), ...(q ? ['q', q] : [])),
    queryFn: ({ pageParam }) => fetchProjectsPage(filter, mine, pageParam || undefined, q),
    initialPageParam: '',
    getNextPageParam: (last: ProjectsPage) => last.nextCursor ?? undefined,
  });

/**
 * The pages read so far, flattened, and the way to read the next one ('Load more'). A search reads a bounded
 * part of the list per request, so its first pages may hold no match yet: while nothing was found and more
 * remains, the next page is read at once (`stillLooking`) rather than showing an empty result.
 */
export function useProjects(filter: ProjectFilter, mine = false, q = '') {
  const query = useInfiniteQuery(projectsQueryOptions(filter, mine, q));
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const stillLooking = query.isSuccess && items.length === 0 && query.hasNextPage;
  const { fetchNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  useEffect(() => {
    if (stillLooking && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [stillLooking, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  return { ...query, items, stillLooking };
}
