/**
 * Members: the team page's view, leaving, removing, changing a role, transferring ownership. The route has
 * already answered 'may this caller manage members / transfer ownership here' (the workspaces capability's
 * one authorization rule); the rules below are about whom: never the Owner, never one's own role, ownership
 * only to an Admin. A member taken out frees their seat in the same transaction.
 */
import {
  invitationState,
  seatUsage,
  type AssignableRole,
  type InvitationState,
  type SeatUsage,
} from '../../../shared/domain/team';
import type { WorkspaceRole } from '../../../shared/domain/workspace';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../shared/errors/app-error';
import { TEAM_MESSAGES } from '../../../shared/messages/team-messages';
import type { TeamDeps } from '../ports';
import { removeMember as removeInStore } from '../../workspaces';
import {
  readSeatSource,
  readTeam,
  setMemberRole,
  transferOwnership as transferInStore,
} from '../store/team-store';

type Deps = Pick<TeamDeps, 'db' | 'clock'>;

export interface TeamView {
  workspace: { id: string; name: string };
  members: {
    userId: string;
    email: string;
    displayName: string | null;
    role: WorkspaceRole;
    joinedAt: string;
    lastActiveAt: string | null;
  }[];
  invitations: {
    invitationId: string;
    email: string;
    role: AssignableRole;
    state: InvitationState;
    sentAt: string;
    expiresAt: string;
  }[];
  seats: SeatUsage & { extraSeats: number; plan: 'free' | 'basic' | 'pro' };
}

/** Settings › Team: members (Owner first), open and expired invitations, and the seats. */
export async function getTeam(deps: Deps, input: { workspaceId: string }): Promise<TeamView> {
  const now = deps.clock.now();
  const team = await readTeam(deps.db, input.workspaceId);
  if (!team.workspace) throw new NotFoundError(TEAM_MESSAGES.memberNotFound);
  const source = await readSeatSource(deps.db, input.workspaceId);
  const rank: Record<WorkspaceRole, number> = { owner: 0, admin: 1, editor: 2, viewer: 3 };
  return {
    workspace: { id: team.workspace.id, name: team.workspace.name },
    members: team.members
      .map((m) => ({ ...m, lastActiveAt: m.lastActiveAt ?? null }))
      .sort((a, b) => rank[a.role] - rank[b.role] || a.email.localeCompare(b.email)),
    invitations: team.invitations
      .map((i) => ({
        invitationId: i.invitationId,
        email: i.email,
        role: i.role,
        state: invitationState(i, now),
        sentAt: i.sentAt,
        expiresAt: i.expiresAt,
      }))
      .filter((i) => i.state === 'pending' || i.state === 'expired')
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt)),
    seats: {
      ...seatUsage(source.planLevel, source.extraSeats, team.workspace.memberCount),
      extraSeats: source.extraSeats,
      plan: source.planLevel,
    },
  };
}

/** The caller leaves the workspace (the Owner transfers ownership first). */
export async function leaveWorkspace(
  deps: Deps,
  input: { workspaceId: string; userId: string; role: WorkspaceRole },
): Promise<{ left: true }> {
  if (input.role === 'owner') throw new ConflictError(TEAM_MESSAGES.ownerCannotLeave);
  await removeInStore(deps.db, input.workspaceId, input.userId);
  return { left: true };
}

/** An Admin or the Owner removes another member (never the Owner); the seat is free at once. */
export async function removeMember(
  deps: Deps,
  input: { workspaceId: string; callerId: string; userId: string },
): Promise<{ removed: true }> {
  if (input.userId === input.callerId) throw new ConflictError(TEAM_MESSAGES.cannotChangeOwnRole);
  await removeInStore(deps.db, input.workspaceId, input.userId);
  return { removed: true };
}

export async function changeMemberRole(
  deps: Deps,
  input: { workspaceId: string; callerId: string; userId: string; role: AssignableRole },
): Promise<{ role: AssignableRole }> {
  if (input.userId === input.callerId) throw new ConflictError(TEAM_MESSAGES.cannotChangeOwnRole);
  await setMemberRole(deps.db, input.workspaceId, input.userId, input.role);
  return { role: input.role };
}

/** The Owner makes an Admin the Owner and becomes an Admin. */
export async function transferOwnership(
  deps: Deps,
  input: { workspaceId: string; callerId: string; callerRole: WorkspaceRole; userId: string },
): Promise<{ ownerUserId: string }> {
  if (input.callerRole !== 'owner') throw new ForbiddenError(TEAM_MESSAGES.notAllowed);
  if (input.userId === input.callerId) throw new ConflictError(TEAM_MESSAGES.transferOnlyToAdmin);
  await transferInStore(deps.db, input.workspaceId, input.callerId, input.userId);
  return { ownerUserId: input.userId };
}
