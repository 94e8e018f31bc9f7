/**
 * After a change to videos or notes: re-derive the project status with the one shared rule and save it only
 * when it differs. The write is conditional on the status read, so a concurrent change makes it re-read.
 */
import { projectStatusChange } from '../../../shared/domain/project-status-rule';
import type { Project } from '../../../shared/domain/entities';
import { ConflictError, ERROR_CODES } from '../../../shared/errors/app-error';
import type { EditorPorts, ProjectTree } from './editor-ports';
import { projectNotFound } from './owned-project';

const ATTEMPTS = 4;

export async function reapplyStatusRule(
  ports: Pick<EditorPorts, 'projects' | 'clock'>,
  projectId: string,
): Promise<{ project: Project; tree: ProjectTree }> {
  for (let attempt = 1; ; attempt += 1) {
    const tree = await ports.projects.loadTree(projectId);
    if (!tree) throw projectNotFound();
    const next = projectStatusChange(tree.project.status, tree.videos, tree.notes);
    if (next === null || next === 'archived') return { project: tree.project, tree };
    try {
      const project = await ports.projects.setProjectStatus({
        project: tree.project,
        status: next,
        now: ports.clock.now().toISOString(),
      });
      return { project, tree: { ...tree, project } };
    } catch (error) {
      const retry =
        error instanceof ConflictError && error.code === ERROR_CODES.conflict && attempt < ATTEMPTS;
      if (!retry) throw error;
    }
  }
}
