/** GET /api/projects?filter=…: the caller's projects for a filter (all = non-archived), newest first. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
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
): Promise<ProjectsPage> {
  return apiCall(listProjects, {
    query: {
      filter,
      limit: PROJECTS_PAGE_SIZE,
      ...mineQuery(mine),
      ...(cursor ? { cursor } : {}),
    },
  });
}

/** `mine`: only the projects the caller created in the current workspace (its own cache entry). */
export const projectsQueryOptions = (filter: ProjectFilter, mine = false) =>
  infiniteQueryOptions({
    queryKey: mine ? queryKeyOf(listProjects, filter, 'mine') : queryKeyOf(listProjects, filter),
    queryFn: ({ pageParam }) => fetchProjectsPage(filter, mine, pageParam || undefined),
    initialPageParam: '',
    getNextPageParam: (last: ProjectsPage) => last.nextCursor ?? undefined,
  });

/** The pages read so far, flattened, and the way to read the next one ('Load more'). */
export function useProjects(filter: ProjectFilter, mine = false) {
  const query = useInfiniteQuery(projectsQueryOptions(filter, mine));
  return { ...query, items: query.data?.pages.flatMap((p) => p.items) ?? [] };
}
