export { type TeamCaller, type TeamDeps } from './ports';
export { signInvitationToken, verifyInvitationToken } from './invitation-token';
export {
  acceptInvitation,
  inviteMember,
  resendInvitation,
  revokeInvitation,
  viewInvitation,
  type InvitationView,
} from './use-cases/invitations';
export {
  changeMemberRole,
  getTeam,
  leaveWorkspace,
  removeMember,
  transferOwnership,
  type TeamView,
} from './use-cases/members';
export { readMemberCount as workspaceMemberCount } from './store/team-store';
