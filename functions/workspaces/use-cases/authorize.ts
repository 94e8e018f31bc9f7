/**
 * THE authorization rule of the owner routes: may this user do this action to this workspace's item?
 * Every editor-api route calls it once, with the action its contract entry declares (`Endpoint.action`).
 *
 * - `self` actions (own profile, notifications, own account) need no workspace.
 * - Otherwise the workspace is the one the request names (the SPA's header) or the caller's own; the
 *   membership is read consistently on EVERY request (never cached in the token), so a removed member is
 *   refused on the next request. Not a member: 404 'Workspace not found', as if it did not exist.
 * - The role must hold the action (shared/domain/workspace.ts, ROLE_PERMISSIONS): 403 otherwise.
 * - `changeProjects` on a project another member created needs `changeEveryProject` (Admin, Owner): 403.
 *   A project of another workspace is left to the use case, which answers 404 as for any unknown project.
 */
import {
  accountWorkspaceId,
  isActivityDue,
  projectCreator,
  roleMay,
  type Member,
  type WorkspaceAction,
} from '../../../shared/domain/workspace';
import { ForbiddenError, NotFoundError } from '../../../shared/errors/app-error';
import { WORKSPACE_MESSAGES } from '../../../shared/messages/workspace-messages';
import type { WorkspacePorts } from '../ports';

/** The project a route acts on, as far as authorization needs it (its workspace and creator). */
export interface ProjectScope {
  userId: string;
  createdBy?: string | null | undefined;
}

export interface AuthorizeInput {
  userId: string;
  action: WorkspaceAction;
  /** The workspace the request names; null: the caller's own workspace. */
  workspaceId: string | null;
  /** The route's project, when it acts on one: read only when the role's answer depends on its creator. */
  projectId?: string | undefined;
}

/** The caller's standing in the current workspace, for the use case (scope) and the answer (role). */
export interface WorkspaceAccess {
  workspaceId: string;
  member: Member;
}

export async function authorize(
  ports: WorkspacePorts,
  input: AuthorizeInput & { action: Exclude<WorkspaceAction, 'self'> },
): Promise<WorkspaceAccess>;
export async function authorize(
  ports: WorkspacePorts,
  input: AuthorizeInput,
): Promise<WorkspaceAccess | null>;
export async function authorize(
  ports: WorkspacePorts,
  input: AuthorizeInput,
): Promise<WorkspaceAccess | null> {
  if (input.action === 'self') return null;
  const workspaceId = input.workspaceId ?? accountWorkspaceId(input.userId);
  const member = await ports.workspaces.membership(workspaceId, input.userId);
  if (!member) throw new NotFoundError(WORKSPACE_MESSAGES.workspaceNotFound);
  // 'Last active' on Settings › Team: the membership is read here on every request anyway, so the write
  // happens only when the stored time is over an hour old.
  const now = new Date();
  if (isActivityDue(member.lastActiveAt, now)) {
    await ports.workspaces.recordActivity(workspaceId, input.userId, now);
  }
  if (!roleMay(member.role, input.action))
    throw new ForbiddenError(WORKSPACE_MESSAGES.roleMayNot(member.role));
  if (input.action === 'changeProjects' && input.projectId && !roleMay(member.role, 'changeEveryProject')) {
    const project = await ports.workspaces.projectScope(input.projectId);
    if (project && project.userId === workspaceId && projectCreator(project) !== input.userId) {
      throw new ForbiddenError(WORKSPACE_MESSAGES.notYourProject);
    }
  }
  return { workspaceId, member };
}
