/**
 * Whether the signed-in member may change a project (rename, approve, archive, restore, videos, versions,
 * notes, review link): the permission table's answer for the caller's role, with an Editor limited to the
 * projects they created. False while the role is loading or unknown: a control that would be refused never
 * shows. The server refuses on its own; this only keeps the page honest about what the member can do.
 */
import { projectCreator, roleMayOnProject } from '../../../shared/domain/workspace';
import { useAuth } from './auth/auth-context';
import { useCurrentWorkspace } from './api/get-current-workspace';

type ProjectScope = { userId: string; createdBy?: string | undefined };

/** The rule for any project of the current workspace (lists: one answer per card). */
export function useProjectChangeRule(): (project: ProjectScope) => boolean {
  const current = useCurrentWorkspace();
  const { user } = useAuth();
  const role = current.data?.role;
  if (!role || !user) return () => false;
  return (project) =>
    roleMayOnProject(role, 'changeProjects', { userId: user.userId }, projectCreator(project));
}

export function useMayChangeProject(project: ProjectScope | null): boolean {
  const mayChange = useProjectChangeRule();
  return project ? mayChange(project) : false;
}
