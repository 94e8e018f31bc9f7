/** The workspaces capability's public module: membership, roles, THE authorization rule, its store. */
export type { WorkspacePorts, WorkspaceStore } from './ports';
export {
  authorize,
  type AuthorizeInput,
  type ProjectScope,
  type WorkspaceAccess,
} from './use-cases/authorize';
export {
  getCurrentWorkspace,
  listMyWorkspaces,
  listWorkspaceMembers,
  type WorkspaceSummary,
} from './use-cases/workspace-views';
export {
  addMember,
  removeMember,
  createAccountWorkspace,
  getMembership,
  getWorkspace,
  listMembers,
  listWorkspacesOf,
  workspaceStore,
} from './store/workspace-store';
export { getProjectFollow, setProjectFollow } from './use-cases/follow-project';
export { projectAudience } from './store/project-follows';
export { migrateAccountsToWorkspaces, type MigrationReport } from './store/account-migration';
