/**
 * Workspaces: who may do what. A workspace owns projects, the plan and the one subscription; people are its
 * members, each with one role. The permission table below is THE one answer to 'may this role do this
 * action'; the server's authorization (functions/workspaces/use-cases/authorize.ts) and the SPA's controls
 * both read it, and every owner route of the contract names the action it needs (`Endpoint.action`).
 */
import * as z from 'zod/mini';

const isoDate = z.iso.datetime({ offset: true });
const id = z.string().check(z.minLength(1), z.maxLength(64));

/** Strongest first. Exactly one Owner per workspace. */
export const WORKSPACE_ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const WORKSPACE_ROLE_LABELS: Record<WorkspaceRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
};

/**
 * What a route (or a control) does to a workspace's items.
 * - `self`: the caller's own things (profile, notifications, own account, the list of own workspaces):
 *   no workspace role involved.
 * - `viewProjects`: read projects, notes, exports, the dashboard, the members list.
 * - `changeProjects`: create, import, review links, notes, approve, archive, restore, rename. A role without
 *   `changeEveryProject` may do it only to the projects it created (and create new ones).
 * - `changeEveryProject`: `changeProjects` on every project of the workspace.
 * - `manageMembers`: invite, remove, change roles. `manageSettings`: the workspace's name and settings.
 * - `manageBranding`: the brand clients see (name, logo, accent, review theme).
 * - `manageBilling`: plan, seats, checkout, portal. `deleteWorkspace`, `transferOwnership`: the Owner's.
 * - `manageIntegrations`: outgoing webhooks and Slack (their URLs and signing secrets).
 * - `manageApiKeys`: create, list and revoke the workspace's API keys (Settings › API).
 */
export const WORKSPACE_ACTIONS = [
  'self',
  'viewProjects',
  'changeProjects',
  'changeEveryProject',
  'manageMembers',
  'manageSettings',
  'manageBilling',
  'deleteWorkspace',
  'transferOwnership',
  'manageIntegrations',
  'manageApiKeys',
  'manageBranding',
] as const;
export type WorkspaceAction = (typeof WORKSPACE_ACTIONS)[number];

/** The permission table: which role may do which action. One place; nothing else grants anything. */
export const ROLE_PERMISSIONS: Record<WorkspaceRole, readonly WorkspaceAction[]> = {
  owner: [
    'self',
    'viewProjects',
    'changeProjects',
    'changeEveryProject',
    'manageMembers',
    'manageSettings',
    'manageBilling',
    'deleteWorkspace',
    'transferOwnership',
    'manageIntegrations',
    'manageApiKeys',
    'manageBranding',
  ],
  admin: [
    'self',
    'viewProjects',
    'changeProjects',
    'changeEveryProject',
    'manageMembers',
    'manageSettings',
    'manageIntegrations',
    'manageApiKeys',
    'manageBranding',
  ],
  editor: ['self', 'viewProjects', 'changeProjects'],
  viewer: ['self', 'viewProjects'],
};

export function roleMay(role: WorkspaceRole, action: WorkspaceAction): boolean {
  return ROLE_PERMISSIONS[role].includes(action);
}

/** The actions of a role, as the SPA gets them with the current workspace (to show only what it may do). */
export function permissionsOf(role: WorkspaceRole): WorkspaceAction[] {
  return [...ROLE_PERMISSIONS[role]];
}

/**
 * Who created a project: `createdBy`, or (projects from before workspaces, which have none) the account
 * whose workspace it is: a workspace made for an account has that account's user id as its id.
 */
export function projectCreator(project: { userId: string; createdBy?: string | null | undefined }): string {
  return project.createdBy ?? project.userId;
}

/**
 * May a member with `role` do `action` to a project created by `creatorId`? `changeProjects` on another
 * member's project needs `changeEveryProject`; every other action is the table's answer.
 */
export function roleMayOnProject(
  role: WorkspaceRole,
  action: WorkspaceAction,
  member: { userId: string },
  creatorId: string,
): boolean {
  if (!roleMay(role, action)) return false;
  if (action !== 'changeProjects') return true;
  return creatorId === member.userId || roleMay(role, 'changeEveryProject');
}

export const workspaceSchema = z.object({
  id,
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  /** The one Owner (billing, deleting the workspace, transferring ownership). */
  ownerUserId: id,
  /** Members, the Owner included (what seats count). */
  memberCount: z.int().check(z.positive()),
  createdAt: isoDate,
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const memberSchema = z.object({
  workspaceId: id,
  userId: id,
  role: z.enum(WORKSPACE_ROLES),
  /** The member's e-mail and name as they joined (shown in the members list and as the actor of changes). */
  email: z.string(),
  displayName: z.nullable(z.string()),
  joinedAt: isoDate,
  /** When the member last used the workspace, to the hour (absent until their first request after joining). */
  lastActiveAt: z.optional(z.nullable(isoDate)),
});
export type Member = z.infer<typeof memberSchema>;

/**
 * 'Last active' is kept to the hour: a member's activity is written at most once an hour (the first request
 * after the last write), so every other request costs no write at all.
 */
export const LAST_ACTIVE_RESOLUTION_MS = 60 * 60 * 1000;

/** Whether a request at `now` should record the member's activity (never recorded, or over an hour ago). */
export function isActivityDue(lastActiveAt: string | null | undefined, now: Date): boolean {
  if (!lastActiveAt) return true;
  return now.getTime() - Date.parse(lastActiveAt) >= LAST_ACTIVE_RESOLUTION_MS;
}

/** How a member is named to others (who did what): the display name, else the e-mail. */
export function memberLabel(member: Pick<Member, 'displayName' | 'email'>): string {
  const name = member.displayName?.trim();
  return name ? name : member.email;
}

/**
 * The request header that carries the current workspace's id (set once by the SPA's API client). Absent:
 * the caller's own workspace (the one made for the account, whose id is the user's id).
 */
export const WORKSPACE_HEADER = 'x-cutroom-workspace';

/** The name a workspace made for an account gets (the Owner may rename it). */
export function defaultWorkspaceName(owner: { displayName: string | null; email: string }): string {
  const name = owner.displayName?.trim() || owner.email.split('@')[0] || owner.email;
  return `${name}'s workspace`.slice(0, 200);
}

/**
 * The id of the workspace made for an account (at sign-up or by the migration): the account's user id. A
 * deterministic id makes the sign-up and the migration idempotent by key, and keeps every project from
 * before workspaces under the keys it already has (a project's `userId` is the id of its workspace).
 */
export function accountWorkspaceId(userId: string): string {
  return userId;
}
