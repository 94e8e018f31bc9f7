/**
 * Loading a project on behalf of its owner: a project that does not exist and another user's project are
 * the same 404 (nothing about the other user's data leaks), and archived projects refuse mutations.
 */
import { isProjectReadOnly } from '../../../shared/domain/project-actions';
import type { Project } from '../../../shared/domain/entities';
import { ConflictError, ERROR_CODES, NotFoundError } from '../../../shared/errors/app-error';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';
import type { ProjectTree, ProjectsRepository } from '../ports';

export const projectNotFound = () => new NotFoundError(PROJECT_MESSAGES.accessDeniedBody);
export const archivedProject = () => new ConflictError(COMMON_MESSAGES.archivedProject, ERROR_CODES.archived);

/** The whole project if it exists and belongs to `userId`; 404 otherwise. */
export async function loadOwnedTree(
  projects: Pick<ProjectsRepository, 'loadTree'>,
  userId: string,
  projectId: string,
): Promise<ProjectTree> {
  const tree = await projects.loadTree(projectId);
  if (!tree || tree.project.userId !== userId) throw projectNotFound();
  return tree;
}

/** 409 'Cannot modify archived projects.' for an archived project. */
export function assertMutable(project: Project): void {
  if (isProjectReadOnly(project.status)) throw archivedProject();
}

/** {@link loadOwnedTree}, refusing an archived project. */
export async function loadMutableTree(
  projects: Pick<ProjectsRepository, 'loadTree'>,
  userId: string,
  projectId: string,
): Promise<ProjectTree> {
  const tree = await loadOwnedTree(projects, userId, projectId);
  assertMutable(tree.project);
  return tree;
}
