/** GET /api/projects?filter=…: the caller's projects for a filter (all = non-archived), newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listProjects } from '../../../../../shared/api/endpoints/projects';
import type { Project } from '../../../../../shared/domain/entities';
import { apiCall } from '../../../lib/api-client';
import type { ProjectFilter } from '../../../config/paths';
import { queryKeyOf } from '../../../lib/query-key';

/** Reads every page (the list is small: the plan caps active projects; archived ones page through). */
export async function fetchProjects(filter: ProjectFilter, mine = false): Promise<Project[]> {
  const items: Project[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 20; page += 1) {
    const result = await apiCall(listProjects, {
      query: {
        filter,
        limit: 100,
        ...(mine ? { mine: 'true' as const } : {}),
        ...(cursor ? { cursor } : {}),
      },
    });
    items.push(...result.items);
    if (!result.nextCursor) break;
    cursor = result.nextCursor;
  }
  return items;
}

/** `mine`: only the projects the caller created in the current workspace (its own cache entry). */
export const projectsQueryOptions = (filter: ProjectFilter, mine = false) =>
  queryOptions({
    queryKey: mine ? queryKeyOf(listProjects, filter, 'mine') : queryKeyOf(listProjects, filter),
    queryFn: () => fetchProjects(filter, mine),
  });

export function useProjects(filter: ProjectFilter, mine = false) {
  return useQuery(projectsQueryOptions(filter, mine));
}
