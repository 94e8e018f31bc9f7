/**
 * After a change to videos or notes: the one status-rule runner (../status-rule.ts) on the project as stored
 * now; the project status is saved only when it differs, conditional on the status read.
 */
import type { Project } from '../../../shared/domain/entities';
import { runStatusRule } from './status-rule';
import type { EditorPorts, ProjectTree } from '../ports';
import { projectNotFound } from './owned-project';

const ATTEMPTS = 4;

export async function reapplyStatusRule(
  ports: Pick<EditorPorts, 'projects' | 'clock'>,
  projectId: string,
): Promise<{ project: Project; tree: ProjectTree }> {
  const outcome = await runStatusRule(
    { load: (id) => ports.projects.loadTree(id), save: (input) => ports.projects.setProjectStatus(input) },
    projectId,
    ports.clock.now().toISOString(),
    {
      attempts: ATTEMPTS,
      whenGone: () => {
        throw projectNotFound();
      },
    },
  );
  return { project: outcome.aggregate.project, tree: outcome.aggregate };
}
