/**
 * Invitations: send (or re-send) a signed, single-use, expiring link by mail through the outbox, revoke one,
 * show what an invitation is to the accept page, and accept it. The caller's right to manage members is the
 * workspaces capability's authorization (checked by the route); these rules are the team's own: a member or
 * a full workspace is refused with the reason, and the accept is one transaction (./store/team-store).
 */
import {
  invitationExpiry,
  invitationState,
  normalEmail,
  seatLimit,
  type AssignableRole,
  type InvitationState,
} from '../../../shared/domain/team';
import { memberLabel } from '../../../shared/domain/workspace';
import { ConflictError, ForbiddenError, GoneError, NotFoundError } from '../../../shared/errors/app-error';
import { TEAM_MESSAGES } from '../../../shared/messages/team-messages';
import { verifyInvitationToken, newInvitationNonce } from '../invitation-token';
import type { TeamCaller, TeamDeps } from '../ports';
import {
  acceptInvitation as acceptInStore,
  invitationIdOf,
  putInvitation,
  readInvitation,
  readSeatSource,
  readTeam,
  revokeInvitation as revokeInStore,
  SeatsMovedError,
  type StoredInvitation,
} from '../store/team-store';

type Deps = Pick<TeamDeps, 'db' | 'clock' | 'ids'>;

function mailEvent(deps: Deps, invitation: StoredInvitation, workspaceName: string) {
  return {
    id: deps.ids.next(),
    at: invitation.sentAt,
    ownerId: invitation.workspaceId,
    type: 'member_invited' as const,
    workspaceId: invitation.workspaceId,
    workspaceName,
    inviterName: invitation.invitedByName,
    email: invitation.email,
    role: invitation.role,
    invitationId: invitation.invitationId,
    nonce: invitation.nonce,
    expiresAt: invitation.expiresAt,
  };
}

/** Invites an address with a role; refused for a member, an open invitation, or no free seat now. */
export async function inviteMember(
  deps: Deps,
  input: { workspaceId: string; caller: TeamCaller; email: string; role: AssignableRole },
): Promise<{ email: string; expiresAt: string }> {
  const now = deps.clock.now();
  const email = normalEmail(input.email);
  const team = await readTeam(deps.db, input.workspaceId);
  if (!team.workspace) throw new NotFoundError(TEAM_MESSAGES.memberNotFound);
  if (team.members.some((m) => normalEmail(m.email) === email)) {
    throw new ConflictError(TEAM_MESSAGES.alreadyMember(email));
  }
  const seats = await readSeatSource(deps.db, input.workspaceId);
  const limit = seatLimit(seats.planLevel, seats.extraSeats);
  if (limit <= 1) throw new ForbiddenError(TEAM_MESSAGES.onePersonPlanRefusal);
  if (team.workspace.memberCount >= limit) throw new ConflictError(TEAM_MESSAGES.noFreeSeat(limit));
  const at = now.toISOString();
  const invitation: StoredInvitation = {
    workspaceId: input.workspaceId,
    invitationId: invitationIdOf(email),
    email,
    role: input.role,
    status: 'pending',
    nonce: newInvitationNonce(),
    expiresAt: invitationExpiry(now),
    invitedBy: input.caller.userId,
    invitedByName: memberLabel(input.caller),
    createdAt: at,
    sentAt: at,
  };
  await putInvitation(deps.db, invitation, 'new', mailEvent(deps, invitation, team.workspace.name), now);
  return { email, expiresAt: invitation.expiresAt };
}

/** A new link for a pending invitation (the old link stops working), mailed again, valid from now. */
export async function resendInvitation(
  deps: Deps,
  input: { workspaceId: string; invitationId: string },
): Promise<{ email: string; expiresAt: string }> {
  const now = deps.clock.now();
  const team = await readTeam(deps.db, input.workspaceId);
  const old = team.invitations.find((i) => i.invitationId === input.invitationId);
  if (!team.workspace || !old || old.status !== 'pending') {
    throw new NotFoundError(TEAM_MESSAGES.invitationNotFound);
  }
  const invitation: StoredInvitation = {
    ...old,
    nonce: newInvitationNonce(),
    expiresAt: invitationExpiry(now),
    sentAt: now.toISOString(),
  };
  await putInvitation(deps.db, invitation, 'resend', mailEvent(deps, invitation, team.workspace.name), now);
  return { email: invitation.email, expiresAt: invitation.expiresAt };
}

export async function revokeInvitation(
  deps: Deps,
  input: { workspaceId: string; invitationId: string },
): Promise<{ revoked: true }> {
  await revokeInStore(deps.db, input.workspaceId, input.invitationId);
  return { revoked: true };
}

export interface InvitationView {
  workspaceName: string;
  inviterName: string;
  email: string;
  role: AssignableRole;
  state: InvitationState;
  expiresAt: string;
}

/** The invitation a link stands for, checked (signature, this link's nonce): for the accept page. */
async function invitationOfToken(
  deps: Pick<TeamDeps, 'db' | 'linkSecrets'>,
  token: string,
): Promise<{ invitation: StoredInvitation; workspaceName: string }> {
  const claim = verifyInvitationToken(await deps.linkSecrets(), token);
  if (!claim) throw new NotFoundError(TEAM_MESSAGES.invitationNotFound);
  const invitation = await readInvitation(deps.db, claim.workspaceId, claim.invitationId);
  if (!invitation || invitation.nonce !== claim.nonce)
    throw new NotFoundError(TEAM_MESSAGES.invitationNotFound);
  const team = await readTeam(deps.db, claim.workspaceId);
  return { invitation, workspaceName: team.workspace?.name ?? '' };
}

export async function viewInvitation(
  deps: Pick<TeamDeps, 'db' | 'linkSecrets' | 'clock'>,
  input: { token: string },
): Promise<InvitationView> {
  const { invitation, workspaceName } = await invitationOfToken(deps, input.token);
  return {
    workspaceName,
    inviterName: invitation.invitedByName,
    email: invitation.email,
    role: invitation.role,
    state: invitationState(invitation, deps.clock.now()),
    expiresAt: invitation.expiresAt,
  };
}

/**
 * The signed-in caller accepts: the link must be the invitation's newest, still pending and unexpired, the
 * caller's address the invited one, and a seat free; all of it decided by the one transaction's conditions.
 */
export async function acceptInvitation(
  deps: TeamDeps,
  input: { token: string; caller: TeamCaller },
  attempt = 1,
): Promise<{ workspaceId: string; workspaceName: string; role: AssignableRole }> {
  const now = deps.clock.now();
  const { invitation, workspaceName } = await invitationOfToken(deps, input.token);
  const state = invitationState(invitation, now);
  if (state === 'accepted') throw new GoneError(TEAM_MESSAGES.invitationUsed);
  if (state === 'revoked') throw new GoneError(TEAM_MESSAGES.invitationRevoked);
  if (state === 'expired') throw new GoneError(TEAM_MESSAGES.invitationExpired);
  if (normalEmail(input.caller.email) !== invitation.email) {
    throw new ForbiddenError(TEAM_MESSAGES.invitationWrongAddress(invitation.email));
  }
  const seats = await readSeatSource(deps.db, invitation.workspaceId);
  try {
    await acceptInStore(
      deps.db,
      {
        workspaceId: invitation.workspaceId,
        invitationId: invitation.invitationId,
        nonce: invitation.nonce,
        member: {
          userId: input.caller.userId,
          email: invitation.email,
          displayName: input.caller.displayName,
        },
        role: invitation.role,
        seats: { ...seats, limit: seatLimit(seats.planLevel, seats.extraSeats) },
      },
      now,
    );
  } catch (error) {
    // The plan or seats moved between the read and the write: decide again on the new figures.
    if (error instanceof SeatsMovedError && attempt < 3) return acceptInvitation(deps, input, attempt + 1);
    throw error;
  }
  return { workspaceId: invitation.workspaceId, workspaceName, role: invitation.role };
}
