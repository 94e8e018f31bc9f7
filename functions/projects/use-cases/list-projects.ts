/** The caller's projects by filter (all = non-archived), newest first, one page at a time; or a search of them. */
import type { ProjectListFilter, ProjectListResponse } from '../../../shared/api/endpoints/projects';
import type { EditorPorts } from '../ports';

export function listProjects(
  ports: Pick<EditorPorts, 'projects'>,
  input: {
    userId: string;
    filter: ProjectListFilter;
    limit: number;
    cursor?: string | undefined;
    /** The workspace's projects this member created ('mine'); absent: every project of the workspace. */
    createdBy?: string | undefined;
    /** A search text: only the projects whose name contains it (same filter, same 'mine'). */
    q?: string | undefined;
  },
): Promise<ProjectListResponse> {
  if (input.q !== undefined) {
    return ports.projects.searchProjects({
      userId: input.userId,
      filter: input.filter,
      limit: input.limit,
      cursor: input.cursor,
      q: input.q,
      createdBy: input.createdBy,
    });
  }
  return input.createdBy === undefined
    ? ports.projects.listProjects(input.userId, input.filter, input.limit, input.cursor)
    : ports.projects.listProjects(input.userId, input.filter, input.limit, input.cursor, input.createdBy);
}
