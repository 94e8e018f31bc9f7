/** The projects list filter (/Projects?filter=…): all (default), active, pending, approved, archived. */
import { PROJECTS_LIST_MESSAGES } from '../messages/projects-list-messages';
import type { ProjectStatus } from './status-values';

export const PROJECT_FILTERS = ['all', 'active', 'pending', 'approved', 'archived'] as const;
export type ProjectFilter = (typeof PROJECT_FILTERS)[number];

/** The filter named by a query value; anything unknown or missing is 'all'. */
export function parseProjectFilter(value: string | null | undefined): ProjectFilter {
  const found = PROJECT_FILTERS.find((f) => f === value);
  return found ?? 'all';
}

/** Filter 'all' keeps non-archived projects; every other filter keeps exactly that status. */
export function matchesProjectFilter(status: ProjectStatus, filter: ProjectFilter): boolean {
  return filter === 'all' ? status !== 'archived' : status === filter;
}

export function filterProjects<T extends { readonly status: ProjectStatus }>(
  projects: readonly T[],
  filter: ProjectFilter,
): T[] {
  return projects.filter((p) => matchesProjectFilter(p.status, filter));
}

/** The list heading for a filter. */
export function projectFilterHeading(filter: ProjectFilter): string {
  return PROJECTS_LIST_MESSAGES.headings[filter];
}
