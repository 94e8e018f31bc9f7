/** What the workspace use cases get their data through (implemented by ./store/workspace-store.ts). */
import type { Member, Workspace } from '../../shared/domain/workspace';
import type { FollowChoice } from '../../shared/domain/project-followers';
import type { ProjectScope } from './use-cases/authorize';

export interface WorkspaceStore {
  /** The caller's membership, read consistently: a removed member is refused on the very next request. */
  membership(workspaceId: string, userId: string): Promise<Member | null>;
  workspace(workspaceId: string): Promise<Workspace | null>;
  /** Every member of a workspace (by role, then by joining). */
  members(workspaceId: string): Promise<Member[]>;
  /** Every workspace the user belongs to, with the user's membership in each. */
  workspacesOf(userId: string): Promise<{ workspace: Workspace; member: Member }[]>;
  /** A project's workspace and creator (what an Editor's right to change it depends on); null if none. */
  projectScope(projectId: string): Promise<ProjectScope | null>;
  /**
   * Records that the member was active at `at` unless another request recorded it within the hour (one
   * conditional UpdateItem; a lost race or a removed member writes nothing).
   */
  recordActivity(workspaceId: string, userId: string, at: Date): Promise<void>;
  /** A member's stored choice to follow a project or not (null: never chose). */
  followChoice(projectId: string, userId: string): Promise<FollowChoice | null>;
  setFollowChoice(input: {
    projectId: string;
    userId: string;
    following: boolean;
    at: string;
  }): Promise<void>;
}

export interface WorkspacePorts {
  workspaces: WorkspaceStore;
}
