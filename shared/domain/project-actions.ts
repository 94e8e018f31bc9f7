/** Which owner actions a project's status allows. */
import type { ProjectStatus } from './status-values';

/** Archived projects are read-only: no video edits, note toggles, new videos, renames or approval. */
export function isProjectReadOnly(status: ProjectStatus): boolean {
  return status === 'archived';
}

/** Approve Project is offered (and accepted) unless the project is already approved or archived. */
export function canApproveProject(status: ProjectStatus): boolean {
  return status !== 'approved' && status !== 'archived';
}

/** Only a non-archived project can be archived. */
export function canArchiveProject(status: ProjectStatus): boolean {
  return status !== 'archived';
}

/** Archived projects do not count toward the plan cap. */
export function countsTowardPlanCap(status: ProjectStatus): boolean {
  return status !== 'archived';
}
