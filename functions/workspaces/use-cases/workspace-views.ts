/** The reads of the workspace contract: my workspaces, the current one with my role, its members. */
import { permissionsOf, type Member, type WorkspaceAction } from '../../../shared/domain/workspace';
import type { Workspace } from '../../../shared/domain/workspace';
import { NotFoundError } from '../../../shared/errors/app-error';
import { WORKSPACE_MESSAGES } from '../../../shared/messages/workspace-messages';
import type { WorkspacePorts } from '../ports';
import type { WorkspaceAccess } from './authorize';

export interface WorkspaceSummary {
  workspace: Workspace;
  role: Member['role'];
}

export async function listMyWorkspaces(
  ports: WorkspacePorts,
  input: { userId: string },
): Promise<{ items: WorkspaceSummary[] }> {
  const rows = await ports.workspaces.workspacesOf(input.userId);
  return { items: rows.map(({ workspace, member }) => ({ workspace, role: member.role })) };
}

export async function getCurrentWorkspace(
  ports: WorkspacePorts,
  input: { access: WorkspaceAccess },
): Promise<WorkspaceSummary & { permissions: WorkspaceAction[] }> {
  const workspace = await ports.workspaces.workspace(input.access.workspaceId);
  if (!workspace) throw new NotFoundError(WORKSPACE_MESSAGES.workspaceNotFound);
  const role = input.access.member.role;
  return { workspace, role, permissions: permissionsOf(role) };
}

export async function listWorkspaceMembers(
  ports: WorkspacePorts,
  input: { access: WorkspaceAccess },
): Promise<{ items: Member[] }> {
  return { items: await ports.workspaces.members(input.access.workspaceId) };
}
