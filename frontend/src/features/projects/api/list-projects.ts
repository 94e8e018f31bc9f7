/** GET /api/projects?filter=…: the caller's projects for a filter (all = non-archived), newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listProjects } from '../../../../../shared/api/endpoints/projects';
import type { Project } from '../../../../../shared/domain/entities';
import { apiCall } from '../../../lib/api-client';
import type { ProjectFilter } from '../../../config/paths';
import { queryKeyOf } from '../../../lib/query-key';

/** Reads every page (the list is small: the plan caps active projects; archived ones page through). */
export async function fetchProjects(filter: ProjectFilter): Promise<Project[]> {
  const items: Project[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 20; page += 1) {
    const result = await apiCall(listProjects, {
      query: { filter, limit: 100, ...(cursor ? { cursor } : {}) },
    });
    items.push(...result.items);
    if (!result.nextCursor) break;
    cursor = result.nextCursor;
  }
  return items;
}

export const projectsQueryOptions = (filter: ProjectFilter) =>
  queryOptions({ queryKey: queryKeyOf(listProjects, filter), queryFn: () => fetchProjects(filter) });

export function useProjects(filter: ProjectFilter) {
  return useQuery(projectsQueryOptions(filter));
}
