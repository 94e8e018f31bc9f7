/** Texts of workspaces and roles: refusals of the one authorization rule and the account edge cases. */
import { WORKSPACE_ROLE_LABELS, type WorkspaceRole } from '../domain/workspace';

export const WORKSPACE_MESSAGES = {
  /** Not a member (never was, or removed): the same answer as a workspace that does not exist. */
  workspaceNotFound: 'Workspace not found',
  /** The role lacks the action (a Viewer changing anything, an Editor managing members, …). */
  roleMayNot: (role: WorkspaceRole) =>
    `Your role in this workspace (${WORKSPACE_ROLE_LABELS[role]}) does not allow this.`,
  /** An Editor changing a project another member created. */
  notYourProject: 'Only the project’s creator or an Admin can change this project.',
  /** The projects list's and dashboard's filter to the projects the caller created. */
  mineFilter: 'Only mine',
  /** Joining a workspace one already belongs to. */
  alreadyMember: 'This person is already a member of the workspace.',
  /** Every seat of the workspace is taken. */
  noFreeSeat: 'Every seat of this workspace is taken. Add a seat or remove a member first.',
  /** The Owner cannot be removed (ownership is transferred first). */
  ownerStays: 'The Owner cannot be removed. Transfer ownership to an Admin first.',
  /** Deleting the account of an Owner whose workspace has other members. */
  ownerMustTransfer: (members: number) =>
    `You own a workspace with ${members - 1} other ${members === 2 ? 'member' : 'members'}. ` +
    'Transfer ownership to an Admin first, or delete the workspace: that deletes all of its projects, ' +
    'videos and notes for everyone.',
  /** Deactivation by a member who is not the Owner: their links are the workspace's and stay on. */
  deactivationKeepsWorkspaceLinks:
    'Review links belong to the workspace: they stay on unless the workspace’s Owner deactivates.',
} as const;
