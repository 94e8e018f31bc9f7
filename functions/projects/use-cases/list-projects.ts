/** The caller's projects by filter (all = non-archived), newest first, one page at a time. */
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
  },
): Promise<ProjectListResponse> {
  return input.createdBy === undefined
    ? ports.projects.listProjects(input.userId, input.filter, input.limit, input.cursor)
    : ports.projects.listProjects(input.userId, input.filter, input.limit, input.cursor, input.createdBy);
}
