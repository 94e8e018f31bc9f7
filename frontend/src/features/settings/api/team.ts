/**
 * Settings › Team's endpoints: the team (members, invitations, seats), the member and invitation changes,
 * and Pro's seats (previewed, then changed; the seats follow the billing webhook).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoint, EndpointRequest } from '../../../../../shared/api/endpoint';
import {
  changeMemberRole,
  inviteMember,
  leaveWorkspace,
  removeMember,
  resendInvitation,
  revokeInvitation,
  transferOwnership,
} from '../../../../../shared/api/endpoints/team';
import { apiCall } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-invalidation';

// The team's read and the seats' preview and change are shared with the Upgrade page.
export {
  fetchTeam,
  teamQueryOptions,
  useChangeSeats,
  usePreviewSeats,
  useTeam,
} from '../../../lib/api/team-seats';

/** One team change: the call, then what it changed read again. */
function useTeamChange<E extends Endpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: EndpointRequest<E>) => apiCall(endpoint, request),
    onSuccess: () => invalidateAfter(queryClient, endpoint),
  });
}

export const useInviteMember = () => useTeamChange(inviteMember);
export const useResendInvitation = () => useTeamChange(resendInvitation);
export const useRevokeInvitation = () => useTeamChange(revokeInvitation);
export const useRemoveMember = () => useTeamChange(removeMember);
export const useChangeMemberRole = () => useTeamChange(changeMemberRole);
export const useTransferOwnership = () => useTeamChange(transferOwnership);
export const useLeaveWorkspace = () => useTeamChange(leaveWorkspace);
