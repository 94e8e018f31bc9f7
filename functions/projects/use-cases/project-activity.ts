/** A page of a project's activity (who did what), newest first, for every member who sees the project. */
import type { ProjectActivityPage } from '../../../shared/api/endpoints/activity';
import type { EditorPorts } from '../ports';

export function listProjectActivity(
  ports: Pick<EditorPorts, 'projects'>,
  input: { workspaceId: string; projectId: string; limit: number; cursor?: string | undefined },
): Promise<ProjectActivityPage> {
  return ports.projects.activityPage(input);
}
