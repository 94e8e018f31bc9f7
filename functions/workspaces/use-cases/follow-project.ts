/**
 * Following a project (shared/domain/project-followers.ts): any member of its workspace, whatever the
 * role, may read and change their own choice; the answer is whether they follow it now. A project of
 * another workspace is a 404 like a missing one.
 */
import { followsProject, type ProjectFollow } from '../../../shared/domain/project-followers';
import { NotFoundError } from '../../../shared/errors/app-error';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';
import type { WorkspacePorts } from '../ports';
import type { WorkspaceAccess } from './authorize';

async function scopeOf(ports: WorkspacePorts, access: WorkspaceAccess, projectId: string) {
  const project = await ports.workspaces.projectScope(projectId);
  if (!project || project.userId !== access.workspaceId) {
    throw new NotFoundError(PROJECT_MESSAGES.projectNotFound);
  }
  return project;
}

export async function getProjectFollow(
  ports: WorkspacePorts,
  input: { access: WorkspaceAccess; projectId: string },
): Promise<ProjectFollow> {
  const project = await scopeOf(ports, input.access, input.projectId);
  const userId = input.access.member.userId;
  const choice = await ports.workspaces.followChoice(input.projectId, userId);
  return { following: followsProject(project, userId, choice) };
}

export async function setProjectFollow(
  ports: WorkspacePorts & { clock: { now(): Date } },
  input: { access: WorkspaceAccess; projectId: string; following: boolean },
): Promise<ProjectFollow> {
  await scopeOf(ports, input.access, input.projectId);
  await ports.workspaces.setFollowChoice({
    projectId: input.projectId,
    userId: input.access.member.userId,
    following: input.following,
    at: ports.clock.now().toISOString(),
  });
  return { following: input.following };
}
