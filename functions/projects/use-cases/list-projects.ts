/** The caller's projects by filter (all = non-archived), newest first, one page at a time. */
import type { ProjectListFilter, ProjectListResponse } from '../../../shared/api/endpoints/projects';
import type { EditorPorts } from '../ports';

export function listProjects(
  ports: Pick<EditorPorts, 'projects'>,
  input: { userId: string; filter: ProjectListFilter; limit: number; cursor?: string | undefined },
): Promise<ProjectListResponse> {
  return ports.projects.listProjects(input.userId, input.filter, input.limit, input.cursor);
}
