/**
 * The team's routes (shared/api/endpoints/team.ts: invitations and members; its seat routes are billing's):
 * each one an owner route of the serving Lambda (functions/platform/http/owner-route.ts), then one team use
 * case in the current workspace. The Lambda says the caller's membership of it (it owns that read).
 */
import {
  acceptInvitation as acceptInvitationEndpoint,
  changeMemberRole as changeMemberRoleEndpoint,
  getTeam as getTeamEndpoint,
  inviteMember as inviteMemberEndpoint,
  leaveWorkspace as leaveWorkspaceEndpoint,
  removeMember as removeMemberEndpoint,
  resendInvitation as resendInvitationEndpoint,
  revokeInvitation as revokeInvitationEndpoint,
  transferOwnership as transferOwnershipEndpoint,
} from '../../shared/api/endpoints/team';
import type { Profile } from '../../shared/domain/entities';
import type { OwnerRouteFactory, WorkspaceCaller } from '../platform/http/owner-route';
import type { Route } from '../platform/http/route';
import type { WorkspaceAccess } from '../workspaces';
import {
  acceptInvitation,
  changeMemberRole,
  getTeam,
  inviteMember,
  leaveWorkspace,
  removeMember,
  resendInvitation,
  revokeInvitation,
  transferOwnership,
  type TeamCaller,
  type TeamDeps,
} from './index';

/** The owner route's caller with the profile it ensured (who invites, who accepts). */
export type TeamRouteCaller = WorkspaceCaller & { profile: Pick<Profile, 'email' | 'displayName'> };

export interface TeamRouteCallers<C> {
  /** The caller's membership of the current workspace (routes whose action is not `self` always have one). */
  accessOf(caller: C): WorkspaceAccess;
}

/** The caller as the team's use cases name them (the inviter, the invitee). */
function teamCallerOf(caller: TeamRouteCaller): TeamCaller {
  return { userId: caller.userId, email: caller.profile.email, displayName: caller.profile.displayName };
}

export function teamRoutes<D extends { team: () => TeamDeps }, C extends TeamRouteCaller>(
  ownerRoute: OwnerRouteFactory<D, C>,
  callers: TeamRouteCallers<C>,
): Route<D>[] {
  const invitation = (caller: C, req: { params: { invitationId: string } }) => ({
    workspaceId: caller.workspaceId,
    invitationId: req.params.invitationId,
  });
  return [
    ownerRoute(getTeamEndpoint, (caller, _req, deps) =>
      getTeam(deps.team(), { workspaceId: caller.workspaceId }),
    ),
    ownerRoute(inviteMemberEndpoint, (caller, req, deps) =>
      inviteMember(deps.team(), {
        workspaceId: caller.workspaceId,
        caller: teamCallerOf(caller),
        email: req.body.email,
        role: req.body.role,
      }),
    ),
    ownerRoute(resendInvitationEndpoint, (caller, req, deps) =>
      resendInvitation(deps.team(), invitation(caller, req)),
    ),
    ownerRoute(revokeInvitationEndpoint, (caller, req, deps) =>
      revokeInvitation(deps.team(), invitation(caller, req)),
    ),
    ownerRoute(removeMemberEndpoint, (caller, req, deps) =>
      removeMember(deps.team(), {
        workspaceId: caller.workspaceId,
        callerId: caller.userId,
        userId: req.params.userId,
      }),
    ),
    ownerRoute(changeMemberRoleEndpoint, (caller, req, deps) =>
      changeMemberRole(deps.team(), {
        workspaceId: caller.workspaceId,
        callerId: caller.userId,
        userId: req.params.userId,
        role: req.body.role,
      }),
    ),
    ownerRoute(transferOwnershipEndpoint, (caller, req, deps) =>
      transferOwnership(deps.team(), {
        workspaceId: caller.workspaceId,
        callerId: caller.userId,
        callerRole: callers.accessOf(caller).member.role,
        userId: req.body.userId,
      }),
    ),
    ownerRoute(leaveWorkspaceEndpoint, (caller, _req, deps) =>
      leaveWorkspace(deps.team(), {
        workspaceId: caller.workspaceId,
        userId: caller.userId,
        role: callers.accessOf(caller).member.role,
      }),
    ),
    ownerRoute(acceptInvitationEndpoint, (caller, req, deps) =>
      acceptInvitation(deps.team(), { token: req.body.token, caller: teamCallerOf(caller) }),
    ),
  ];
}
